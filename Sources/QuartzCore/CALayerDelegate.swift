import CoreGraphics

/// The object that provides a layer's content (a `UIView` is its layer's delegate).
public protocol CALayerDelegate: AnyObject {
    /// Draws the layer's content; called by `display()` when the layer needs display.
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}
