import CoreGraphics
import Foundation

/// A path plus the stroke and fill settings used to draw it, in UIKit's top-left coordinates.
///
/// Rules followed (UIKit's):
/// - `clockwise` in the arc APIs means clockwise **on screen** (increasing angles with y down) —
///   the opposite of `CGMutablePath.addArc(…clockwise:)`'s flag.
/// - Rounded rectangles use circular-arc corners. iOS draws `init(roundedRect:cornerRadius:)` with
///   a "continuous" (squircle-like) corner curve; ViewLab's corners are plain quarter circles,
///   which differ from iOS by at most about a pixel near where the corner meets the edge.
/// - `bounds` includes Bézier control points (as `CGPath.boundingBox`).
/// - `fill()` / `stroke()` save and restore the graphics state around drawing and use the
///   current context's fill / stroke colour; they do nothing without a current context.
open class UIBezierPath: NSObject, NSCopying {
    var path = CGMutablePath()

    /// The stroke width in points (default 1).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10
    /// Curve accuracy (default 0.6; kept for compatibility).
    open var flatness: CGFloat = 0.6
    /// Fill and clip with the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    public override init() { super.init() }

    /// A closed rectangle: (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY).
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rounded rectangle with all corners of `cornerRadius` (clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded. As on iOS, only `cornerRadii.width` is used
    /// (clamped to half the shorter side); the path starts on the top edge and runs clockwise.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let radius = min(max(cornerRadii.width.isFinite ? cornerRadii.width : 0, 0), r.width / 2, r.height / 2)
        func cornerRadius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let (tl, tr, br, bl) = (
            cornerRadius(.topLeft), cornerRadius(.topRight), cornerRadius(.bottomRight), cornerRadius(.bottomLeft)
        )
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            path.addArc(
                center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0,
                clockwise: false)
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            path.addArc(
                center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2,
                clockwise: false)
        }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            path.addArc(
                center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi,
                clockwise: false)
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            path.addArc(
                center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2,
                clockwise: false)
        }
        path.closeSubpath()
    }

    /// An arc (open subpath) from `startAngle` to `endAngle`; `clockwise` is on-screen clockwise.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath` (copied).
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    // MARK: - The path

    /// The Core Graphics path (an immutable copy; setting it replaces the elements).
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// True when the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle containing all points including control points (`.null` when empty).
    open var bounds: CGRect { path.boundingBox }
    /// The end of the last element (`.zero` when empty).
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the path (using `usesEvenOddFillRule`); open subpaths count as
    /// closed.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: - Copying and equality

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    /// Two paths are equal when their elements are equal (drawing settings are not compared).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBezierPath else { return false }
        return other.path == path
    }

    open override var hash: Int { path.hashValue }

    open override var description: String {
        "<UIBezierPath: \(isEmpty ? "empty" : "bounds \(bounds)")>"
    }
}
