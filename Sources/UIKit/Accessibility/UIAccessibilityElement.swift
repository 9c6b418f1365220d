import CoreGraphics
import Foundation

/// An accessible item that is not a view — a handle of a range slider, a bar of a chart — which
/// its container view vends through `accessibilityElements` or `accessibilityElement(at:)`
/// (Apple: `UIAccessibilityElement`). As in UIKit's header its superclass is `UIResponder`, which
/// carries the accessibility properties (label, value, hint, traits, frame) and actions
/// (`accessibilityIncrement()`…) that subclasses override. `isAccessibilityElement` defaults to
/// false here too (Apple: "The default value for this property is false").
open class UIAccessibilityElement: UIResponder {
    /// The view (or other element) that contains this element.
    open weak var accessibilityContainer: AnyObject?

    /// The element's frame in its container view's coordinates (default `CGRect.null`). While it
    /// is set and the container is a view, `accessibilityFrame` follows it in screen coordinates
    /// (Apple: "Changing the value of this property automatically adjusts the rectangle in the
    /// accessibilityFrame property"); an `accessibilityFrame` set explicitly wins.
    open var accessibilityFrameInContainerSpace: CGRect = .null

    /// An element inside `container`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    override var defaultAccessibilityFrame: CGRect {
        guard !accessibilityFrameInContainerSpace.isNull, let view = accessibilityContainer as? UIView else {
            return .zero
        }
        return view.convert(accessibilityFrameInContainerSpace, to: nil)
    }
}
