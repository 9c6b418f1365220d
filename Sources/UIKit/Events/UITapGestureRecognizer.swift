import CoreGraphics

/// Recognizes `numberOfTapsRequired` taps (the finger lifts within 10 pt of where it landed;
/// taps count as repeated when they come within 0.35 s and 10 pt of the previous one).
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// How far the finger may wander before the tap fails (ViewLab: 10 pt, about UIKit's).
    static let allowableMovement: CGFloat = 10
    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.location(in: nil)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, let point = touches.first?.location(in: nil) else { return }
        if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        if touch.tapCount >= numberOfTapsRequired, numberOfTouches >= numberOfTouchesRequired { state = .ended }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
