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
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
}
