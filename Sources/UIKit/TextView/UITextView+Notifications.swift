import Foundation

/// The text view's notification names, as UIKit declares them
/// (`UITextView.textDidBeginEditingNotification` is `"UITextViewTextDidBeginEditingNotification"`;
/// Apple, UITextView documentation, "Notifications"). The object is the text view; there is no
/// user info. Posted when it becomes first responder, when editing (`insertText(_:)`,
/// `deleteBackward()`, `replace(_:withText:)`) changes its text — never when code sets `text` —
/// and when it resigns (`UITextView+Editing.swift`).
extension UITextView {
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
}
