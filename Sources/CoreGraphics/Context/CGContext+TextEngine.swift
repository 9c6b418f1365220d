import CCairo
import Foundation

/// ViewLab (rendering API for CoreText): the two places where the text engine (pango, in CoreText)
/// meets the drawing engine (cairo, here). Core Graphics draws text through Core Text
/// (`CTLineDraw`, `CTFrameDraw`), which renders glyphs into the context; ViewLab's CoreText shapes
/// with pango and hands the glyphs to cairo with `pango_cairo_show_layout…`, which needs the
/// context's cairo handle. CoreText gets it only inside `withTextDrawingTarget`, scoped and with
/// the graphics state saved around it, and may pass it to `pango_cairo_…` functions only (the
/// engine wall test checks that no `cairo_…` call is made outside CoreGraphics).
package struct TextDrawingTarget {
    /// The context's cairo handle, for `pango_cairo_show_layout` and `pango_cairo_create_layout`.
    package let cairo: OpaquePointer

    /// The text drawing target of a rendering context (Core Animation's text layers draw text
    /// straight into the compositor's context or a backing store).
    package init(_ context: RenderContext) { cairo = context.handle }

    /// Sets the point where the next `pango_cairo_show_layout…` puts the layout's top-left (or a
    /// line's baseline start), in the context's current user space.
    @inlinable package func move(to point: CGPoint) {
        cairo_move_to(cairo, Double(point.x), Double(point.y))
    }
}

extension CGContext {
    /// Runs `body` with the context's text drawing target, between a save and a restore of cairo's
    /// state (nothing the text engine changes outlives the call).
    package func withTextDrawingTarget<R>(_ body: (TextDrawingTarget) throws -> R) rethrows -> R {
        let cr = cairo
        cairo_save(cr)
        defer { cairo_restore(cr) }
        return try body(TextDrawingTarget(RenderContext(cr)))
    }
}

/// ViewLab (rendering API for CoreText): how glyph outlines are rasterised.
package enum TextRasterOptions {
    /// Runs `body` with cairo font options (a `cairo_font_options_t`, for
    /// `pango_cairo_context_set_font_options`) for unhinted outlines with grayscale antialiasing and
    /// unhinted metrics: text measures the same at every pixel scale.
    package static func withUnhinted<R>(_ body: (OpaquePointer?) throws -> R) rethrows -> R {
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        return try body(options)
    }
}

extension CGPath {
    /// ViewLab (rendering API for CoreText): the path the text engine traces on `target` inside
    /// `body` (`pango_cairo_layout_path`), in the target's user space (one unit: one point); nil
    /// when no scratch context can be made. Core Text's `CTFontCreatePathForGlyph`, for a layout.
    package static func tracing(_ body: (TextDrawingTarget) -> Void) -> CGPath? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        body(TextDrawingTarget(RenderContext(cr)))
        let path = copyingCurrentPath(of: cr)
        // The engine leaves the pen where it started (a move with nothing after it): not part of
        // the outline, and it would stretch the outline's bounding box.
        if case .move = path.elements.last { path.elements.removeLast() }
        return path
    }
}
