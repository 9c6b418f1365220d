@testable import SourceBridge
import XCTest

/// Overrides of UIKit methods in extensions of UIKit classes (a category replacing the class's
/// method, as Former's `extension UITableViewCell { override open var inputView … }` does): the
/// member is renamed on its line, its `super` call goes to the superclass's implementation through
/// the runtime, and the module's registration replaces the class's method; methods UIKit does not
/// let be replaced keep a one-line error.
final class ExtensionReplacementPassTests: XCTestCase {
    func testAnOverrideOfAReplaceableMethodIsRenamedAndRegistered() {
        let text = """
            import UIKit
            extension UITableViewCell {
                open override func layoutSubviews() {
                    super.layoutSubviews()
                    contentView.frame = bounds.insetBy(dx: 8, dy: 0)
                }
                override open var inputView: UIView? {
                    return super.inputView
                }
                private override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
            }

            """
        let output = bridged(text, path: "/x/Cell.swift")
        let file = output.files[0]
        let lines = file.text.components(separatedBy: "\n")
        XCTAssertEqual(output.diagnostics, [])
        assertSameLineCount(text, file.text)
        XCTAssertEqual(
            lines[2].trimmingCharacters(in: .whitespaces), "open  func _viewlab_UITableViewCell_layoutSubviews() {")
        XCTAssertEqual(
            lines[3].trimmingCharacters(in: .whitespaces),
            "(MethodSwizzling.sendSuper(self, above: UITableViewCell.self, \"layoutSubviews\", []) as Void)")
        XCTAssertTrue(lines[6].contains(" open var _viewlab_UITableViewCell_inputView: UIView? {"), lines[6])
        XCTAssertTrue(
            lines[7].contains(
                "return (MethodSwizzling.sendSuper(self, above: UITableViewCell.self, \"inputView\", []) as UIView?)"),
            lines[7])
        XCTAssertFalse(lines[9].contains("private") || lines[9].contains("override"), lines[9])
        let appendix = file.appendix.joined(separator: "\n")
        XCTAssertTrue(
            appendix.contains(
                "MethodSwizzling.replace(UITableViewCell.self, \"layoutSubviews\") { object, _ in (object as! UITableViewCell)._viewlab_UITableViewCell_layoutSubviews() }"
            ), appendix)
        XCTAssertTrue(
            appendix.contains(
                "MethodSwizzling.replace(UITableViewCell.self, \"pointInside:with:\") { object, arguments in (object as! UITableViewCell)._viewlab_UITableViewCell_point(inside: arguments[0] as! CGPoint, with: arguments[1] as! UIEvent?) }"
            ), appendix)
        XCTAssertTrue(output.registration.contains("    _viewlabRegisterReplacements_0()"), output.registration)
    }

    /// An extension inside `#if os(iOS)` keeps its condition around the registration.
    func testARegistrationKeepsTheExtensionsCondition() {
        let output = bridged(
            "#if os(iOS)\nextension UIView {\n    override open func awakeFromNib() { super.awakeFromNib() }\n}\n#endif\n"
        )
        let appendix = output.files[0].appendix.joined(separator: "\n")
        XCTAssertEqual(output.diagnostics, [])
        XCTAssertTrue(appendix.contains("#if "), appendix)
        XCTAssertTrue(appendix.contains("MethodSwizzling.replace(UIView.self, \"awakeFromNib\")"), appendix)
    }

    /// A method UIKit does not let be replaced, and an override in an extension of the module's own
    /// class (moved into its body), are not rewritten here.
    func testOtherOverridesAreLeftToTheOverridePass() {
        let output = bridged(
            """
            extension UITextField {
                override open func caretRect(for position: UITextPosition) -> CGRect { .zero }
            }
            class Panel: UIView {}
            extension Panel {
                override func layoutSubviews() { super.layoutSubviews() }
            }

            """, path: "/x/Field.swift")
        XCTAssertEqual(output.diagnostics.map(\.line), [2])
        XCTAssertTrue(
            output.diagnostics[0].description.hasPrefix(
                "/x/Field.swift:2:1: error: an override in an extension of UITextField, a class this module does not declare, cannot be bridged: UIKit here lets an extension replace only layoutSubviews(), "
            ), output.diagnostics[0].description)
        XCTAssertTrue(output.diagnostics[0].description.hasSuffix("(move it into a subclass of UITextField)"))
        XCTAssertFalse(output.registration.contains("Replacements"), output.registration)
        XCTAssertTrue(output.files[0].text.contains("override func layoutSubviews() { super.layoutSubviews() }"))
    }
}
