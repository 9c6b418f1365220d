import CoreGraphics

/// Recognizes a pinch of two fingers (Apple, `UIPinchGestureRecognizer`): `scale` relative to the
/// fingers' first distance, `velocity` in scale per second. ViewLab's touches are one finger (the
/// shell's `:tap`/`:drag`), so it never begins; its properties are kept, and `scale` may be set as
/// code does to reset it.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open private(set) var velocity: CGFloat = 0

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches < 2 { state = .failed }
    }
}
