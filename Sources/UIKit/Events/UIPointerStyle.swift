import Foundation

/// How the pointer looks over a region: an effect on a view, a shape, hidden or the system's.
@preconcurrency @MainActor
open class UIPointerStyle: NSObject {
    public let effect: UIPointerEffect?
    public let shape: UIPointerShape?

    init(effect: UIPointerEffect?, shape: UIPointerShape?) {
        (self.effect, self.shape) = (effect, shape)
        super.init()
    }

    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: .some(effect), shape: shape)
    }
    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(effect: nil, shape: shape)
    }
    public class func hidden() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil) }
    public class func system() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil) }
}

/// What the pointer does to a view it is over.
public enum UIPointerEffect {
    case automatic(UITargetedPreview)
    case highlight(UITargetedPreview)
    case lift(UITargetedPreview)
    case hover(
        UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    public enum TintMode: Int, Sendable { case none, overlay, underlay }
}

/// The pointer's shape.
public enum UIPointerShape {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)

    public static let defaultCornerRadius: CGFloat = 8
}
