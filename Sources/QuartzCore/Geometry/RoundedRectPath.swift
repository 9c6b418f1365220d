import CoreGraphics
import Foundation

/// The outline of a layer's rounded bounds: `cornerRadius` on the `maskedCorners`, drawn as
/// quarter circles (`.circular`) or as Apple's continuous-curvature corners (`.continuous`).
///
/// The continuous corner is the well-known reconstruction of iOS 7+'s rounded rectangle: the curve
/// leaves the straight edge 1.528665 × radius from the corner and reaches the diagonal through two
/// cubic Béziers joined by a short line, so curvature grows gradually instead of jumping. When the
/// rectangle is too small for that (1.528665 × radius > half the shorter side) ViewLab falls back
/// to circular corners, which keeps capsules round.
struct RoundedRectPath {
    var rect: CGRect
    var radius: CGFloat
    var corners: CACornerMask
    var curve: CALayerCornerCurve

    /// How far from the corner a continuous corner starts, in radii.
    static let continuousExtent: CGFloat = 1.528665

    /// A corner as (distance along the incoming edge, distance along the outgoing edge) in radii:
    /// a line to the first point, then cubic segments (control, control, end) or lines (one point).
    typealias Segment = [(CGFloat, CGFloat)]
    static let circularCorner: [Segment] = {
        let k: CGFloat = 0.552285  // 4/3·(√2 − 1): a quarter circle as one cubic
        return [[(1, 0)], [(1 - k, 0), (0, 1 - k), (0, 1)]]
    }()
    static let continuousCorner: [Segment] = [
        [(1.528665, 0)],
        [(1.088493, 0), (0.868407, 0), (0.669934, 0.065496)],
        [(0.631494, 0.074911)],
        [(0.372824, 0.169059), (0.169060, 0.372824), (0.074911, 0.631494)],
        [(0, 0.868407), (0, 1.088493), (0, 1.528665)],
    ]

    /// The radius actually used: clamped to 0…half the shorter side, 0 for NaN.
    var effectiveRadius: CGFloat {
        guard radius.isFinite, radius > 0, rect.width.isFinite, rect.height.isFinite else { return 0 }
        return min(radius, min(rect.width, rect.height) / 2)
    }

    /// Appends the closed outline (clockwise on screen) to the current path.
    func append(to cr: RenderContext) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite else { return }
        let radius = effectiveRadius
        guard radius > 0, !corners.isEmpty else {
            cr.addRect(r)
            return
        }
        let continuous = curve == .continuous && radius * Self.continuousExtent <= min(r.width, r.height) / 2
        let shape = continuous ? Self.continuousCorner : Self.circularCorner
        // Each corner: the corner point, the unit vector back along the incoming edge, the unit
        // vector along the outgoing edge, and whether it is rounded.
        let layout: [(CGPoint, CGPoint, CGPoint, CACornerMask)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1), .layerMaxXMinYCorner),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0), .layerMaxXMaxYCorner),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1), .layerMinXMaxYCorner),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0), .layerMinXMinYCorner),
        ]
        cr.beginSubpath()
        var first = true
        for (corner, u, v, flag) in layout {
            guard corners.contains(flag) else {
                if first {
                    cr.move(toX: Double(corner.x), y: Double(corner.y))
                } else {
                    cr.addLine(toX: Double(corner.x), y: Double(corner.y))
                }
                first = false
                continue
            }
            func point(_ p: (CGFloat, CGFloat)) -> (Double, Double) {
                (
                    Double(corner.x + (u.x * p.0 + v.x * p.1) * radius),
                    Double(corner.y + (u.y * p.0 + v.y * p.1) * radius)
                )
            }
            for segment in shape {
                if segment.count == 3 {
                    let (a, b, c) = (point(segment[0]), point(segment[1]), point(segment[2]))
                    cr.addCurve(a.0, a.1, b.0, b.1, toX: c.0, y: c.1)
                } else {
                    let p = point(segment[0])
                    if first { cr.move(toX: p.0, y: p.1) } else { cr.addLine(toX: p.0, y: p.1) }
                    first = false
                }
            }
        }
        cr.closePath()
    }
}
