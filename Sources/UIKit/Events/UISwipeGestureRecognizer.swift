import CoreGraphics

/// Recognizes a swipe in one of the permitted `direction`s (Apple, `UISwipeGestureRecognizer`: a
/// discrete gesture — one action, when it ends — "the touch moves mostly in the permitted
/// direction"). ViewLab recognizes it when the finger lifts after moving at least 50 pt along a
/// permitted direction, and at most half as far across it, within 0.5 s (Apple does not document
/// its thresholds).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The permitted directions (default `.right`).
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    /// ViewLab's distance and time for a swipe.
    static let minimumDistance: CGFloat = 50, maximumDuration: TimeInterval = 0.5
    private var start: (time: TimeInterval, point: CGPoint)?

    /// Apple's directions (raw values of `UISwipeGestureRecognizerDirection`).
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = (touch.timestamp, touch.location(in: nil))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, let touch = touches.first else { return }
        let end = touch.location(in: nil), dx = end.x - start.point.x, dy = end.y - start.point.y
        let moved: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let along = max(abs(dx), abs(dy)), across = min(abs(dx), abs(dy))
        let quick = touch.timestamp - start.time <= Self.maximumDuration
        state =
            direction.contains(moved) && along >= Self.minimumDistance && across <= along / 2 && quick
                && numberOfTouches >= numberOfTouchesRequired ? .ended : .failed
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
