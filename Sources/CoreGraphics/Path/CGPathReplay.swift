import CCairo

/// Replays a `CGPath` into cairo's current path through Core Graphics' public
/// `applyWithBlock` / `CGPathElement` API. Quadratic curves become the equivalent cubic.
package enum CGPathReplay {
    package static func append(_ path: CGPath, to context: RenderContext) {
        let cr = context.handle
        var current = CGPoint.zero
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            let p = element.points
            switch element.type {
            case .moveToPoint:
                guard finite(p[0]) else { return }
                cairo_move_to(cr, Double(p[0].x), Double(p[0].y))
                current = p[0]
            case .addLineToPoint:
                guard finite(p[0]) else { return }
                cairo_line_to(cr, Double(p[0].x), Double(p[0].y))
                current = p[0]
            case .addQuadCurveToPoint:
                guard finite(p[0]), finite(p[1]) else { return }
                if cairo_has_current_point(cr) == 0 {
                    cairo_move_to(cr, Double(p[0].x), Double(p[0].y))
                    current = p[0]
                }
                let c1 = CGPoint(
                    x: current.x + 2 / 3 * (p[0].x - current.x), y: current.y + 2 / 3 * (p[0].y - current.y))
                let c2 = CGPoint(x: p[1].x + 2 / 3 * (p[0].x - p[1].x), y: p[1].y + 2 / 3 * (p[0].y - p[1].y))
                cairo_curve_to(
                    cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p[1].x), Double(p[1].y))
                current = p[1]
            case .addCurveToPoint:
                guard finite(p[0]), finite(p[1]), finite(p[2]) else { return }
                cairo_curve_to(
                    cr, Double(p[0].x), Double(p[0].y), Double(p[1].x), Double(p[1].y), Double(p[2].x), Double(p[2].y))
                current = p[2]
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    private static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
}
