import Foundation

/// Pointer (trackpad, mouse) effects for a view, iPadOS 13.4+. ViewLab's screens have no pointer,
/// so the interaction is inert: it is kept on its view and its delegate is never asked — as on an
/// iPhone, where no pointer ever appears.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    open weak var delegate: UIPointerInteractionDelegate?
    open private(set) weak var view: UIView?
    /// Whether the interaction would react to a pointer (default true).
    open var isEnabled = true

    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// Asks the delegate again for regions and styles (nothing to do without a pointer).
    open func invalidate() {}

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}

/// The delegate of a `UIPointerInteraction`; every method has UIKit's default (a nil region or
/// style means the system's behaviour).
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer enters `region`: animations to run alongside the pointer's go to `animator`.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating)
    /// The pointer leaves `region`.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
        -> UIPointerStyle?
    { nil }
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating
    ) {}
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating
    ) {}
}

/// What a pointer interaction's delegate adds its own animations and completions to when the
/// pointer enters or leaves a region (iPadOS 13.4+). With no pointer here no animator is ever
/// handed out.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}
