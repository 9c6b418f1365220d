import CoreGraphics
import Foundation

/// How far a shape layer's stroke reaches beyond its path's control points, so that damage and
/// culling bound it tightly. Core Graphics' stroking rules (`CGContext` "Setting Path Drawing
/// Options"; cairo follows the same PostScript model): a stroke covers half the line width either
/// side of the path; a square cap also extends half the width past an end (its corners √2 × half
/// the width away); a miter join extends to half the width ÷ sin(θ / 2), θ the angle between the
/// segments, unless that ratio exceeds `miterLimit`, when the join is bevelled.
extension CAShapeLayer {
    /// The reach of the stroke of `path` beyond the path's points, in the layer's space.
    func strokeReach(of path: CGPath) -> CGFloat {
        let half = (lineWidth.isFinite ? max(lineWidth, 0) : 0) / 2
        let limit = max(miterLimit.isFinite ? miterLimit : 10, 1)
        var reach = half * (lineCap == .square ? 2.squareRoot() : 1)
        if lineJoin == .miter {
            reach = max(reach, half * min(Self.sharpestMiterRatio(of: path), limit))
        }
        return reach
    }

    /// The largest 1 ÷ sin(θ / 2) over the joins of `path` (θ: the angle between the segments
    /// meeting there, from their tangents); 1 when every join is smooth.
    static func sharpestMiterRatio(of path: CGPath) -> CGFloat {
        var ratio: CGFloat = 1
        var current: CGPoint?, start: CGPoint?
        var firstTangent: CGVector?, lastTangent: CGVector?
        func join(_ incoming: CGVector?, _ outgoing: CGVector?) {
            guard let a = incoming, let b = outgoing else { return }
            let la = (a.dx * a.dx + a.dy * a.dy).squareRoot(), lb = (b.dx * b.dx + b.dy * b.dy).squareRoot()
            guard la > 0, lb > 0 else { return }
            // cos of the turn φ between the directions; θ = π − φ, so sin(θ/2) = cos(φ/2) = √((1 + cos φ) / 2).
            let cosTurn = max(-1, min(1, (a.dx * b.dx + a.dy * b.dy) / (la * lb)))
            let sine = ((1 + cosTurn) / 2).squareRoot()
            ratio = max(ratio, sine > 0 ? 1 / sine : .infinity)
        }
        func segment(from p0: CGPoint, _ points: [CGPoint]) {
            // Tangents at each end: the first control point apart from the end point.
            let outgoing = points.lazy.map { CGVector(dx: $0.x - p0.x, dy: $0.y - p0.y) }.first {
                $0.dx != 0 || $0.dy != 0
            }
            guard let end = points.last else { return }
            let incoming = ([p0] + points.dropLast()).reversed().lazy.map {
                CGVector(dx: end.x - $0.x, dy: end.y - $0.y)
            }
            .first { $0.dx != 0 || $0.dy != 0 }
            guard let outgoing, let incoming else { return }  // a point: no direction, no join
            join(lastTangent, outgoing)
            if firstTangent == nil { firstTangent = outgoing }
            lastTangent = incoming
        }
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                (current, start, firstTangent, lastTangent) = (e.points[0], e.points[0], nil, nil)
            case .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint:
                let count = e.type == .addLineToPoint ? 1 : e.type == .addQuadCurveToPoint ? 2 : 3
                let points = (0..<count).map { e.points[$0] }
                segment(from: current ?? points[0], points)
                current = points.last
            case .closeSubpath:
                if let from = current, let to = start, from != to { segment(from: from, [to]) }
                join(lastTangent, firstTangent)
                (current, firstTangent, lastTangent) = (start, nil, nil)
            }
        }
        return ratio
    }
}
