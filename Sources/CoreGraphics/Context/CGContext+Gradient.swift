import CCairo
import Foundation

// MARK: - Gradients

/// Gradients fill the whole clip (the current path is neither used nor cleared), in user space.
///
/// Extension rules: with both `drawsBeforeStartLocation` and `drawsAfterEndLocation` the end
/// colours continue forever (cairo `EXTEND_PAD`); with neither, nothing is drawn outside the
/// gradient (`EXTEND_NONE`). For linear gradients a single option is exact (the padded pattern is
/// clipped to the half-plane on the allowed side). For radial gradients any option pads both
/// ways — exact for the common case of a start circle of radius 0 inside the end circle.
extension CGContext {
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard start != end, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite,
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        let reach = boundingBoxOfClipPath.width + boundingBoxOfClipPath.height + hypot(end.x - start.x, end.y - start.y)
        paint(pattern) { cr in
            // One option only: keep the padded side, cut the other at its location.
            if before != after {
                let d = CGPoint(x: end.x - start.x, y: end.y - start.y), l = hypot(d.x, d.y)
                let u = CGPoint(x: d.x / l, y: d.y / l), n = CGPoint(x: -u.y * reach, y: u.x * reach)
                // The allowed half-plane: everything before `end` (before-only) or after `start`.
                let edge = before ? end : start, away = before ? -reach : reach
                let far = CGPoint(x: edge.x + u.x * away, y: edge.y + u.y * away)
                cairo_move_to(cr, Double(edge.x + n.x), Double(edge.y + n.y))
                cairo_line_to(cr, Double(edge.x - n.x), Double(edge.y - n.y))
                cairo_line_to(cr, Double(far.x - n.x), Double(far.y - n.y))
                cairo_line_to(cr, Double(far.x + n.x), Double(far.y + n.y))
                cairo_close_path(cr)
                cairo_clip(cr)
            }
        }
    }

    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0, startRadius + endRadius > 0,
            let pattern = cairo_pattern_create_radial(
                Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                Double(endCenter.x), Double(endCenter.y), Double(endRadius))
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern)
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        paint(pattern) { _ in }
    }

    /// Paints `pattern` (in user space) over the clip with the global alpha, through the drawing
    /// pipeline (blend mode, shadow). `prepare` may add a further clip (in user space).
    func paint(_ pattern: OpaquePointer, prepare: (OpaquePointer) -> Void) {
        let alpha = Double(state.alpha)
        cairo_new_path(cairo)
        render(extents: clipDeviceExtents, clipShadowSourceToClip: true) { cr in
            cairo_save(cr)
            prepare(cr)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
    }
}
