@testable import SourceBridge
import Foundation
import XCTest

/// The bridge's rewrites for this round's runtime idioms: a direct `UIScrollView` subclass's
/// `delegate` override (the scroll view's `delegate` is a protocol extension's, so that tables,
/// collection and text views declare theirs narrower, as iOS does), ownership keywords in
/// protocols (Swift 4's, an error since SE-0186), `NSMutableString()`, and a UIKit optional
/// requirement sent to a local flow-layout delegate.
final class RuntimeTwentyFourPassTests: XCTestCase {
    private func run(_ text: String, _ pass: (inout BridgedFile) -> Void) -> BridgedFile {
        var file = BridgedFile(path: "/a.swift", text: text)
        pass(&file)
        return file
    }

    func testAScrollViewSubclassesComputedDelegateOverrideLosesOverride() {
        let file = run(
            """
            class Pager: UIScrollView {
                override var delegate: UIScrollViewDelegate? {
                    get { super.delegate }
                    set { super.delegate = newValue }
                }
            }
            """, ScrollViewDelegateOverridePass.run)
        XCTAssertTrue(file.text.contains("     var delegate: UIScrollViewDelegate? {"), file.text)
        XCTAssertFalse(file.text.contains("override"), file.text)
    }

    /// Observers become a setter that runs `willSet`, stores through `super`, then `didSet`,
    /// with their own parameter names; every line stays on its line.
    func testAnObservingOverrideBecomesAComputedPropertyOverSuper() {
        let text = """
            final class Pager: UIScrollView {
                var log: [String] = []
                override weak var delegate: UIScrollViewDelegate? {
                    willSet(next) { log.append("will \\(next == nil)") }
                    didSet {
                        log.append("did \\(oldValue == nil)")
                    }
                }
            }
            """
        let file = run(text, ScrollViewDelegateOverridePass.run)
        XCTAssertEqual(file.text.components(separatedBy: "\n").count, text.components(separatedBy: "\n").count)
        let lines = file.text.components(separatedBy: "\n")
        XCTAssertEqual(
            lines[2].trimmingCharacters(in: .whitespaces),
            "var delegate: UIScrollViewDelegate? { get { super.delegate } set { let oldValue = super.delegate; _ = oldValue;"
        )
        XCTAssertTrue(lines[3].contains("do { let next = newValue; log.append"), lines[3])
        XCTAssertTrue(lines[4].contains("super.delegate = newValue; do {"), lines[4])
        XCTAssertTrue(lines[7].contains("} }"), lines[7])
    }

    /// A table subclass overrides its narrow `delegate` as written; so does a subclass of the
    /// user's own scroll view (its `delegate` is a class property).
    func testOverridesOutsideADirectScrollViewSubclassAreLeftAlone() {
        let text = """
            class Placeholders: UITableView {
                override weak var delegate: UITableViewDelegate? { didSet { } }
            }
            class Inner: Pager {
                override var delegate: UIScrollViewDelegate? { didSet { } }
            }
            """
        XCTAssertEqual(run(text, ScrollViewDelegateOverridePass.run).text, text)
    }

    func testOwnershipKeywordsInAProtocolAreDropped() {
        let file = run(
            """
            @objc public protocol FocusTracking: class {
                var current: Int { get }
                weak var focusDelegate: FocusDelegate? { get set }
                unowned var owner: AnyObject { get }
            }
            final class Tracker { weak var focusDelegate: FocusDelegate? }
            """, ProtocolOwnershipPass.run)
        XCTAssertTrue(file.text.contains("    var focusDelegate: FocusDelegate? { get set }"), file.text)
        XCTAssertTrue(file.text.contains("    var owner: AnyObject { get }"), file.text)
        XCTAssertTrue(file.text.contains("final class Tracker { weak var focusDelegate"), "a class keeps its own")
    }

    func testAnEmptyMutableStringIsMadeFromAnEmptyString() {
        let file = run(
            "let text = NSMutableString()\nlet other = NSMutableString(string: \"a\")\nlet s = String()",
            FoundationInitializerPass.run)
        XCTAssertEqual(
            file.text,
            "let text = NSMutableString(string: \"\")\nlet other = NSMutableString(string: \"a\")\nlet s = String()")
    }

    /// `let delegate = collection.delegate as? UICollectionViewDelegateFlowLayout` then an optional
    /// flow-layout call on it: the call is sent to the local as it is typed (no protocol named —
    /// the collection view's `delegate` no longer needs one guessed from the method's name).
    func testAFlowLayoutCallOnALocalDelegateIsSentAsTheLocalIsTyped() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                final class Carousel: UICollectionViewFlowLayout {
                    func header(_ collection: UICollectionView) -> CGFloat {
                        let delegate = collection.delegate as? UICollectionViewDelegateFlowLayout
                        return delegate?.collectionView?(collection, layout: self, referenceSizeForHeaderInSection: 0).height ?? 0
                    }
                }
                """)
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        XCTAssertTrue(
            file.text.contains(
                #"_optionalRequirement(delegate, Selector("collectionView:layout:referenceSizeForHeaderInSection:")) { _viewlabTarget in _viewlabTarget.collectionView(collection, layout: self, referenceSizeForHeaderInSection: 0) }?.height ?? 0"#
            ), file.text)
    }

    /// A library's macOS twin of its delegate protocol, under `#if os(macOS)`: the generated
    /// defaults of its optional requirements go under the same condition (before, they were
    /// compiled on their own and named `NSImageView`).
    func testDefaultsOfAProtocolInsideAnIfGoUnderItsCondition() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                #if os(macOS)
                import AppKit
                @objc public protocol GifDelegate {
                    @objc optional func gifDidStart(sender: NSImageView)
                }
                #endif
                """)
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        let appendix = file.appendix.joined()
        XCTAssertTrue(appendix.hasPrefix("#if (os(macOS))\n#sourceLocation"), appendix)
        XCTAssertTrue(appendix.contains("public func gifDidStart(sender: NSImageView) {}"), appendix)
        XCTAssertTrue(appendix.hasSuffix("}\n#endif\n"), appendix)
    }
}
