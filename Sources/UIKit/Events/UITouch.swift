import CoreGraphics
import Foundation

/// One finger on the screen: where it is, where it was, its phase, and the view and window it
/// was first delivered to.
@preconcurrency @MainActor
public final class UITouch: NSObject {
    /// The phases of a touch.
    /// The phases of a touch, Apple's values. The region phases (iOS 13.4) are a pointer's —
    /// entering, moving over and leaving a view without a button down; ViewLab's touches never
    /// are in them (no pointer), but code switching over every phase compiles.
    public enum Phase: Int, Sendable {
        case began = 0, moved = 1, stationary = 2, ended = 3, cancelled = 4
        case regionEntered = 5, regionMoved = 6, regionExited = 7
    }

    /// What made a touch (Apple's raw values): a finger on the screen (`.direct`), a remote's or
    /// trackpad's surface (`.indirect`), an Apple Pencil (`.pencil`), a pointer (`.indirectPointer`).
    public enum TouchType: Int, Sendable {
        case direct = 0, indirect = 1, pencil = 2, indirectPointer = 3
    }

    public internal(set) var phase: Phase
    /// ViewLab's touches are fingers on the screen: `.direct`.
    public internal(set) var type: TouchType = .direct
    /// When the touch last changed, in seconds (the window's clock).
    public internal(set) var timestamp: TimeInterval
    /// How many times the finger tapped in quick succession at this spot (1 for a single tap).
    public internal(set) var tapCount: Int
    /// The view the touch was hit-tested to when it began (it stays with that view).
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving this touch.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// Window coordinates.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    init(window: UIWindow, location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
        self.window = window
        self.windowLocation = location
        self.previousWindowLocation = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.phase = .began
    }

    /// The current location in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint { convert(windowLocation, to: view) }
    /// The previous location in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: UIView?) -> CGPoint { convert(previousWindowLocation, to: view) }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, view !== window else { return point }
        return view.convert(point, from: window)
    }

    public override var description: String {
        mainActorDescription {
            "<UITouch: phase = \(phase), location = (\(windowLocation.x.compact), \(windowLocation.y.compact)), tapCount = \(tapCount)>"
        }
    }
}
