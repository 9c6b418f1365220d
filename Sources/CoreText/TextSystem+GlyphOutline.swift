@_spi(ViewLab) import CoreGraphics
import CPangoCairo
import Foundation

extension TextSystem {
    /// ViewLab (for UIKit's symbol images): the outline of `text` set in `family` at `size` points,
    /// with its baseline at `baseline` (y down from the top, the left edge at x = 0); nil when a
    /// character has no glyph in the font (or the outline is empty). Core Text's
    /// `CTFontCreatePathForGlyph`. Takes the text-system lock.
    package static func outline(of text: String, family: String, size: Double, baseline: Double) -> CGPath? {
        let face = TextFace(families: family, weight: 400, isItalic: false, size: CGFloat(size))
        defer { face.release() }
        return outline(of: text, face: face, baseline: baseline)
    }

    /// ViewLab (for Core Text's `CTFontCreatePathForGlyph`): the outline of `text` set in `face`,
    /// with its baseline at `baseline` (y down, the left edge at x = 0); nil when a character has
    /// no glyph in the face's fonts or the outline is empty. Takes the text-system lock.
    package static func outline(of text: String, face: TextFace, baseline: Double) -> CGPath? {
        withLock { state -> CGPath? in
            guard let layout = pango_layout_new(state.leftToRight) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, face.pangoDescription)
            text.withCString { pango_layout_set_text(layout, $0, -1) }
            guard pango_layout_get_unknown_glyphs_count(layout) == 0 else { return nil }
            let layoutBaseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
            let outline = CGPath.tracing { target in
                target.move(to: CGPoint(x: 0, y: baseline - layoutBaseline))
                pango_cairo_layout_path(target.cairo, layout)
            }
            return outline?.isEmpty == false ? outline : nil
        }
    }
}
