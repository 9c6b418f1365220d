import CoreGraphics

/// Recognizes a finger held still for `minimumPressDuration` (continuous: began when the time is
/// reached, changed while the finger moves, ended when it lifts). Time comes from the window's
/// clock: the touch injector advances it (`UIWindow.advanceTime(by:)`).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the finger must be held (default 0.5, as on iOS).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move before the press is recognized (default 10 pt, as on iOS).
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    private var start: (time: TimeInterval, point: CGPoint)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = (touch.timestamp, touch.location(in: nil))
    }

    open override func timeDidAdvance(to now: TimeInterval) {
        guard state == .possible, let start, now - start.time >= minimumPressDuration else { return }
        state = .began
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        timeDidAdvance(to: touch.timestamp)
        switch state {
        case .possible:
            if let start {
                let p = touch.location(in: nil)
                if hypot(p.x - start.point.x, p.y - start.point.y) > allowableMovement { state = .failed }
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { timeDidAdvance(to: touch.timestamp) }
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
