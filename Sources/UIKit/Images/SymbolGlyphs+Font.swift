@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import CoreText
import Foundation

// MARK: - Glyphs from the icon font

extension SymbolGlyphs {
    /// The icon font's family (Debian `fonts-materialdesignicons-webfont`). Its em square is the
    /// 24-unit design grid: 512 units, ascender 448, descender 64, every icon 512 units wide.
    static let fontFamily = "Material Design Icons"

    /// The outline of the icon font's glyph for `scalar`, on the 24-unit grid (y down, the em
    /// square's top-left at the origin), read once through CoreText and kept; nil when the font
    /// is not installed (text would fall back to a font without the glyph).
    static func fontOutline(_ scalar: UInt32, name: String) -> CGPath? {
        if let cached = outlines.value(for: name) { return cached }
        guard let outline = readOutline(scalar) else { return nil }
        outlines.store(outline, for: name)
        return outline
    }

    private static func readOutline(_ scalar: UInt32) -> CGPath? {
        guard let character = Unicode.Scalar(scalar) else { return nil }
        // One point per grid unit: the em square is `grid` points (the text system is unhinted).
        // The baseline where the em square puts it: 448 of 512 units below its top.
        return TextSystem.outline(
            of: String(Character(character)), family: fontFamily, size: Double(grid),
            baseline: Double(grid) * 448 / 512)
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
