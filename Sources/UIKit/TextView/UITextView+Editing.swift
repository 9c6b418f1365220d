import Foundation

/// The text view's editing session and keyboard input (the shared machinery is in
/// `EditingSession.swift` and `TextInputHost.swift`): `textViewShouldBeginEditing(_:)`, first
/// responder and the keyboard, `textViewDidBeginEditing(_:)`, then
/// `textDidBeginEditingNotification`; the same for ending. An edit from the keyboard
/// (`insertText(_:)`, `deleteBackward()`) asks `textView(_:shouldChangeTextIn:replacementText:)`,
/// then sends `textViewDidChangeSelection(_:)`, `textViewDidChange(_:)` and
/// `textDidChangeNotification` (Apple, UITextViewDelegate documentation: `textViewDidChange(_:)`
/// "tells the delegate when the user changes the text"; it is not sent when code sets `text`).
extension UITextView: EditingSessionHost, TextInputHost {
    func shouldBeginEditingSession() -> Bool { textViewDelegate?.textViewShouldBeginEditing(self) ?? true }

    func editingSessionDidBegin() {
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    func shouldEndEditingSession() -> Bool { textViewDelegate?.textViewShouldEndEditing(self) ?? true }

    func editingSessionDidEnd() {
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: - TextInputHost

    var editableText: String { storedAttributedText?.string ?? storedText }

    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    /// Typed text takes `typingAttributes` in an attributed text.
    func replaceStoredCharacters(in range: NSRange, with text: String) {
        (storedAttributedText, storedText) = Self.edited(
            storedAttributedText, plain: storedText, replacing: range, with: text,
            attributes: typingAttributes)
        textContentDidChange()
    }

    func textDidChangeByEditing() {
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func selectionDidChangeByEditing() { textViewDelegate?.textViewDidChangeSelection(self) }

    func editingLayout() -> (layout: TextLayout, origin: CGPoint) { (textLayout(), textOrigin) }
}
