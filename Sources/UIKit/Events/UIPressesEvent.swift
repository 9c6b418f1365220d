import Foundation

/// An event of physical button presses (a remote, a game controller, a hardware keyboard). ViewLab
/// has no such buttons, so it never makes one: the responder methods `pressesBegan(_:with:)` and
/// friends are there for subclasses to override, as on an iPhone without a keyboard.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    private let presses: Set<UIPress>

    /// An event holding `presses` (none by default).
    public init(presses: Set<UIPress> = []) {
        self.presses = presses
        super.init(type: .presses, touches: [], timestamp: 0)
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { presses }

    /// The presses meant for `gesture`.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        presses.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
