import CoreGraphics

/// A pan that starts near an edge of the screen (Apple, `UIScreenEdgePanGestureRecognizer`: "looks
/// for panning (dragging) gestures that start near an edge of the screen"). ViewLab takes "near"
/// as within 20 pt of one of `edges` of the window (Apple does not document the margin); a pan that
/// starts elsewhere fails.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from (default none: it never begins, as on iOS).
    open var edges: UIRectEdge = []

    /// ViewLab's margin from the edge.
    static let edgeMargin: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let bounds = touch.window?.bounds else { return }
        let p = touch.location(in: nil), m = Self.edgeMargin
        let near =
            (edges.contains(.left) && p.x <= bounds.minX + m) || (edges.contains(.right) && p.x >= bounds.maxX - m)
            || (edges.contains(.top) && p.y <= bounds.minY + m) || (edges.contains(.bottom) && p.y >= bounds.maxY - m)
        guard near else { state = .failed; return }
        super.touchesBegan(touches, with: event)
    }
}
