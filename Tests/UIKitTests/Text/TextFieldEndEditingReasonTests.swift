import Foundation
@testable import UIKit
import XCTest

/// `textFieldDidEndEditing(_:reason:)` (iOS 10) is called instead of `textFieldDidEndEditing(_:)`
/// when the delegate implements it, and a delegate with only the older method still hears it
/// (a masked-input listener forwards both, in our own words). The edit menu question (iOS 16)
/// and `UIMenu` exist for code that returns one.
@MainActor
final class TextFieldEndEditingReasonTests: XCTestCase {
    final class WithReason: NSObject, UITextFieldDelegate {
        var calls: [String] = []
        func textFieldDidEndEditing(_ textField: UITextField) { calls.append("plain") }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            calls.append("reason:\(reason == .committed ? "committed" : "cancelled")")
        }
    }

    final class PlainOnly: NSObject, UITextFieldDelegate {
        var calls: [String] = []
        func textFieldDidEndEditing(_ textField: UITextField) { calls.append("plain") }
    }

    override func tearDown() async throws {
        await MainActor.run { UIResponder.firstResponder = nil }
    }

    func testTheReasonVariantReplacesThePlainOneAndThePlainOneStillHears() async {
        let window = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(field)
        let withReason = WithReason()
        field.delegate = withReason
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(withReason.calls, ["reason:committed"])

        let plain = PlainOnly()
        field.delegate = plain
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(plain.calls, ["plain"])
    }

    func testAnEditMenuIsATreeOfElements() async {
        let copy = UIAction(title: "Copy") { _ in }
        let menu = UIMenu(title: "Edit", identifier: .edit, options: .displayInline, children: [copy])
        XCTAssertEqual(menu.children.count, 1)
        XCTAssertEqual(menu.identifier, .edit)
        XCTAssertTrue(menu.options.contains(.displayInline))
        let replaced = menu.replacingChildren([])
        XCTAssertEqual(replaced.title, "Edit")
        XCTAssertTrue(replaced.children.isEmpty)
        let field = UITextField()
        XCTAssertNil(
            PlainOnly().textField(
                field, editMenuForCharactersIn: NSRange(location: 0, length: 0), suggestedActions: [copy]),
            "nil: UIKit's suggested menu")
    }
}
