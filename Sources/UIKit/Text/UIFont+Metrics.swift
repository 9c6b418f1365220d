@_spi(ViewLab) import CoreText
import CPangoCairo
import Foundation

/// Font metrics, measured with pango from the font files (hhea ascender/descender, line gap).
/// Inter at 17 pt: ascender ≈ 16.47, descender ≈ −4.11, lineHeight ≈ 20.58 (San Francisco's
/// 17 pt lineHeight on iOS is 20.29, so ViewLab's lines are slightly taller).
extension UIFont {
    /// Distance from the baseline to the top of the line (positive).
    public var ascender: CGFloat { metrics.ascender }
    /// Distance from the baseline to the bottom of the line (negative, as on iOS).
    public var descender: CGFloat { metrics.descender }
    /// The height of one line of text: `ascender - descender + leading`.
    public var lineHeight: CGFloat { metrics.lineHeight }
    /// Extra space between lines that the font asks for (the hhea line gap; 0 for Inter).
    public var leading: CGFloat { max(0, metrics.lineHeight - (metrics.ascender - metrics.descender)) }
    /// Height of a flat capital letter (measured on "H").
    public var capHeight: CGFloat { metrics.capHeight }
    /// Height of a lowercase x (measured on "x").
    public var xHeight: CGFloat { metrics.xHeight }

    /// Measures the metrics (caller holds the text-system lock).
    func measureMetrics(_ state: TextSystem.State) -> Metrics {
        let unit = CGFloat(PANGO_SCALE)
        var ascender = pointSize * 0.96875, descender = -pointSize * 0.2415, lineHeight = ascender - descender
        if let font = pango_font_map_load_font(state.fontMap, state.leftToRight,
                                               pangoDescription) {
            if let fontMetrics = pango_font_get_metrics(font, pango_language_from_string("en-us")) {
                ascender = CGFloat(pango_font_metrics_get_ascent(fontMetrics)) / unit
                descender = -CGFloat(pango_font_metrics_get_descent(fontMetrics)) / unit
                let height = CGFloat(pango_font_metrics_get_height(fontMetrics)) / unit
                lineHeight = max(height, ascender - descender)
                pango_font_metrics_unref(fontMetrics)
            }
            g_object_unref(font)
        }
        return Metrics(ascender: ascender, descender: descender, lineHeight: lineHeight,
                       capHeight: inkHeight("H", state) ?? pointSize * 0.7, xHeight: inkHeight("x", state) ?? pointSize * 0.5)
    }

    /// Height of `glyph`'s ink above the baseline.
    private func inkHeight(_ glyph: String, _ state: TextSystem.State) -> CGFloat? {
        guard let layout = pango_layout_new(state.leftToRight) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, pangoDescription)
        pango_layout_set_text(layout, glyph, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let baseline = pango_layout_get_baseline(layout)
        guard ink.height > 0 else { return nil }
        return CGFloat(baseline - ink.y) / CGFloat(PANGO_SCALE)
    }
}
