import Foundation

/// An event: for touches, the set of touches involved.
@preconcurrency @MainActor
public final class UIEvent: NSObject {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3, scroll = 10, hover = 11, transform = 14
    }

    public let type: EventType
    /// When the event happened (the window's clock, in seconds).
    public let timestamp: TimeInterval
    let touches: Set<UITouch>

    init(type: EventType = .touches, touches: Set<UITouch>, timestamp: TimeInterval) {
        self.type = type
        self.touches = touches
        self.timestamp = timestamp
    }

    /// All touches of the event.
    public var allTouches: Set<UITouch>? { touches }
    /// The touches delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
    /// The touches delivered to `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
    /// The touches delivered to `gesture`.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touches.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
