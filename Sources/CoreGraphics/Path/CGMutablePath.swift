import Foundation

/// A path that can be built. Every building method takes an optional `transform` applied to the
/// points before they are stored, as in Core Graphics.
///
/// Rules followed (Core Graphics'): a line or curve with no current point is ignored; an arc with
/// a current point is joined to it by a straight line; `closeSubpath` makes the subpath's start the
/// current point.
public class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() { super.init() }

    override init(copying other: CGPath, transform: CGAffineTransform = .identity) {
        super.init(copying: other, transform: transform)
    }

    // MARK: - Primitive elements

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        // Consecutive moves collapse into one, as in Core Graphics.
        if case .move = elements.last { elements.removeLast() }
        elements.append(.move(p))
        subpathStart = p
        lastPoint = p
    }

    /// Appends a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard beginSegment() else { return }
        let p = point.applying(transform)
        elements.append(.line(p))
        lastPoint = p
    }

    /// Appends a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard beginSegment() else { return }
        let p = end.applying(transform)
        elements.append(.quad(control.applying(transform), p))
        lastPoint = p
    }

    /// Appends a cubic Bézier curve.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard beginSegment() else { return }
        let p = end.applying(transform)
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), p))
        lastPoint = p
    }

    /// Closes the current subpath with a straight line back to its start.
    public func closeSubpath() {
        guard lastPoint != nil, !elements.isEmpty else { return }
        if case .close = elements.last { return }
        elements.append(.close)
        lastPoint = subpathStart
    }

    /// After a close, Core Graphics starts the next segment from the closed subpath's start.
    private func beginSegment() -> Bool {
        guard let current = lastPoint else { return false }
        if case .close = elements.last { elements.append(.move(current)); subpathStart = current }
        return true
    }

    // MARK: - Compound shapes

    /// Appends `points[0]` as a move followed by lines to the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Appends a closed rectangle subpath: (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY).
    /// `CGRect.infinite` ("a rectangle that has infinite extent", Apple) and any rectangle reaching
    /// beyond `farthestCoordinate` are cut there, so a path that encloses everything — the
    /// `UIBezierPath(rect: .infinite)` with a hole that components fill even-odd to draw an inner
    /// shadow — still encloses everything on screen (the engine's fixed-point coordinates cannot
    /// hold more).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var r = rect.standardized
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let far = CGMutablePath.farthestCoordinate
        if r.isInfinite || r.minX < -far || r.minY < -far || r.maxX > far || r.maxY > far {
            let minX = max(r.minX, -far), minY = max(r.minY, -far)
            r = CGRect(x: minX, y: minY, width: min(r.maxX, far) - minX, height: min(r.maxY, far) - minY)
        }
        addLines(
            between: [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            ], transform: transform)
        closeSubpath()
    }

    /// How far from the origin a rectangle reaches at most (points): a million, which stays inside
    /// the drawing engine's coordinate range at any screen scale.
    public static let farthestCoordinate: CGFloat = 1_000_000

    /// Appends one rectangle subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// Appends the ellipse inscribed in `rect` as four cubic curves starting at (maxX, midY) and
    /// going towards (midX, maxY), closed.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull, r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite else { return }
        let toRect = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: toRect)
        appendArcCurves(radius: 1, start: 0, sweep: 2 * .pi, transform: toRect)
        closeSubpath()
    }

    /// Appends a rounded rectangle with elliptical corners of radii `cornerWidth` × `cornerHeight`
    /// (each clamped to half the rectangle's side), closed. A zero radius gives a plain rectangle.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0), r.width / 2)
        let ry = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2), (CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2), (CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
        ]
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        for (center, start) in corners {
            let toCorner = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y).concatenating(
                transform)
            addLine(to: CGPoint(x: cos(start), y: sin(start)), transform: toCorner)
            appendArcCurves(radius: 1, start: start, sweep: .pi / 2, transform: toCorner)
        }
        closeSubpath()
    }

    /// Appends the elements of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let other = CGPath(copying: path, transform: transform)
        elements.append(contentsOf: other.elements)
        if other.lastPoint != nil {
            subpathStart = other.subpathStart
            lastPoint = other.lastPoint
        }
    }

    // MARK: - Arcs

    /// Appends a circular arc. Angles are in radians from the +x axis towards +y. `clockwise`
    /// follows Core Graphics: `true` means decreasing angles (clockwise in a y-up space; it looks
    /// counter-clockwise in UIKit's flipped space — Apple's `addArc` documentation). If there is a
    /// current point a straight line joins it to the arc's start; otherwise the arc starts a new
    /// subpath. The end angle's point becomes the current point.
    ///
    /// How much of the circle is swept (Apple documents only the direction; the rest follows the
    /// note in Apple's `CGPath.h` on `CGPathAddArc`, "values very near 2π"):
    /// - the arc runs from the start angle's point to the end angle's point in the flag's
    ///   direction, so angles may be negative or beyond 2π and less than a turn is swept
    ///   (0 → 2π + δ clockwise sweeps 2π − δ, as the header explains);
    /// - angles that differ by a whole number of turns sweep the **full circle** in the flag's
    ///   direction, whichever way the difference points (the header: passing `2 * M_PI` "will
    ///   cause a full circle to be drawn"; iOS draws
    ///   `UIBezierPath(arcCenter:radius:startAngle: 0, endAngle: 2 * .pi, clockwise: false)` as a
    ///   full circle, and loading indicators rely on it);
    /// - equal angles sweep nothing (only the line to, or move to, the start point);
    /// - a difference of more than a turn in the flag's direction sweeps one full turn (Apple
    ///   documents no more; the HTML canvas `arc` rule, which draws the whole circumference).
    /// Non-finite values add nothing.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else {
            return
        }
        let sweep = CGMutablePath.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        addArc(center: center, radius: abs(radius), start: startAngle, sweep: sweep, transform: transform)
    }

    /// The signed sweep of `addArc(center:…clockwise:)` (negative: decreasing angles), at most a
    /// full turn; see that method for the rules.
    static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let full = 2 * CGFloat.pi
        let difference = end - start
        guard difference != 0 else { return 0 }
        let direction: CGFloat = clockwise ? -1 : 1
        let forward = difference * direction  // how far, measured in the flag's direction
        if forward >= full { return direction * full }
        let turns = abs(difference) / full
        // A whole number of turns apart, to within the rounding of spelling 2π as `2 * .pi`.
        if turns >= 1, abs(turns - turns.rounded()) < 1e-9 * max(1, turns) { return direction * full }
        var reduced = forward.truncatingRemainder(dividingBy: full)
        if reduced < 0 { reduced += full }
        return direction * reduced
    }

    /// Appends an arc starting at `startAngle` and sweeping `delta` radians: positive is
    /// counter-clockwise in user space (increasing angles), negative clockwise (Apple's
    /// `addRelativeArc` documentation). `|delta| ≥ 2π` sweeps one full turn. Like `addArc`, a
    /// current point is joined to the arc's start by a line.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        addArc(
            center: center, radius: abs(radius), start: startAngle, sweep: min(max(delta, -2 * .pi), 2 * .pi),
            transform: transform)
    }

    /// Appends a line towards `tangent1End` and an arc of `radius` tangent to the lines
    /// current→tangent1End and tangent1End→tangent2End (PostScript `arct`). Degenerate cases
    /// (no curve possible) add a line to `tangent1End`.
    public func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = lastPoint else { return }
        // Work in the caller's space: map the current point back through the transform.
        let inverse = transform.inverted()
        let p0 = current.applying(inverse)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, radius.isFinite, l1 > 0, l2 > 0, abs(cross) > 1e-9 * l1 * l2 else {
            return addLine(to: p1, transform: transform)
        }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies along the bisector, `radius / sin(angle/2)` from p1.
        let bx = v1.x / l1 + v2.x / l2, by = v1.y / l1 + v2.y / l2, bl = hypot(bx, by)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bx / bl * centerDistance, y: p1.y + by / bl * centerDistance)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1, transform: transform)
        let toCircle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(
            transform)
        appendArcCurves(radius: 1, start: start, sweep: sweep, transform: toCircle)
    }

    // MARK: - Arc helpers

    private func addArc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform)
    {
        let toCircle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(
            transform)
        let startPoint = CGPoint(x: cos(start), y: sin(start))
        if lastPoint == nil {
            move(to: startPoint, transform: toCircle)
        } else {
            addLine(to: startPoint, transform: toCircle)
        }
        appendArcCurves(radius: 1, start: start, sweep: sweep, transform: toCircle)
    }

    /// Cubic curves for an arc of the circle of `radius` around the origin (in the space mapped by
    /// `transform`), in pieces of at most 90°. The current point must be the arc's start.
    func appendArcCurves(radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            addCurve(
                to: CGPoint(x: radius * c1, y: radius * s1),
                control1: CGPoint(x: radius * c0 - k * s0, y: radius * s0 + k * c0),
                control2: CGPoint(x: radius * c1 + k * s1, y: radius * s1 - k * c1), transform: transform)
            angle = next
        }
    }
}
