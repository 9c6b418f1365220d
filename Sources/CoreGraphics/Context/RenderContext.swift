import CCairo
import Foundation

/// ViewLab's rendering API (package access): the drawing engine as Core Animation's render server
/// and UIKit's display pass use it under Core Graphics — a context's raw drawing operations,
/// without the graphics state a `CGContext` keeps (fill colour, alpha, shadow, clip mask). What
/// Apple's `CGContext` spells the same way is named the same (`translateBy`, `clip()`,
/// `fillPath`); the rest (groups painted with an alpha, surface patterns, device-space copies)
/// is what Core Graphics does inside Core Animation and has no public spelling for.
///
/// A `RenderContext` is a view of a context that someone else owns (a `CGContext`, or the scope of
/// `RenderSurface.draw`); it is a value that costs nothing to copy. Every operation is a thin
/// inlinable wrapper: the compositor calls it per layer.
package struct RenderContext {
    @usableFromInline let handle: OpaquePointer

    @usableFromInline init(_ handle: OpaquePointer) { self.handle = handle }

    // MARK: - State

    /// Runs `body` between a save and a restore of the state (transform, clip, source, operator,
    /// line settings): `CGContext.saveGState()` / `restoreGState()` paired by scope.
    @inlinable package func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
        cairo_save(handle)
        defer { cairo_restore(handle) }
        return try body()
    }

    // MARK: - Transform

    /// User space → device pixels (top-left origin): `CGContext.ctm` before the device flip.
    @inlinable package var transform: CGAffineTransform {
        get {
            var m = cairo_matrix_t()
            cairo_get_matrix(handle, &m)
            return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        }
        nonmutating set {
            var m = cairo_matrix_t(
                xx: newValue.a, yx: newValue.b, xy: newValue.c, yy: newValue.d, x0: newValue.tx, y0: newValue.ty)
            cairo_set_matrix(handle, &m)
        }
    }

    /// Makes user space device space (one unit: one pixel).
    @inlinable package func resetTransform() { cairo_identity_matrix(handle) }
    @inlinable package func translateBy(x: Double, y: Double) { cairo_translate(handle, x, y) }
    @inlinable package func scaleBy(x: Double, y: Double) { cairo_scale(handle, x, y) }
    @inlinable package func rotate(by angle: Double) { cairo_rotate(handle, angle) }
    /// Prepends `t` to the transform (`CGContext.concatenate`); the caller checks it is invertible.
    @inlinable package func concatenate(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(handle, &m)
    }

    // MARK: - Path

    @inlinable package func beginPath() { cairo_new_path(handle) }
    /// Starts a new subpath without a current point (the next segment starts it).
    @inlinable package func beginSubpath() { cairo_new_sub_path(handle) }
    @inlinable package func move(toX x: Double, y: Double) { cairo_move_to(handle, x, y) }
    @inlinable package func addLine(toX x: Double, y: Double) { cairo_line_to(handle, x, y) }
    @inlinable package func addCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, toX x: Double, y: Double) {
        cairo_curve_to(handle, x1, y1, x2, y2, x, y)
    }
    @inlinable package func closePath() { cairo_close_path(handle) }
    @inlinable package func addRect(_ rect: CGRect) {
        cairo_rectangle(handle, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }
    @inlinable package var hasCurrentPoint: Bool { cairo_has_current_point(handle) != 0 }
    @inlinable package var currentPoint: CGPoint {
        var x = 0.0, y = 0.0
        cairo_get_current_point(handle, &x, &y)
        return CGPoint(x: x, y: y)
    }

    // MARK: - Painting

    /// Intersects the clip with the current path (nonzero winding unless the fill rule says
    /// otherwise) and clears the path: `CGContext.clip()`.
    @inlinable package func clip() { cairo_clip(handle) }
    /// Fills the current path with the source and clears it: `CGContext.fillPath()`.
    @inlinable package func fillPath() { cairo_fill(handle) }
    /// Strokes the current path with the source and clears it: `CGContext.strokePath()`.
    @inlinable package func strokePath() { cairo_stroke(handle) }
    /// The rule `fillPath` and `clip` use: even-odd, or nonzero winding (the default).
    @inlinable package func setFillRule(evenOdd: Bool) {
        cairo_set_fill_rule(handle, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }
    /// Paints the source everywhere inside the clip, at `alpha`.
    @inlinable package func paint(alpha: Double) { cairo_paint_with_alpha(handle, alpha) }
    /// Paints the source everywhere inside the clip.
    @inlinable package func paint() { cairo_paint(handle) }
    /// Paints the source through the alpha of `mask`.
    @inlinable package func paint(maskedBy mask: RenderPattern) { cairo_mask(handle, mask.handle) }
    /// Paints the source through the alpha of `mask` placed at (`x`, `y`).
    @inlinable package func paint(maskedBy mask: RenderSurface, x: Double, y: Double) {
        cairo_mask_surface(handle, mask.handle, x, y)
    }
    /// How what is painted combines with what is there (`CGContext.setBlendMode`).
    @inlinable package func setBlendMode(_ mode: CGBlendMode) { cairo_set_operator(handle, mode.cairoOperator) }

    // MARK: - Source

    /// A solid colour, its components as given (premultiplication is the engine's).
    @inlinable package func setSource(red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_set_source_rgba(handle, red, green, blue, alpha)
    }
    /// `color` with its alpha multiplied by `alpha`.
    @inlinable package func setSource(_ color: CGColor, alpha: Double) {
        let c = color.rgba
        cairo_set_source_rgba(handle, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha) * alpha)
    }
    @inlinable package func setSource(_ pattern: RenderPattern) { cairo_set_source(handle, pattern.handle) }
    /// The pixels of `surface`, its pixel (0, 0) at (`x`, `y`) of user space.
    @inlinable package func setSource(_ surface: RenderSurface, x: Double, y: Double) {
        cairo_set_source_surface(handle, surface.handle, x, y)
    }
    /// How the current (surface) source is sampled.
    @inlinable package func setSourceFilter(_ filter: RenderPattern.Filter) {
        cairo_pattern_set_filter(cairo_get_source(handle), filter.cairoFilter)
    }

    // MARK: - Groups (transparency layers)

    /// Redirects drawing into a new transparent group (`CGContext.beginTransparencyLayer`, without
    /// its state changes); `endGroup` returns it as a pattern to paint.
    @inlinable package func beginGroup() { cairo_push_group(handle) }
    /// Ends the innermost group and returns it (the caller destroys it).
    @inlinable package func endGroup() -> RenderPattern { RenderPattern(cairo_pop_group(handle)!) }

    // MARK: - Geometry of the target

    /// The pixel size of the image surface drawn into ((0, 0) when it is not an image surface).
    @inlinable package var targetPixelSize: (width: Int, height: Int) {
        let target = cairo_get_target(handle)
        return (Int(cairo_image_surface_get_width(target)), Int(cairo_image_surface_get_height(target)))
    }

    /// The bounding box of the clip in device space (pixels): `CGContext.boundingBoxOfClipPath`
    /// in device space.
    @inlinable package var deviceClipBounds: CGRect {
        cairo_save(handle)
        cairo_identity_matrix(handle)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(handle, &x1, &y1, &x2, &y2)
        cairo_restore(handle)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: - Lines

    @inlinable package func setLineWidth(_ width: Double) { cairo_set_line_width(handle, width) }
    @inlinable package func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(
            handle, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    }
    @inlinable package func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(
            handle,
            join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    }
    @inlinable package func setMiterLimit(_ limit: Double) { cairo_set_miter_limit(handle, limit) }
    /// Dashes (lengths in user space, as given) or, with an empty array, solid lines.
    @inlinable package func setLineDash(phase: Double, lengths: [Double]) {
        if lengths.isEmpty {
            cairo_set_dash(handle, nil, 0, 0)
        } else {
            cairo_set_dash(handle, lengths, Int32(lengths.count), phase)
        }
    }
}

extension CGContext {
    /// The context's rendering API (the graphics state of this `CGContext` is not applied). Reaching
    /// for it first gives an image that still shares the context's pixels (`makeImage()`) its own
    /// copy, as any drawing does.
    package var renderContext: RenderContext { RenderContext(cairo) }
}
