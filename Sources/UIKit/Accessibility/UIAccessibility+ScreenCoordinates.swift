import Foundation

/// `UIAccessibility.convertToScreenCoordinates(_:in:)` (`UIAccessibilityConvertFrameToScreenCoordinates`,
/// `…PathToScreenCoordinates`): "Converts the specified rectangle [path] from view coordinates to
/// screen coordinates", what an element's `accessibilityFrame` and `accessibilityPath` are given in.
/// ViewLab's window fills the screen at its origin, so screen coordinates are the window's, as
/// `UIAccessibilityElement.accessibilityFrameInContainerSpace` converts them.
extension UIAccessibility {
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }

    /// A copy of `path` in screen coordinates (the view's transforms up to the window applied).
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = view.convert(CGPoint.zero, to: nil)
        let x = view.convert(CGPoint(x: 1, y: 0), to: nil), y = view.convert(CGPoint(x: 0, y: 1), to: nil)
        let transform = CGAffineTransform(
            a: x.x - origin.x, b: x.y - origin.y, c: y.x - origin.x, d: y.y - origin.y, tx: origin.x, ty: origin.y)
        let converted = path.copy() as! UIBezierPath
        converted.apply(transform)
        return converted
    }
}
