import Foundation

// MARK: - Bounds and hit testing

extension CGPath {
    /// The smallest rectangle containing every point of the path **including Bézier control
    /// points** (`CGRect.null` for an empty path).
    public var boundingBox: CGRect {
        var box = BoundsAccumulator()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p): box.add(c); box.add(p)
            case .cubic(let c1, let c2, let p): box.add(c1); box.add(c2); box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle containing the path's outline, **excluding control points**: curve
    /// extremes are found exactly (`CGRect.null` for an empty path).
    public var boundingBoxOfPath: CGRect {
        var box = BoundsAccumulator()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p):
                // Elevate to a cubic: same curve, one extremum routine.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                box.addCubic(current, c1, c2, p)
            case .cubic(let c1, let c2, let p): box.addCubic(current, c1, c2, p)
            case .close: break
            }
            if let end = element.endPoint { current = end }
        }
        return box.rect
    }

    /// Whether `point` is inside the path filled with `rule`, after transforming the path by
    /// `transform`. Curves are flattened to within 0.05 units; points exactly on an edge count as
    /// inside for left/top edges (half-open, as a scan converter does).
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        for polygon in flattened(tolerance: 0.05, transform: transform) where polygon.points.count > 1 {
            let points = polygon.points
            for i in 0..<points.count {
                let a = points[i], b = points[(i + 1) % points.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

// MARK: - Flattening

/// One flattened subpath.
struct FlatSubpath {
    var points: [CGPoint]
    var closed: Bool
}

extension CGPath {
    /// The path as polylines, curves subdivided so that no point is further than `tolerance` from
    /// the true curve (in the transformed space).
    func flattened(tolerance: CGFloat, transform: CGAffineTransform = .identity) -> [FlatSubpath] {
        var result: [FlatSubpath] = []
        var current = FlatSubpath(points: [], closed: false)
        func finish() {
            if !current.points.isEmpty { result.append(current) }
            current = FlatSubpath(points: [], closed: false)
        }
        var last = CGPoint.zero
        for element in elements.map({ $0.applying(transform) }) {
            switch element {
            case .move(let p):
                finish()
                current.points = [p]
            case .line(let p):
                current.points.append(p)
            case .quad(let c, let p):
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                current.points += flattenCubic(last, c1, c2, p, tolerance: tolerance)
            case .cubic(let c1, let c2, let p):
                current.points += flattenCubic(last, c1, c2, p, tolerance: tolerance)
            case .close:
                current.closed = true
                let start = current.points.first ?? last
                finish()
                current.points = [start]
                last = start
                continue
            }
            if let end = element.endPoint { last = end }
        }
        finish()
        return result
    }

    /// Points along a cubic (excluding its start), uniformly in t with a count from the control
    /// polygon's length.
    private func flattenCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat)
        -> [CGPoint]
    {
        let dd = max(
            hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y), hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
        )
        let estimate = (dd * 6 / max(8 * tolerance, 1e-6)).squareRoot()
        let steps = estimate.isFinite ? min(max(Int(estimate.rounded(.up)), 1), 1000) : 1
        return (1...steps).map { i in
            let t = CGFloat(i) / CGFloat(steps), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }
}

// MARK: - Bounds accumulation

struct BoundsAccumulator {
    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    /// Adds the end point and the interior extremes of a cubic Bézier.
    mutating func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p0); add(p3)
        for t in extremes(p0.x, p1.x, p2.x, p3.x) + extremes(p0.y, p1.y, p2.y, p3.y) {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            add(CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }

    /// Parameters in (0, 1) where the derivative of one coordinate is zero.
    private func extremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // B'(t)/3 = qa·t² + qb·t + qc
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots += [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
