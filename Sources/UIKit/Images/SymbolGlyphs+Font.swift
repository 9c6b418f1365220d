@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import CoreText
import CCairo
import CPangoCairo
import Foundation

// MARK: - Glyphs from the icon font

extension SymbolGlyphs {
    /// The icon font's family (Debian `fonts-materialdesignicons-webfont`). Its em square is the
    /// 24-unit design grid: 512 units, ascender 448, descender 64, every icon 512 units wide.
    static let fontFamily = "Material Design Icons"

    /// The outline of the icon font's glyph for `scalar`, on the 24-unit grid (y down, the em
    /// square's top-left at the origin), read once through pango and kept; nil when the font
    /// is not installed (text would fall back to a font without the glyph).
    static func fontOutline(_ scalar: UInt32, name: String) -> CGPath? {
        if let cached = outlines.value(for: name) { return cached }
        guard let outline = readOutline(scalar) else { return nil }
        outlines.store(outline, for: name)
        return outline
    }

    private static func readOutline(_ scalar: UInt32) -> CGPath? {
        guard let character = Unicode.Scalar(scalar) else { return nil }
        return FontConfiguration.withLock { state -> CGPath? in
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
            defer { cairo_surface_destroy(surface) }
            guard let cr = cairo_create(surface) else { return nil }
            defer { cairo_destroy(cr) }
            guard let layout = pango_layout_new(state.leftToRight) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let description = pango_font_description_new()
            pango_font_description_set_family(description, fontFamily)
            // One point per grid unit: the em square is `grid` points (the context is unhinted).
            pango_font_description_set_absolute_size(description, Double(grid) * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            String(Character(character)).withCString { pango_layout_set_text(layout, $0, -1) }
            guard pango_layout_get_unknown_glyphs_count(layout) == 0 else { return nil }
            // Put the baseline where the em square puts it: 448 of 512 units below its top.
            let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
            cairo_move_to(cr, 0, Double(grid) * 448 / 512 - baseline)
            pango_cairo_layout_path(cr, layout)
            let outline = CGPath.copyingCurrentPath(of: cr)
            return outline.isEmpty ? nil : outline
        }
    }

    /// Fills a font glyph's outline, made heavier (`amount` > 0: stroked with that width too) or
    /// lighter (`amount` < 0: its edges cleared by a stroke of that width) — grid units of
    /// stroke thickness, as the designed glyphs' strokes change with the weight.
    static func drawOutline(_ outline: CGPath, growingBy amount: CGFloat, context ctx: CGContext) {
        if amount < -0.01 {
            ctx.saveGState()
            defer { ctx.restoreGState() }
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            ctx.addPath(outline)
            ctx.fillPath()
            ctx.setBlendMode(.clear)
            // Keep at least a third of the font's 2-unit strokes.
            ctx.setLineWidth(min(-amount, 1.3))
            ctx.addPath(outline)
            ctx.strokePath()
            ctx.endTransparencyLayer()
            return
        }
        ctx.addPath(outline)
        ctx.fillPath()
        guard amount > 0.01 else { return }
        ctx.setLineWidth(amount)
        ctx.addPath(outline)
        ctx.strokePath()
    }
}
