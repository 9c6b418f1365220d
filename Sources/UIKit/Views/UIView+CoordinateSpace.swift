import CoreGraphics

/// A view is a coordinate space (Apple: `UIView` adopts `UICoordinateSpace`): its bounds
/// coordinates, placed on the screen through its superviews' and its window's frames.
extension UIView: UICoordinateSpace, ScreenPlacedCoordinateSpace {
    /// This view's bounds coordinates → screen coordinates: through its superviews to its window,
    /// then the window's frame on the screen (a view outside any window: its root view's
    /// coordinates are taken as the screen's).
    var transformToScreen: CGAffineTransform {
        let toWindow = transformToWindowSpace()
        guard let window = self as? UIWindow ?? window else { return toWindow }
        return toWindow.concatenating(window.transformToSuperview)
    }

    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        convertPoint(point, to: coordinateSpace)
    }
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        convertPoint(point, from: coordinateSpace)
    }
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        convertRect(rect, to: coordinateSpace)
    }
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        convertRect(rect, from: coordinateSpace)
    }
}
