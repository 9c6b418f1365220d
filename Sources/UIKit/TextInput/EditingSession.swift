import Foundation

/// ViewLab: an editing session of a text input (`UITextField`, `UITextView`), as UIKit runs it.
/// Becoming first responder asks the delegate's `…ShouldBeginEditing`, becomes first responder,
/// shows the keyboard, then sends the host's "did begin" messages (the delegate's
/// `…DidBeginEditing`, then — for a field — `.editingDidBegin`, then the
/// `…TextDidBeginEditingNotification`); resigning asks `…ShouldEndEditing`, resigns, hides the
/// keyboard and sends the "did end" ones (Apple, UITextFieldDelegate and UITextViewDelegate
/// documentation). A text input in a window shows the software keyboard when it begins editing
/// and hides it when it ends, unless another text input takes over (`UIWindow+Keyboard.swift`).
@MainActor
protocol EditingSessionHost: UIView {
    /// The delegate's `…ShouldBeginEditing` answer (true without a delegate).
    func shouldBeginEditingSession() -> Bool
    /// The delegate, targets and observers learn that editing began.
    func editingSessionDidBegin()
    /// The delegate's `…ShouldEndEditing` answer (true without a delegate).
    func shouldEndEditingSession() -> Bool
    /// The delegate, targets and observers learn that editing ended.
    func editingSessionDidEnd()
}

extension EditingSessionHost {
    /// `becomeFirstResponder()`: asks, becomes first responder through `becomeFirstResponder`
    /// (the responder's own, `super`'s), shows the keyboard, then tells.
    func beginEditingSession(becomeFirstResponder: () -> Bool) -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, shouldBeginEditingSession() else { return false }
        UIApplication.shared.isHandingOverFirstResponder = true
        defer { UIApplication.shared.isHandingOverFirstResponder = false }
        guard becomeFirstResponder() else { return false }
        window?.setKeyboardShown(true)
        editingStateDidChange()
        editingSessionDidBegin()
        return true
    }

    /// `resignFirstResponder()`: asks, resigns through `resignFirstResponder` (`super`'s),
    /// hides the keyboard, then tells.
    func endEditingSession(resignFirstResponder: () -> Bool) -> Bool {
        guard isFirstResponder else { return resignFirstResponder() }
        guard shouldEndEditingSession(), resignFirstResponder() else { return false }
        finishEditingSession()
        return true
    }

    /// `endEditing(true)`: the text input resigns without being asked.
    func forceEndEditing() {
        guard isFirstResponder else { return }
        UIResponder.firstResponder = nil
        finishEditingSession()
    }

    private func finishEditingSession() {
        if !UIApplication.shared.isHandingOverFirstResponder { window?.setKeyboardShown(false) }
        editingStateDidChange()
        editingSessionDidEnd()
    }

    /// The caret, the selection and the overlays shown while editing follow the session.
    private func editingStateDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }
}
