@_spi(ViewLab) import CoreText
import Foundation

/// Font metrics, measured by CoreText (`TextFace`) from the font files (hhea ascender/descender, line gap).
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
        var ascender = pointSize * 0.96875, descender = -pointSize * 0.2415, lineHeight = ascender - descender
        if let line = face.lineMetrics(state) {
            ascender = line.ascent
            descender = -line.descent
            lineHeight = max(line.height, ascender - descender)
        }
        return Metrics(
            ascender: ascender, descender: descender, lineHeight: lineHeight,
            capHeight: face.inkHeight(of: "H", state) ?? pointSize * 0.7,
            xHeight: face.inkHeight(of: "x", state) ?? pointSize * 0.5)
    }
}
