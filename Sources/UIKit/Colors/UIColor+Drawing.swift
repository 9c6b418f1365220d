import CoreGraphics

// MARK: - Using a colour for drawing

/// These set the colour on `UIGraphicsGetCurrentContext()` (nothing happens without one). A
/// dynamic colour is resolved with `UITraitCollection.current`, which UIKit sets while drawing.
extension UIColor {
    /// Sets the fill colour of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets the stroke colour of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Sets both the fill and the stroke colour of the current context.
    public func set() {
        setFill()
        setStroke()
    }
}
