import Foundation

/// A text view's `textStorage` (Apple: "the text storage object holding the text displayed in this
/// text view"), and the same layout manager: `textView.layoutManager.textStorage === textView.textStorage`.
///
/// ViewLab's text view keeps its text itself (`storedText`, `storedAttributedText`), so the storage
/// is a mirror kept in step both ways: asked for after the text (or its font, colour, alignment)
/// changed, it is filled with `attributedText` again; an edit of the storage (syntax highlighters
/// add attributes, editors replace characters) becomes the view's attributed text, with the
/// selection kept where it fits, and the view lays out and draws again. Difference: a storage
/// fetched before the view's text changed holds the old text until `textStorage` is read again.
extension UITextView {
    func syncedTextStorage() -> NSTextStorage {
        let storage: NSTextStorage
        if let existing = mirroredTextStorage {
            storage = existing
        } else {
            storage = NSTextStorage()
            storage.owningTextView = self
            storage.addLayoutManager(layoutManager)
            mirroredTextStorage = storage
        }
        guard textStorageVersion != textVersion else { return storage }
        storage.isMirroringTextView = true
        storage.setAttributedString(attributedText)
        storage.isMirroringTextView = false
        textStorageVersion = textVersion
        return storage
    }

    /// The storage was edited: its text is the view's now.
    func textStorageDidEdit(_ storage: NSTextStorage) {
        let attributed = NSAttributedString(attributedString: storage)
        storedAttributedText = attributed
        storedText = attributed.string
        textSelection = clampedRange(textSelection)
        textContentDidChange()
        textStorageVersion = textVersion
    }
}
