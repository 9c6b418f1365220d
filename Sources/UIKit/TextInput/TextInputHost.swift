import Foundation

/// ViewLab: what `UITextField` and `UITextView` share of `UITextInput` — one implementation of
/// positions, ranges, selection and keyboard input over a UTF-16 text, which each class's `open`
/// members (declared in its body, so that subclasses override them as on iOS) forward to.
///
/// The host supplies its text, a stored selection, its delegate's veto, the storage edit, the
/// change messages and the text's layout; everything else is here and in
/// `TextInputHost+Geometry.swift`.
@MainActor
protocol TextInputHost: UIView, UITextInput {
    /// The text being edited (`NSString` semantics: UTF-16 offsets).
    var editableText: String { get }
    /// The selection in UTF-16 offsets (a caret when its length is 0).
    var textSelection: NSRange { get set }
    /// The delegate's `…shouldChangeCharactersIn` / `…shouldChangeTextIn` answer (true without one).
    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool
    /// Replaces characters in the stored text, keeping the attributes around them; tells no one.
    func replaceStoredCharacters(in range: NSRange, with text: String)
    /// Editing changed the text: the delegate, the targets and the observers are told.
    func textDidChangeByEditing()
    /// Editing or code moved the selection: the delegate is told.
    func selectionDidChangeByEditing()
    /// The text as laid out for drawing, and its origin in the view's bounds coordinates.
    func editingLayout() -> (layout: TextLayout, origin: CGPoint)
}

extension TextInputHost {
    var editableLength: Int { editableText.utf16.count }

    /// An offset clamped to the text (`0...length`).
    func clampedOffset(_ offset: Int) -> Int { min(max(0, offset), editableLength) }

    /// A range clamped to the text (any location and length, without overflow).
    func clampedRange(_ range: NSRange) -> NSRange {
        let start = clampedOffset(range.location)
        return NSRange(location: start, length: min(max(0, range.length), editableLength - start))
    }

    // MARK: - UIKeyInput

    var inputHasText: Bool { editableLength > 0 }

    /// `insertText(_:)`: the selection (or the caret) is replaced by `text` if the delegate agrees;
    /// the caret ends after it. As the keyboard's keys do on iOS, the delegate is asked first and the
    /// change messages follow (`UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:)`,
    /// `UITextViewDelegate.textView(_:shouldChangeTextIn:replacementText:)`).
    func inputInsertText(_ text: String) {
        editText(in: clampedRange(textSelection), with: text)
    }

    /// `deleteBackward()`: deletes the selection, else the composed character sequence before the
    /// caret (a whole emoji or a letter with its combining marks, as `NSString`'s
    /// `rangeOfComposedCharacterSequence(at:)` groups them); nothing at the beginning.
    func inputDeleteBackward() {
        let selection = clampedRange(textSelection)
        if selection.length > 0 { return editText(in: selection, with: "") }
        guard selection.location > 0 else { return }
        editText(in: editableText.composedCharacterRange(at: selection.location - 1), with: "")
    }

    /// An edit made as the keyboard makes it: asked, applied, the caret after the new text, told.
    func editText(in range: NSRange, with text: String) {
        guard delegateAllowsChange(in: range, replacement: text) else { return }
        replaceStoredCharacters(in: range, with: text)
        textSelection = NSRange(location: range.location + text.utf16.count, length: 0)
        // The order commonly logged on iOS (not confirmed here on a device): the selection's
        // message, then the text's.
        selectionDidChangeByEditing()
        textDidChangeByEditing()
        setNeedsDisplay()
    }

    /// The stored text after replacing `range` with `text`: in an attributed text the new
    /// characters take `attributes` (nil: those of the text around them); otherwise plain text.
    static func edited(
        _ attributed: NSAttributedString?, plain: String, replacing range: NSRange, with text: String,
        attributes: [NSAttributedString.Key: Any]? = nil
    ) -> (attributed: NSAttributedString?, plain: String) {
        guard let attributed else { return (nil, (plain as NSString).replacingCharacters(in: range, with: text)) }
        let edited = NSMutableAttributedString(attributedString: attributed)
        if let attributes {
            edited.replaceCharacters(in: range, with: NSAttributedString(string: text, attributes: attributes))
        } else {
            edited.replaceCharacters(in: range, with: text)
        }
        return (edited, edited.string)
    }

    // MARK: - Replacing and returning text

    /// `text(in:)`: the characters of the range (`NSString` substring; nil out of range).
    func inputText(in range: UITextRange) -> String? {
        let r = range.nsRange
        guard r.location >= 0, NSMaxRange(r) <= editableLength else { return nil }
        return (editableText as NSString).substring(with: r)
    }

    /// `replace(_:withText:)`: replaces the range, caret after the new text, with the change
    /// messages. UIKit does not ask the delegate here (it asks for the keyboard's edits only:
    /// Apple's UITextFieldDelegate documentation describes `shouldChangeCharactersIn` as asked
    /// "whenever user actions cause the text to change").
    func inputReplace(_ range: UITextRange, withText text: String) {
        let r = clampedRange(range.nsRange)
        replaceStoredCharacters(in: r, with: text)
        textSelection = NSRange(location: r.location + text.utf16.count, length: 0)
        textDidChangeByEditing()
        setNeedsDisplay()
    }

    // MARK: - Selection

    var inputSelectedTextRange: UITextRange? {
        get {
            let r = clampedRange(textSelection)
            return UITextRange(start: UITextPosition(offset: r.location), end: UITextPosition(offset: NSMaxRange(r)))
        }
        set {
            guard let newValue else { return }
            let r = clampedRange(newValue.nsRange)
            guard r != textSelection else { return }
            textSelection = r
            selectionDidChangeByEditing()
            setNeedsDisplay()
        }
    }

    // MARK: - Positions and ranges

    var inputBeginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    var inputEndOfDocument: UITextPosition { UITextPosition(offset: editableLength) }

    /// A range between two positions inside the text (nil when either is outside).
    func inputTextRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard (0...editableLength).contains(from.offset), (0...editableLength).contains(to.offset) else { return nil }
        return UITextRange(start: from, end: to)
    }

    /// The position `offset` UTF-16 units from `position`; nil when it falls outside the text.
    func inputPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (target, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, (0...editableLength).contains(target) else { return nil }
        return UITextPosition(offset: target)
    }

    /// Moves by characters left and right (left-to-right text) and by lines up and down, keeping x.
    func inputPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    {
        switch direction {
        case .right: return inputPosition(from: position, offset: offset)
        case .left: return offset == Int.min ? nil : inputPosition(from: position, offset: -offset)
        case .up, .down:
            let caret = inputCaretRect(for: position)
            let step = (direction == .down ? 1 : -1) * CGFloat(offset) * caret.height
            let point = CGPoint(x: caret.minX, y: caret.midY + step)
            return UITextPosition(offset: clampedOffset(editingLayout().layout.offset(closestTo: layoutPoint(point))))
        }
    }

    func inputCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset
            ? .orderedAscending : (position.offset > other.offset ? .orderedDescending : .orderedSame)
    }

    func inputOffset(from: UITextPosition, to: UITextPosition) -> Int { to.offset - from.offset }

    func inputPosition(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }

    func inputCharacterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    {
        let end = direction == .left || direction == .up ? inputBeginningOfDocument : inputEndOfDocument
        return UITextRange(start: position, end: end)
    }
}
