@_spi(ViewLab) import CoreGraphics
import CPangoCairo
import Foundation

/// ViewLab (for UIKit's text layout): the attributes of a paragraph's runs as the text engine
/// takes them — what Core Text's string attributes (`kCTFontAttributeName`,
/// `kCTForegroundColorAttributeName`, `kCTKernAttributeName`, `kCTUnderlineStyleAttributeName`…)
/// are to a `CTTypesetter`. Ranges are UTF-8 byte offsets `start..<end`; colours are 16-bit
/// channels. A value naming a list owned by whoever made it, who hands `handle` to a layout and
/// calls `release()`.
package struct TextAttributeList {
    /// The engine's list, for the text layout.
    package let handle: OpaquePointer

    package init() { handle = pango_attr_list_new()! }

    /// Drops the maker's reference (a layout given the list keeps its own).
    package func release() { pango_attr_list_unref(handle) }

    private func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(start)
        attribute.pointee.end_index = UInt32(end)
        pango_attr_list_insert(handle, attribute)
    }

    /// Whether lines may break inside words with a hyphen.
    package func addHyphenation(_ hyphenates: Bool, _ start: Int, _ end: Int) {
        insert(pango_attr_insert_hyphens_new(hyphenates ? 1 : 0), start, end)
    }
    package func addFont(_ face: TextFace, _ start: Int, _ end: Int) {
        insert(pango_attr_font_desc_new(face.pangoDescription), start, end)
    }
    /// OpenType features, comma-separated (`tnum`).
    package func addFontFeatures(_ features: String, _ start: Int, _ end: Int) {
        insert(pango_attr_font_features_new(features), start, end)
    }
    /// The text colour (`foreground`) or the background behind the run.
    package func addColor(
        red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16, foreground: Bool, _ start: Int, _ end: Int
    ) {
        if foreground {
            insert(pango_attr_foreground_new(red, green, blue), start, end)
            insert(pango_attr_foreground_alpha_new(alpha), start, end)
        } else {
            insert(pango_attr_background_new(red, green, blue), start, end)
            insert(pango_attr_background_alpha_new(alpha), start, end)
        }
    }
    /// Space added between graphemes, in points (rounded to the engine's unit).
    package func addLetterSpacing(_ points: CGFloat, _ start: Int, _ end: Int) {
        insert(pango_attr_letter_spacing_new(Int32((points * CGFloat(PANGO_SCALE)).rounded())), start, end)
    }
    /// The baseline raised by `points` (truncated to the engine's unit).
    /// Space for an inline object (a text attachment): each character of the range takes the
    /// box `width` wide, reaching `ascent` above the baseline and `descent` below it, and draws no
    /// glyph (the caller draws the object there).
    package func addObjectBox(width: CGFloat, ascent: CGFloat, descent: CGFloat, _ start: Int, _ end: Int) {
        let scale = CGFloat(PANGO_SCALE)
        var box = PangoRectangle(
            x: 0, y: Int32((-ascent * scale).rounded()), width: Int32((width * scale).rounded()),
            height: Int32(((ascent + descent) * scale).rounded()))
        insert(pango_attr_shape_new(&box, &box), start, end)
    }
    package func addRise(_ points: CGFloat, _ start: Int, _ end: Int) {
        insert(pango_attr_rise_new(Int32(points * CGFloat(PANGO_SCALE))), start, end)
    }
    package func addUnderline(double: Bool, red: UInt16, green: UInt16, blue: UInt16, _ start: Int, _ end: Int) {
        insert(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE), start, end)
        insert(pango_attr_underline_color_new(red, green, blue), start, end)
    }
    package func addStrikethrough(red: UInt16, green: UInt16, blue: UInt16, _ start: Int, _ end: Int) {
        insert(pango_attr_strikethrough_new(1), start, end)
        insert(pango_attr_strikethrough_color_new(red, green, blue), start, end)
    }
    /// Every line `points` high (at most 100 000).
    package func addLineHeight(_ points: CGFloat, _ start: Int, _ end: Int) {
        insert(pango_attr_line_height_new_absolute(Int32(min(points, 100_000) * CGFloat(PANGO_SCALE))), start, end)
    }
}
