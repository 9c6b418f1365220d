import Foundation

// MARK: - Derived paths: stroke outlines and dashes

extension CGPath {
    /// A path whose **non-zero winding fill** covers what stroking this path would paint.
    ///
    /// Approximation (documented difference from Core Graphics): curves are flattened to within
    /// 0.1 units and the result is a union of overlapping pieces — one quadrilateral per segment,
    /// plus join pieces (round: circles; bevel: triangles; miter: miter quadrilaterals within
    /// `miterLimit`, bevels beyond it) and cap pieces — all oriented the same way, rather than a
    /// single clean outline. Filled (or hit-tested with `contains`) with the winding rule it
    /// matches the stroke; stroking it or filling it even-odd does not.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let result = CGMutablePath()
        let half = abs(lineWidth) / 2
        guard half > 0, half.isFinite else { return result }
        for subpath in flattened(tolerance: 0.1) {
            var points: [CGPoint] = []
            for p in subpath.points where points.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true {
                points.append(p)
            }
            if subpath.closed, points.count > 2, let first = points.first, let last = points.last,
                hypot(first.x - last.x, first.y - last.y) < 1e-9
            {
                points.removeLast()
            }
            let pieces = StrokePieces(half: half, output: result, transform: transform)
            if points.count == 1 {
                pieces.dot(at: points[0], cap: lineCap)
                continue
            }
            let closed = subpath.closed && points.count > 2
            let count = closed ? points.count : points.count - 1
            for i in 0..<count { pieces.segment(points[i], points[(i + 1) % points.count]) }
            let joins = closed ? Array(0..<points.count) : Array(1..<max(1, points.count - 1))
            for i in joins {
                let previous = points[(i - 1 + points.count) % points.count], next = points[(i + 1) % points.count]
                pieces.join(previous, points[i], next, join: lineJoin, miterLimit: miterLimit)
            }
            if !closed {
                pieces.cap(at: points[0], awayFrom: points[1], cap: lineCap)
                pieces.cap(at: points[points.count - 1], awayFrom: points[points.count - 2], cap: lineCap)
            }
        }
        return result
    }

    /// `CGPathCreateCopyByStrokingPath` as Swift imports it from the C header (the name Apple's
    /// Swift overlay refines into `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`):
    /// the outline of `path` stroked with these parameters, `transform` (when given) applied to the
    /// outline. The C function's result is nullable, so the initialiser is failable; ViewLab
    /// returns nil only when the outline is empty (an empty path, a zero or non-finite width).
    public convenience init?(
        __byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?, lineWidth: CGFloat,
        lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat
    ) {
        let outline = path.copy(
            strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
            transform: transform?.pointee ?? .identity)
        guard !outline.isEmpty else { return nil }
        self.init(copying: outline)
    }

    /// This path cut into dashes: `lengths` alternate on/off lengths along the (flattened) path,
    /// starting `phase` units into the pattern. Invalid patterns return an unchanged copy.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity)
        -> CGPath
    {
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, total > 0, total.isFinite, lengths.allSatisfy({ $0 >= 0 }), phase.isFinite else {
            return CGPath(copying: self, transform: transform)
        }
        let result = CGMutablePath()
        for subpath in flattened(tolerance: 0.1) {
            var points = subpath.points
            if subpath.closed, let first = points.first { points.append(first) }
            var index = 0, remaining = lengths[0], on = true
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            while offset > 0 {  // skip into the pattern
                if offset >= remaining {
                    offset -= remaining; index = (index + 1) % lengths.count; remaining = lengths[index]; on.toggle()
                } else {
                    remaining -= offset; offset = 0
                }
            }
            guard points.count > 1 else { continue }
            if on { result.move(to: points[0], transform: transform) }
            for i in 1..<points.count {
                var a = points[i - 1]
                let b = points[i]
                var length = hypot(b.x - a.x, b.y - a.y)
                while length > 0 {
                    let step = min(remaining, length), t = step / length
                    let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on { result.addLine(to: p, transform: transform) }
                    a = p
                    length -= step
                    remaining -= step
                    if remaining <= 1e-12 {
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
                        on.toggle()
                        if on { result.move(to: p, transform: transform) }
                    }
                }
            }
        }
        return result
    }
}

/// Emits consistently oriented pieces of a stroke outline.
private struct StrokePieces {
    let half: CGFloat
    let output: CGMutablePath
    let transform: CGAffineTransform

    /// The offset vector of half the line width to the left of a→b.
    func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let l = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: -(b.y - a.y) / l * half, y: (b.x - a.x) / l * half)
    }

    /// Adds a closed polygon, reversed if needed so that every piece winds the same way.
    func polygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in 0..<points.count {
            let p = points[i], q = points[(i + 1) % points.count]
            area += p.x * q.y - q.x * p.y
        }
        guard abs(area) > 1e-12 else { return }
        output.addLines(between: area > 0 ? points : points.reversed(), transform: transform)
        output.closeSubpath()
    }

    func circle(_ center: CGPoint) {
        output.addEllipse(
            in: CGRect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half), transform: transform)
    }

    func segment(_ a: CGPoint, _ b: CGPoint) {
        let n = normal(a, b)
        polygon([
            CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
            CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
        ])
    }

    func join(_ previous: CGPoint, _ vertex: CGPoint, _ next: CGPoint, join: CGLineJoin, miterLimit: CGFloat) {
        if join == .round { return circle(vertex) }
        var n1 = normal(previous, vertex), n2 = normal(vertex, next)
        // Use the outer side of the turn.
        let turn = (vertex.x - previous.x) * (next.y - vertex.y) - (vertex.y - previous.y) * (next.x - vertex.x)
        if turn > 0 { n1 = CGPoint(x: -n1.x, y: -n1.y); n2 = CGPoint(x: -n2.x, y: -n2.y) }
        let p1 = CGPoint(x: vertex.x + n1.x, y: vertex.y + n1.y), p2 = CGPoint(x: vertex.x + n2.x, y: vertex.y + n2.y)
        let bisector = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y), bl = hypot(bisector.x, bisector.y)
        let cosHalf = bl / (2 * half)
        if join == .miter, cosHalf > 1e-9, 1 / cosHalf <= miterLimit {
            let miterLength = half / cosHalf
            let tip = CGPoint(x: vertex.x + bisector.x / bl * miterLength, y: vertex.y + bisector.y / bl * miterLength)
            polygon([vertex, p1, tip, p2])
        } else {
            polygon([vertex, p1, p2])
        }
    }

    func cap(at end: CGPoint, awayFrom other: CGPoint, cap: CGLineCap) {
        switch cap {
        case .butt: return
        case .round: circle(end)
        case .square:
            let n = normal(other, end), d = CGPoint(x: n.y, y: -n.x)  // half-width step along the direction
            polygon([
                CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y),
                CGPoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y), CGPoint(x: end.x - n.x, y: end.y - n.y),
            ])
        }
    }

    /// A zero-length subpath: a dot for round and square caps, nothing for butt caps.
    func dot(at point: CGPoint, cap: CGLineCap) {
        switch cap {
        case .butt: return
        case .round: circle(point)
        case .square:
            polygon([
                CGPoint(x: point.x - half, y: point.y - half), CGPoint(x: point.x + half, y: point.y - half),
                CGPoint(x: point.x + half, y: point.y + half), CGPoint(x: point.x - half, y: point.y + half),
            ])
        }
    }
}
