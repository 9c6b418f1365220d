import Foundation

/// Beginning and ending an editing session, as UIKit does it (Apple, UITextFieldDelegate
/// documentation: `textFieldShouldBeginEditing(_:)` is asked before the field becomes first
/// responder, `textFieldDidBeginEditing(_:)` "notifies the delegate that the specified text field
/// just became the first responder"; `textFieldShouldEndEditing(_:)` may keep it, and
/// `textFieldDidEndEditing(_:)` follows the resignation). The order on iOS: the delegate's
/// `did…`, then the `.editingDidBegin` / `.editingDidEnd` control events, then the
/// `textDidBeginEditingNotification` / `textDidEndEditingNotification` notifications.
/// A field in a window shows the software keyboard when it begins editing and hides it when it
/// ends, unless another field takes over (`UIWindow+Keyboard.swift`).
extension UITextField {
    /// `becomeFirstResponder()`: asks the delegate, becomes first responder, shows the keyboard,
    /// then tells the delegate, the targets and the observers.
    func beginEditingSession() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        UITextField.isHandingOverEditing = true
        defer { UITextField.isHandingOverEditing = false }
        guard super.becomeFirstResponder() else { return false }
        window?.setKeyboardShown(true)
        editingDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// `resignFirstResponder()`: asks the delegate, resigns, hides the keyboard, then tells the
    /// delegate, the targets and the observers.
    func endEditingSession() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        editingDidEnd()
        return true
    }

    /// `endEditing(true)`: the field resigns without being asked.
    func forceEndEditing() {
        guard isFirstResponder else { return }
        UIResponder.firstResponder = nil
        editingDidEnd()
    }

    private func editingDidEnd() {
        if !UITextField.isHandingOverEditing { window?.setKeyboardShown(false) }
        editingDidChange()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// True while a text field becomes first responder: the field it takes over from resigns
    /// without hiding the keyboard (iOS keeps it up when focus moves between fields).
    private static var isHandingOverEditing = false

    /// The `.whileEditing` / `.unlessEditing` overlays follow `isEditing`.
    private func editingDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }
}
