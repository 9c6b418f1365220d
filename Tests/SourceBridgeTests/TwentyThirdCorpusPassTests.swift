import Foundation
@testable import SourceBridge
import XCTest

/// The bridge's rewrites for idioms of the twenty-third corpus measurement, in our own words: an
/// accordion's data-source provider that forwards scrolling to a stored closure named like
/// `UIScrollViewDelegate`'s method, a picker's `import class Foundation.Bundle`, and a masked
/// field's listener forwarding every `UITextViewDelegate` method with `?(`.
final class TwentyThirdCorpusPassTests: XCTestCase {
    private func bridged(_ text: String) -> String {
        var file = BridgedFile(path: "/a.swift", text: text)
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        return file.text
    }

    /// `self.scrollViewDidScroll?(scrollView)` where the type stores `let scrollViewDidScroll:
    /// ((UIScrollView) -> Void)?`: Swift resolves the name to the property, so it stays the
    /// closure's call; a delegate's call of the same name is still the optional requirement.
    func testACallOfTheTypesOwnClosurePropertyStaysAClosureCall() {
        let text = bridged(
            """
            final class Provider {
                private let scrollViewDidScroll: ((UIScrollView) -> Void)?
                weak var delegate: UIScrollViewDelegate?
                init(scrollViewDidScroll: ((UIScrollView) -> Void)?) { self.scrollViewDidScroll = scrollViewDidScroll }
            }
            extension Provider {
                func forward(_ scrollView: UIScrollView) {
                    let relay = { [unowned self] (view: UIScrollView) -> Void in
                        self.scrollViewDidScroll?(view)
                    }
                    relay(scrollView)
                    delegate?.scrollViewDidScroll?(scrollView)
                }
            }
            """)
        XCTAssertTrue(text.contains("self.scrollViewDidScroll?(view)"), text)
        XCTAssertTrue(
            text.contains(
                #"_optionalRequirement(delegate, Selector("scrollViewDidScroll:")) { _viewlabTarget in _viewlabTarget.scrollViewDidScroll(scrollView) }"#
            ), text)
    }

    /// A scoped import names a declaration after the module: it is kept (Foundation), or only
    /// the module is renamed (Darwin → Glibc); plain submodule imports still collapse.
    func testScopedImportsKeepTheDeclarationTheyName() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                import class Foundation.Bundle
                import func Darwin.sqrt
                import UIKit.UIGestureRecognizerSubclass
                """)
        ImportPass.run(&file)
        XCTAssertEqual(file.text, "import class Foundation.Bundle\nimport func Glibc.sqrt\nimport UIKit")
    }

    /// Every method of the UIKit delegate protocols the bridge knows is one whose `?(` call it
    /// rewrites (a listener forwarding `textViewShouldEndEditing?(textView)` did not compile):
    /// read from ViewLab's own declarations, so a method added to one of them is checked too.
    func testEveryMethodOfTheKnownUIKitDelegateProtocolsIsAnOptionalRequirement() throws {
        let required: Set<String> = ["numberOfComponents"]  // UIPickerViewDataSource's required one
        let protocols = [
            "UITableViewDelegate", "UITableViewDataSource", "UICollectionViewDelegate", "UICollectionViewDataSource",
            "UICollectionViewDelegateFlowLayout", "UIScrollViewDelegate", "UINavigationControllerDelegate",
            "UITabBarControllerDelegate", "UITabBarDelegate", "UIPageViewControllerDataSource",
            "UIPageViewControllerDelegate", "UISplitViewControllerDelegate", "UITextFieldDelegate",
            "UITextViewDelegate",
            "UIGestureRecognizerDelegate", "UIViewControllerTransitioningDelegate", "UIPickerViewDelegate",
            "UIPickerViewDataSource", "NSLayoutManagerDelegate", "NSTextStorageDelegate", "UISearchBarDelegate",
            "UISearchControllerDelegate", "UIAdaptivePresentationControllerDelegate",
            "UIPopoverPresentationControllerDelegate",
        ]
        let uikit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/UIKit")
        var sources = ""
        for case let url as URL in FileManager.default.enumerator(at: uikit, includingPropertiesForKeys: nil)!
        where url.pathExtension == "swift" {
            sources += try String(contentsOf: url, encoding: .utf8) + "\n"
        }
        for name in protocols {
            let body = try XCTUnwrap(Self.body(ofProtocol: name, in: sources), "protocol \(name) not found")
            let methods = body.matches(of: #/func (\w+)/#).map { String($0.output.1) }
            XCTAssertFalse(methods.isEmpty, name)
            for method in methods where !required.contains(method) {
                XCTAssertTrue(UIKitOptionalRequirements.baseNames.contains(method), "\(name).\(method)")
            }
        }
    }

    /// The text between the braces of `protocol name`'s declaration.
    static func body(ofProtocol name: String, in sources: String) -> Substring? {
        guard let start = sources.range(of: "protocol \(name):") ?? sources.range(of: "protocol \(name) {"),
            let open = sources[start.upperBound...].firstIndex(of: "{")
        else { return nil }
        var depth = 0
        var index = open
        while index < sources.endIndex {
            if sources[index] == "{" { depth += 1 }
            if sources[index] == "}" {
                depth -= 1
                if depth == 0 { return sources[open...index] }
            }
            index = sources.index(after: index)
        }
        return nil
    }
}
