@_spi(ViewLab) import CoreGraphics
import CPangoCairo
import Foundation

/// ViewLab (for UIKit's `UIFont`): a face at a size as the text engine knows it — what Core Text's
/// `CTFont` is under `UIFont` on Apple platforms — and the measurements taken from its font file.
/// A value naming a description owned by whoever made it (`UIFont`), who calls `release()`.
package struct TextFace: @unchecked Sendable {
    /// The engine's description, for CoreText's layout code (`TextAttributeList`, `LaidOutParagraph`).
    let pangoDescription: OpaquePointer

    /// `families`: a comma-separated fallback list; `weight`: OpenType weight (100…900).
    package init(families: String, weight: Int, isItalic: Bool, size: CGFloat) {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, families)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        pangoDescription = description
    }

    /// Frees the description (once, by the owner).
    package func release() { pango_font_description_free(pangoDescription) }

    /// The face as a description string without the size (`Inter Semi-Bold`); nil if the engine
    /// cannot say. Takes the text-system lock.
    package var nameWithoutSize: String? {
        TextSystem.withLock { _ in
            let face = pango_font_description_copy(pangoDescription)
            defer { pango_font_description_free(face) }
            pango_font_description_unset_fields(face, PANGO_FONT_MASK_SIZE)
            guard let text = pango_font_description_to_string(face) else { return nil }
            defer { g_free(text) }
            return String(cString: text)
        }
    }

    /// The font file's ascent, descent (both positive) and line height in points; nil when the
    /// face cannot be loaded (caller holds the text-system lock).
    package func lineMetrics(_ state: TextSystem.State) -> (ascent: CGFloat, descent: CGFloat, height: CGFloat)? {
        let unit = CGFloat(PANGO_SCALE)
        guard let font = pango_font_map_load_font(state.fontMap, state.leftToRight, pangoDescription) else {
            return nil
        }
        defer { g_object_unref(font) }
        guard let fontMetrics = pango_font_get_metrics(font, pango_language_from_string("en-us")) else { return nil }
        defer { pango_font_metrics_unref(fontMetrics) }
        return (
            CGFloat(pango_font_metrics_get_ascent(fontMetrics)) / unit,
            CGFloat(pango_font_metrics_get_descent(fontMetrics)) / unit,
            CGFloat(pango_font_metrics_get_height(fontMetrics)) / unit
        )
    }

    /// Height of `glyph`'s ink above the baseline; nil when it has no ink (caller holds the
    /// text-system lock).
    package func inkHeight(of glyph: String, _ state: TextSystem.State) -> CGFloat? {
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
