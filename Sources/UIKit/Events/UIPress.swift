import CoreGraphics
import Foundation

/// A press of a physical button (a remote's, a game controller's, a hardware keyboard's key).
/// ViewLab has no such buttons: no press is ever made, and a gesture recognizer delegate's
/// `gestureRecognizer(_:shouldReceive:)` for presses is never asked — as on an iPhone without a
/// keyboard.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Apple's raw values.
    public enum Phase: Int, Sendable {
        case began = 0, changed = 1, stationary = 2, ended = 3, cancelled = 4
    }

    /// Apple's raw values.
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow = 1, leftArrow = 2, rightArrow = 3, select = 4, menu = 5, playPause = 6
        case pageUp = 30, pageDown = 31
    }

    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) var phase: Phase = .began
    open internal(set) var type: PressType = .select
    open internal(set) weak var window: UIWindow?
    open internal(set) weak var responder: UIResponder?
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// How hard the button is pressed, 0…1 (digital buttons: 0 or 1).
    open internal(set) var force: CGFloat = 0
}
