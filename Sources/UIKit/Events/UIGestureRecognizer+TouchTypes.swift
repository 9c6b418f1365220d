import Foundation

extension UIGestureRecognizer {
    /// Whether `touch`'s kind is among `allowedTouchTypes` (Apple: the recognizer "receives only
    /// touches of the types in this array"; an empty array receives none). Asked before a touch
    /// sequence reaches the recognizer, with its delegate's `shouldReceive`.
    func allowsTouchType(of touch: UITouch) -> Bool {
        allowedTouchTypes.contains { $0.intValue == touch.type.rawValue }
    }
}
