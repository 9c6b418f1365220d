import CoreGraphics

// MARK: - Building

extension UIBezierPath {
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }

    /// A straight line from the current point (ignored without a current point, as on iOS).
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Appends an arc; `clockwise` is on-screen clockwise (increasing angles in UIKit's y-down
    /// space). A line joins the current point, if any, to the arc's start.
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    public func close() { path.closeSubpath() }

    /// Removes every element.
    public func removeAllPoints() { path = CGMutablePath() }

    /// Appends the elements of `bezierPath`.
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    public func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// The same outline traversed in the opposite direction: each subpath starts at its old end
    /// and its segments run backwards (closed subpaths stay closed).
    public func reversing() -> UIBezierPath {
        let reversed = copy() as? UIBezierPath ?? UIBezierPath()
        reversed.path = UIBezierPath.reversed(path)
        return reversed
    }

    /// One subpath: its start, its segments (controls, end) and whether it was closed.
    private struct Subpath {
        var start: CGPoint
        var segments: [(controls: [CGPoint], end: CGPoint)] = []
        var closed = false
    }

    private static func reversed(_ path: CGPath) -> CGMutablePath {
        var subpaths: [Subpath] = []
        path.applyWithBlock { pointer in
            let element = pointer.pointee, p = element.points
            switch element.type {
            case .moveToPoint: subpaths.append(Subpath(start: p[0]))
            case .addLineToPoint: subpaths[subpaths.count - 1].segments.append(([], p[0]))
            case .addQuadCurveToPoint: subpaths[subpaths.count - 1].segments.append(([p[0]], p[1]))
            case .addCurveToPoint: subpaths[subpaths.count - 1].segments.append(([p[0], p[1]], p[2]))
            case .closeSubpath: subpaths[subpaths.count - 1].closed = true
            }
        }
        let result = CGMutablePath()
        for subpath in subpaths.reversed() {
            let points = [subpath.start] + subpath.segments.map(\.end)
            result.move(to: points[points.count - 1])
            for (index, segment) in subpath.segments.enumerated().reversed() {
                let target = points[index]
                switch segment.controls.count {
                case 0: result.addLine(to: target)
                case 1: result.addQuadCurve(to: target, control: segment.controls[0])
                default: result.addCurve(to: target, control1: segment.controls[1], control2: segment.controls[0])
                }
            }
            if subpath.closed { result.closeSubpath() }
        }
        return result
    }
}
