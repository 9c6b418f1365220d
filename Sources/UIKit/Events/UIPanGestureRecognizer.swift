import CoreGraphics

/// Recognizes a drag: begins once the finger has moved 10 pt (ViewLab's value for UIKit's
/// hysteresis), reports changes while it moves and ends when it lifts.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// The scrolling input (mouse wheel, trackpad) the recognizer also accepts as a pan, iPadOS
    /// 13.4+; none by default. ViewLab has no pointing device, so it changes nothing (as on an
    /// iPhone).
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    static let hysteresis: CGFloat = 10

    private var origin: CGPoint?
    private var last: (time: TimeInterval, point: CGPoint)?
    private var lastVelocity = CGPoint.zero

    /// The distance moved since the gesture began, in `view`'s coordinates (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin, let current = trackedTouches.first?.location(in: nil) else { return .zero }
        let a = convert(origin, to: view), b = convert(current, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Resets the translation so that `translation(in: view)` returns `translation` now.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = trackedTouches.first?.location(in: nil) else { return }
        let now = convert(current, to: view)
        let originInView = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        origin = convertBack(originInView, from: view)
    }

    /// The velocity of the last movement in points per second, in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        let zero = convert(.zero, to: view), v = convert(lastVelocity, to: view)
        return CGPoint(x: v.x - zero.x, y: v.y - zero.y)
    }

    private func convert(_ p: CGPoint, to view: UIView?) -> CGPoint { view.map { $0.convert(p, from: nil) } ?? p }
    private func convertBack(_ p: CGPoint, from view: UIView?) -> CGPoint { view.map { $0.convert(p, to: nil) } ?? p }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        origin = touch.location(in: nil)
        last = (touch.timestamp, touch.location(in: nil))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let p = touch.location(in: nil)
        if let last, touch.timestamp > last.time {
            let dt = CGFloat(touch.timestamp - last.time)
            lastVelocity = CGPoint(x: (p.x - last.point.x) / dt, y: (p.y - last.point.y) / dt)
        }
        last = (touch.timestamp, p)
        switch state {
        case .possible:
            if let origin, hypot(p.x - origin.x, p.y - origin.y) >= Self.hysteresis { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        origin = nil
        last = nil
        lastVelocity = .zero
    }
}
