import Foundation

/// The text field's notification names, as UIKit declares them
/// (`UITextField.textDidBeginEditingNotification` is `"UITextFieldTextDidBeginEditingNotification"`;
/// Apple, UITextField documentation, "Notifications"). The object is the text field; there is no
/// user info. A field posts the first when it becomes first responder and the last when it
/// resigns (`UITextField+Editing.swift`), and `textDidChangeNotification` when its text changes
/// through editing (`insertText(_:)`, `deleteBackward()`, `replace(_:withText:)`, the clear
/// button), never when code sets `text`.
extension UITextField {
    public static let textDidBeginEditingNotification = NSNotification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
}
