import CoreGraphics
import Foundation

/// The object that provides a layer's content and layout (a `UIView` is its layer's delegate).
///
/// Every method is optional, as in Core Animation: defaults come from a protocol extension.
/// Because Swift cannot ask "does the delegate implement `display(_:)`?", the **default
/// `display(_:)` does what Core Animation does when the delegate does not implement it**: it draws
/// the layer's backing store through `draw(in:)` (→ `draw(_:in:)`) and stores it in `contents`.
/// A delegate that implements `display(_:)` replaces that (and typically sets `contents` itself).
/// A class hierarchy that wants subclasses to override `display(_:)` must declare it in its base
/// class and call `layer.displayByDrawing()` (ViewLab SPI) to get the default behaviour.
public protocol CALayerDelegate: AnyObject {
    /// Fills the layer's contents. Default: draw the backing store via `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's content into a context of the layer's bounds (top-left origin).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer is redrawn by `display()` (default: nothing).
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers (default: nothing).
    func layoutSublayers(of layer: CALayer)
    /// The action for a property change (default nil: ViewLab does not animate implicitly).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.displayByDrawing() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// Something that runs when a layer property changes (Core Animation's `CAAction`). `CAAnimation`
/// and `NSNull` adopt it, as on iOS.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` is the "no action" marker of `CALayer.actions` and `action(for:forKey:)`: it ends the
/// action search with nothing to run.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// ViewLab: what a layer tells a delegate that keeps state of its own about the layer tree — a
/// `UIView`, whose subviews, traits and drawing follow its layer. On iOS UIKit learns these through
/// private layer-delegate callbacks; here they are package-level requirements UIView adopts, so Core
/// Animation reaches UIKit through the layer's delegate and holds no hook of its own.
package protocol CALayerHostingDelegate: CALayerDelegate {
    /// Before `layer` is rendered: bring the delegate's own display state up to date (a view's
    /// pending layout and display, see `CALayer.prepareForRendering()`).
    func prepareForRendering(of layer: CALayer)
    /// After `layer`'s sublayers changed (added, removed, reordered).
    func sublayersDidChange(of layer: CALayer)
}
