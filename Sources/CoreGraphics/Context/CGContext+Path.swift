import CCairo
import Foundation

// MARK: - Building the current path

/// Path construction. Points are transformed by the CTM when added, so changing the CTM later
/// does not move what is already in the path (Core Graphics' rule).
extension CGContext {
    /// The CTM into cairo device space, used to store path points.
    var pathTransform: CGAffineTransform { cairoMatrix(cairo) }

    /// Discards the current currentPath.
    public func beginPath() { currentPath = CGMutablePath() }

    public func move(to point: CGPoint) { currentPath.move(to: point, transform: pathTransform) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: pathTransform) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: pathTransform) }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: pathTransform) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: pathTransform) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: pathTransform) }

    /// Adds an arc; `clockwise` is in Core Graphics' sense (decreasing angles), see
    /// `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: pathTransform)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: pathTransform)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: pathTransform)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: pathTransform)
    }

    public func closePath() { currentPath.closeSubpath() }

    /// Adds a copy of `path` (in user space) to the current currentPath.
    public func addPath(_ path: CGPath) { self.currentPath.addPath(path, transform: pathTransform) }

    // MARK: - Querying

    /// True when the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point in user space (`.zero` when the path is empty).
    public var currentPointOfPath: CGPoint {
        currentPath.isEmpty ? .zero : currentPath.currentPoint.applying(pathTransform.inverted())
    }

    /// The bounding box of the current path in user space, control points excluded
    /// (`CGRect.null` for an empty path).
    public var boundingBoxOfPath: CGRect {
        currentPath.isEmpty
            ? .null : CGPath(copying: currentPath, transform: pathTransform.inverted()).boundingBoxOfPath
    }

    /// A copy of the current path in user space.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : CGPath(copying: currentPath, transform: pathTransform.inverted())
    }

    /// Whether `point` (user space) would be painted by `mode` with the current currentPath.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let device = point.applying(pathTransform)
        switch mode {
        case .fill, .fillStroke: return currentPath.contains(device, using: .winding)
        case .eoFill, .eoFillStroke: return currentPath.contains(device, using: .evenOdd)
        case .stroke:
            emitPath()
            return cairo_in_stroke(cairo, Double(point.x), Double(point.y)) != 0
        }
    }

    // MARK: - Handing the path to cairo

    /// Replaces cairo's path with the current path (cairo stores paths in device space, so the
    /// points are emitted under the identity matrix and the CTM is restored afterwards).
    func emitPath(_ source: CGPath? = nil, into cr: OpaquePointer? = nil) {
        let cr = cr ?? cairo
        let matrix = cairoMatrix(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        var current = CGPoint.zero, start = CGPoint.zero
        for element in (source ?? currentPath).elements {
            switch element {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y)); start = p
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
            case .quad(let c, let p):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close: cairo_close_path(cr)
            }
            current = element.endPoint ?? start
        }
        setCairoMatrix(cr, matrix)
    }
}
