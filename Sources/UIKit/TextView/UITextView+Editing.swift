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
    func shouldBeginEditingSession() -> Bool { delegate?.textViewShouldBeginEditing(self) ?? true }

    func editingSessionDidBegin() {
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    func shouldEndEditingSession() -> Bool { delegate?.textViewShouldEndEditing(self) ?? true }

    func editingSessionDidEnd() {
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: - TextInputHost

    var editableText: String { storedAttributedText?.string ?? storedText }

    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool {
        delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    /// Typed text takes `typingAttributes` in an attributed text.
    func replaceStoredCharacters(in range: NSRange, with text: String) {
        (storedAttributedText, storedText) = Self.edited(
            storedAttributedText, plain: storedText, replacing: range, with: text,
            attributes: typingAttributes)
        textContentDidChange()
    }

    func textDidChangeByEditing() {
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func selectionDidChangeByEditing() { delegate?.textViewDidChangeSelection(self) }

    func editingLayout() -> (layout: TextLayout, origin: CGPoint) { (textLayout(), textOrigin) }
}
