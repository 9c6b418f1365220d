import CoreGraphics

/// Recognizes two fingers turning (Apple, `UIRotationGestureRecognizer`): `rotation` in radians
/// since it began, `velocity` in radians per second. ViewLab's touches are one finger, so it never
/// begins; its properties are kept, and `rotation` may be set as code does to reset it.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open private(set) var velocity: CGFloat = 0

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches < 2 { state = .failed }
    }
}
