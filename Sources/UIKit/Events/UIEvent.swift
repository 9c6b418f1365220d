import Foundation

/// An event: for touches, the set of touches involved. Open, as on iOS (`UIPressesEvent` is a
/// subclass).
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3, scroll = 10, hover = 11, transform = 14
    }

    /// What a motion or remote-control event is (Apple's raw values). ViewLab makes only touch
    /// events, whose subtype is `.none`; a shake would be `.motionShake`.
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102, remoteControlTogglePlayPause =
            103
        case remoteControlNextTrack = 104, remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106, remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108, remoteControlEndSeekingForward = 109
    }

    open var type: EventType { eventType }
    open var subtype: EventSubtype { .none }
    /// When the event happened (the window's clock, in seconds).
    open var timestamp: TimeInterval { eventTimestamp }
    private let eventType: EventType
    private let eventTimestamp: TimeInterval
    let touches: Set<UITouch>

    init(type: EventType = .touches, touches: Set<UITouch>, timestamp: TimeInterval) {
        self.eventType = type
        self.touches = touches
        self.eventTimestamp = timestamp
    }

    /// An empty touch event (UIKit makes events; a subclass or a test may make one too).
    public override convenience init() { self.init(touches: [], timestamp: 0) }

    /// All touches of the event.
    open var allTouches: Set<UITouch>? { touches }
    /// The touches delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
    /// The touches delivered to `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
    /// The touches delivered to `gesture`.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touches.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
