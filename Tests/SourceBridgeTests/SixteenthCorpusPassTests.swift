@testable import SourceBridge
import XCTest

/// The bridge's rewrites for idioms of the sixteenth corpus measurement: an optional requirement
/// called in the condition of a `guard`, `if` or `while` (a pager's title lookup).
final class SixteenthCorpusPassTests: XCTestCase {
    private func bridged(_ body: String) -> String {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                @objc protocol PagerSource {
                    @objc optional func pagerTitle(_ pager: Pager, at index: Int) -> String?
                }
                class Pager: UIView {
                    weak var source: PagerSource?
                    func title(_ index: Int) -> String {
                \(body)
                    }
                }
                """)
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        return file.text
    }

    /// Swift parses no trailing closure in a statement condition (its brace would open the body:
    /// "expected 'else' after 'guard' condition"), so there the closure goes inside the parentheses.
    func test_anOptionalRequirementInAGuardCondition_passesItsClosureInsideTheParentheses() {
        let text = bridged(
            """
                    guard let title = source?.pagerTitle?(self, at: index) else { return "" }
                    return title
            """)
        XCTAssertTrue(
            text.contains(
                #"guard let title = _optionalRequirement(source, as: (any PagerSource).self, Selector("pagerTitle:at:"), { _viewlabTarget in _viewlabTarget.pagerTitle(self, at: index) }) else {"#
            ), text)
    }

    func test_ifAndWhileConditionsToo_butNotAClosureWrittenInThem() {
        let text = bridged(
            """
                    if let title = source?.pagerTitle?(self, at: index) { return title }
                    while source?.pagerTitle?(self, at: index) == nil { break }
                    if [1].contains(where: { _ in source?.pagerTitle?(self, at: 0) != nil }) { return "" }
                    return source?.pagerTitle?(self, at: index) ?? ""
            """)
        XCTAssertTrue(
            text.contains(
                #"if let title = _optionalRequirement(source, as: (any PagerSource).self, Selector("pagerTitle:at:"), { _viewlabTarget in _viewlabTarget.pagerTitle(self, at: index) }) {"#
            ), text)
        XCTAssertTrue(
            text.contains(
                #"while _optionalRequirement(source, as: (any PagerSource).self, Selector("pagerTitle:at:"), { _viewlabTarget in _viewlabTarget.pagerTitle(self, at: index) }) == nil {"#
            ), text)
        XCTAssertTrue(
            text.contains(
                #"{ _ in _optionalRequirement(source, as: (any PagerSource).self, Selector("pagerTitle:at:")) { _viewlabTarget in _viewlabTarget.pagerTitle(self, at: 0) } != nil }"#
            ), text)
        XCTAssertTrue(
            text.contains(
                #"return _optionalRequirement(source, as: (any PagerSource).self, Selector("pagerTitle:at:")) { _viewlabTarget in _viewlabTarget.pagerTitle(self, at: index) } ?? """#
            ), text)
    }

    /// iOS takes action methods of zero, one or two parameters; the Linux compiler rejects
    /// `@IBAction` on all but one, so the bridge drops it there (it only marks the method for
    /// Interface Builder).
    func test_anIBActionWithoutExactlyOneParameter_losesTheAttribute() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                class Cards: UIView {
                    @IBAction open func flipBack() {}
                    @IBAction func tapped(_ sender: Any) {}
                    @IBAction func touched(_ sender: Any, forEvent event: UIEvent) {}
                }
                """)
        AttributePass.run(&file)
        XCTAssertTrue(file.text.contains("     open func flipBack() {}"), file.text)
        XCTAssertTrue(file.text.contains("@IBAction func tapped(_ sender: Any) {}"), file.text)
        XCTAssertTrue(file.text.contains("     func touched(_ sender: Any, forEvent event: UIEvent) {}"), file.text)
    }
}
