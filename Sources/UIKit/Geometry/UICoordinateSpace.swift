import CoreGraphics

/// A coordinate space points and rectangles convert between (Apple: `UICoordinateSpace`, iOS 8):
/// adopted by `UIView` and by the screen's `coordinateSpace` and `fixedCoordinateSpace`, so a
/// view's frame converts to the screen with `view.convert(view.bounds, to: screen.coordinateSpace)`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// ViewLab: how UIKit's coordinate spaces place themselves in the screen's interface-oriented
/// coordinates (`UIScreen.coordinateSpace`), which every conversion goes through.
@MainActor
protocol ScreenPlacedCoordinateSpace: UICoordinateSpace {
    /// This space's coordinates → the screen's interface-oriented coordinates.
    var transformToScreen: CGAffineTransform { get }
}

extension ScreenPlacedCoordinateSpace {
    /// The transform from this space to `other`. A coordinate space UIKit did not make (a type of
    /// the app's) is taken to be the screen's.
    func transform(to other: UICoordinateSpace) -> CGAffineTransform {
        let target = (other as? ScreenPlacedCoordinateSpace)?.transformToScreen ?? .identity
        return transformToScreen.concatenating(target.inverted())
    }

    func convertPoint(_ point: CGPoint, to other: UICoordinateSpace) -> CGPoint { point.applying(transform(to: other)) }
    func convertPoint(_ point: CGPoint, from other: UICoordinateSpace) -> CGPoint {
        point.applying(transform(to: other).inverted())
    }
    /// The bounding box of the converted corners, as `UIView.convert(_:to:)` gives.
    func convertRect(_ rect: CGRect, to other: UICoordinateSpace) -> CGRect { rect.applying(transform(to: other)) }
    func convertRect(_ rect: CGRect, from other: UICoordinateSpace) -> CGRect {
        rect.applying(transform(to: other).inverted())
    }
}
