import Foundation

/// The text field's editing session and keyboard input (the shared machinery is in
/// `EditingSession.swift` and `TextInputHost.swift`). The order on iOS: the delegate's `did…`,
/// then the `.editingDidBegin` / `.editingDidEnd` control events, then the
/// `textDidBeginEditingNotification` / `textDidEndEditingNotification` notifications (Apple,
/// UITextFieldDelegate documentation: `textFieldShouldBeginEditing(_:)` is asked before the field
/// becomes first responder; `textFieldDidBeginEditing(_:)` "notifies the delegate that the
/// specified text field just became the first responder"). An edit from the keyboard
/// (`insertText(_:)`, `deleteBackward()`) asks `textField(_:shouldChangeCharactersIn:replacementString:)`
/// and then sends `.editingChanged` and `textDidChangeNotification`.
extension UITextField: EditingSessionHost, TextInputHost {
    func shouldBeginEditingSession() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }

    /// With `clearsOnBeginEditing` the text is cleared first (Apple: "the text field clears its
    /// text when editing begins").
    func editingSessionDidBegin() {
        if clearsOnBeginEditing, !editableText.isEmpty { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func shouldEndEditingSession() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    func editingSessionDidEnd() {
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    // MARK: - TextInputHost

    var editableText: String { storedAttributedText?.string ?? storedText }

    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    func replaceStoredCharacters(in range: NSRange, with text: String) {
        (storedAttributedText, storedText) = Self.edited(
            storedAttributedText, plain: storedText, replacing: range, with: text)
        contentDidChange()
    }

    func textDidChangeByEditing() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func selectionDidChangeByEditing() { delegate?.textFieldDidChangeSelection(self) }

    /// The text as drawn: one line in the editing rectangle while editing (the text rectangle
    /// otherwise), vertically centred (`UITextField+Drawing.swift`).
    func editingLayout() -> (layout: TextLayout, origin: CGPoint) {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let string = fieldDisplayString
        let line = centredLine(for: string, in: rect)
        return (StringDrawing.layout(string, size: line.size, options: .usesLineFragmentOrigin), line.origin)
    }
}
