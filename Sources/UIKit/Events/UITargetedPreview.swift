import CoreGraphics
import Foundation

/// A view used as the picture of a pointer effect, drag or context menu preview (Apple,
/// `UITargetedPreview`): the view, how it is drawn (`parameters`: the visible path, a background
/// colour, a shadow path) and where (`target`: a container and a centre in it; by default the
/// view's own superview and centre, which the view must then be in — Apple traps otherwise).
/// ViewLab shows no pointer, drag or menu lift, so a preview is kept, never drawn.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// The view where it is: its superview and centre (Apple: "the view must be in a window").
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

    /// The preview's size: the view's bounds size.
    open var size: CGSize { view.bounds.size }

    /// The same view and parameters at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
