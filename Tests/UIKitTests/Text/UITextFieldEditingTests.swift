import Foundation
@testable import UIKit
import XCTest

final class RecordingEditingDelegate: UITextFieldDelegate {
    var calls: [String] = []
    var allowsEnd = true
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
}

/// What observers received, in order (names, objects, user info); notifications are posted on
/// the main thread, where the tests read the log.
final class NotificationLog: @unchecked Sendable {
    var names: [String] = []
    var objects: [AnyObject?] = []
    var userInfos: [[AnyHashable: Any]] = []
    private var tokens: [NSObjectProtocol] = []

    init(_ names: [Notification.Name]) {
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
                    self.names.append(note.name.rawValue)
                    self.objects.append(note.object as AnyObject?)
                    self.userInfos.append(note.userInfo ?? [:])
                })
        }
    }

    deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
}

/// Editing sessions of `UITextField` and `UIView.endEditing(_:)`, as UIKit documents them.
@MainActor
final class UITextFieldEditingTests: XCTestCase {
    override func tearDown() async throws {
        await MainActor.run { UIResponder.firstResponder = nil }
    }

    func testNotificationNamesAreUIKits() async {
        XCTAssertEqual(
            UITextField.textDidBeginEditingNotification.rawValue, "UITextFieldTextDidBeginEditingNotification")
        XCTAssertEqual(UITextField.textDidChangeNotification.rawValue, "UITextFieldTextDidChangeNotification")
        XCTAssertEqual(UITextField.textDidEndEditingNotification.rawValue, "UITextFieldTextDidEndEditingNotification")
        XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        XCTAssertEqual(UIResponder.keyboardDidChangeFrameNotification.rawValue, "UIKeyboardDidChangeFrameNotification")
        XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
        XCTAssertEqual(UIResponder.keyboardAnimationCurveUserInfoKey, "UIKeyboardAnimationCurveUserInfoKey")
    }

    func testBecomingFirstResponderBeginsEditingAndPostsTheNotificationAfterTheDelegate() async {
        let field = UITextField()
        let delegate = RecordingEditingDelegate()
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("editingDidBegin") }, for: .editingDidBegin)
        let log = NotificationLog([UITextField.textDidBeginEditingNotification])
        field.addAction(
            UIAction { _ in events.append("control event before notification: \(log.names.isEmpty)") },
            for: .editingDidBegin)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(log.names, ["UITextFieldTextDidBeginEditingNotification"])
        XCTAssertTrue(log.objects.first! === field, "the object is the text field")
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(field.isEditing, "a field is editing while it is first responder")
        XCTAssertEqual(delegate.calls, ["shouldBegin", "didBegin"])
        XCTAssertEqual(events, ["editingDidBegin", "control event before notification: true"])
        XCTAssertTrue(field.becomeFirstResponder(), "already first responder: no second session")
        XCTAssertEqual(delegate.calls.count, 2)
    }

    func testResigningEndsEditingUnlessTheDelegateRefuses() async {
        let field = UITextField()
        let delegate = RecordingEditingDelegate()
        field.delegate = delegate
        let log = NotificationLog([UITextField.textDidEndEditingNotification])
        field.becomeFirstResponder()
        delegate.allowsEnd = false
        XCTAssertFalse(
            field.resignFirstResponder(), "textFieldShouldEndEditing(_:) returning false keeps the field editing")
        XCTAssertTrue(field.isEditing)
        XCTAssertEqual(log.names.count, 0)
        delegate.allowsEnd = true
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(log.names.count, 1)
        XCTAssertEqual(delegate.calls.suffix(2), ["shouldEnd", "didEnd"])
    }

    func testADisabledFieldCannotBecomeFirstResponder() async {
        let field = UITextField()
        field.isEnabled = false
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertFalse(field.isEditing)
    }

    func testEndEditingResignsTheFirstResponderInTheSubtreeOnly() async {
        let container = UIView(), other = UIView()
        let field = UITextField()
        container.addSubview(UIView())
        container.subviews[0].addSubview(field)
        XCTAssertFalse(container.endEditing(false), "no first responder: nothing to end")
        field.becomeFirstResponder()
        XCTAssertFalse(other.endEditing(false), "the field is not in that view's subtree")
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(container.endEditing(false))
        XCTAssertFalse(field.isFirstResponder)
    }

    func testEndEditingForcedDoesNotAskTheDelegate() async {
        let container = UIView()
        let field = UITextField()
        container.addSubview(field)
        let delegate = RecordingEditingDelegate()
        delegate.allowsEnd = false
        field.delegate = delegate
        let log = NotificationLog([UITextField.textDidEndEditingNotification])
        field.becomeFirstResponder()
        XCTAssertFalse(container.endEditing(false), "asked, the delegate refuses")
        XCTAssertTrue(container.endEditing(true), "forced: the field is never asked")
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(log.names.count, 1)
        XCTAssertEqual(delegate.calls, ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
    }
}
