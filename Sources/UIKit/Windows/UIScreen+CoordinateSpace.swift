import CoreGraphics

extension UIScreen {
    /// The screen's coordinate space, which follows the interface orientation: its `bounds` are
    /// the screen's `bounds` (width and height swap in landscape), origin at the top left of the
    /// interface (Apple: "The bounds of this coordinate space … reflect the current interface
    /// orientation", `UIScreen.coordinateSpace`).
    public var coordinateSpace: UICoordinateSpace { ScreenCoordinateSpace(screen: self, fixed: false) }

    /// The screen's fixed coordinate space: portrait-up whatever the interface orientation —
    /// `bounds` are the portrait size, origin at the device's top left held upright (Apple:
    /// "The bounds of this coordinate space … always reflect the screen dimensions of the device
    /// in a portrait-up orientation", `UIScreen.fixedCoordinateSpace`). In ViewLab's landscape,
    /// `.landscapeRight` (the device turned counter-clockwise, home button on the right), the
    /// device's top left is the interface's bottom left: fixed (x, y) is interface (y, H − x).
    public var fixedCoordinateSpace: UICoordinateSpace { ScreenCoordinateSpace(screen: self, fixed: true) }
}

/// `UIScreen.coordinateSpace` and `fixedCoordinateSpace`.
@MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace, ScreenPlacedCoordinateSpace {
    let screen: UIScreen
    let fixed: Bool

    init(screen: UIScreen, fixed: Bool) {
        self.screen = screen
        self.fixed = fixed
    }

    var bounds: CGRect {
        fixed ? CGRect(origin: .zero, size: screen.device.size(landscape: false)) : screen.bounds
    }

    var transformToScreen: CGAffineTransform {
        guard fixed, screen.isLandscape else { return .identity }
        // (x, y) → (y, H − x), H the interface height (the portrait width).
        return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: screen.bounds.height)
    }

    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        convertPoint(point, to: coordinateSpace)
    }
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        convertPoint(point, from: coordinateSpace)
    }
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        convertRect(rect, to: coordinateSpace)
    }
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        convertRect(rect, from: coordinateSpace)
    }
}
