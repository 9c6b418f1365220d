import Foundation

/// The system keyboard's notifications and their user-info keys, with UIKit's names and values
/// (`UIResponder.keyboardWillShowNotification` is `"UIKeyboardWillShowNotification"`, and so on;
/// Apple, UIResponder documentation, "Responding to keyboard notifications", and `UIWindow.h`).
///
/// As `UIWindow.h` says: each notification has a nil object and a user-info dictionary with the
/// keyboard's begin and end frames in screen coordinates (`NSValue` of `CGRect`, read with
/// `cgRectValue`); the animation keys (`NSNumber` of a double duration and of a
/// `UIView.AnimationCurve` raw value) are in the "will" notifications; `keyboardIsLocalUserInfoKey`
/// is an `NSNumber` of a Bool (true when the keyboard belongs to this app). ViewLab posts them
/// from its software keyboard (`UIKeyboardPresentation`) in iOS's order.
extension UIResponder {
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before its animation (`NSValue` of `CGRect`, screen coordinates).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after its animation (`NSValue` of `CGRect`, screen coordinates).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (`NSNumber` of a double; 0.25 for the system keyboard).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (`NSNumber` of a `UIView.AnimationCurve` raw value; the system
    /// keyboard's is 7, an undocumented curve widely observed in these notifications).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to the current app (`NSNumber` of a Bool).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
