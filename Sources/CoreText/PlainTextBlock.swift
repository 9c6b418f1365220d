@_spi(ViewLab) import CoreGraphics
import CPangoCairo
import Foundation

/// ViewLab (for QuartzCore's `CATextLayer`): a plain string in one font, laid out in a box — wrapped
/// or not, truncated, aligned — and shown on a drawing target. Core Animation draws a text layer's
/// `string` with Core Text in its backing store; this is that step, on pango.
package struct PlainTextBlock {
    /// `unknown`: a mode Core Animation does not name; laid out in the box width, left aligned.
    package enum Alignment: Sendable { case natural, left, right, center, justified, unknown }
    package enum Truncation: Sendable { case none, start, middle, end }

    package var text: String
    /// A pango font description of the family and style, without the size ("Inter Bold").
    package var familyAndStyle: String
    package var fontSize: CGFloat
    /// Extra space between characters, in points (0: none).
    package var tracking: CGFloat
    package var isWrapped: Bool
    package var truncation: Truncation
    package var alignment: Alignment

    package init(
        text: String, familyAndStyle: String, fontSize: CGFloat, tracking: CGFloat, isWrapped: Bool,
        truncation: Truncation, alignment: Alignment
    ) {
        (self.text, self.familyAndStyle, self.fontSize, self.tracking) = (text, familyAndStyle, fontSize, tracking)
        (self.isWrapped, self.truncation, self.alignment) = (isWrapped, truncation, alignment)
    }

    /// Lays the text out in `box` (font, wrapping, truncation, alignment) and shows it on `target`
    /// with the source already set.
    package func show(in box: CGRect, on target: TextDrawingTarget) {
        // The shared text system: ViewLab's fonts.conf and font map (set before pango's first use).
        TextSystem.withLock { _ in }
        guard let layout = pango_cairo_create_layout(target.cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string(familyAndStyle)
        pango_font_description_set_absolute_size(description, Double(fontSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        if tracking != 0 {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(
                attributes, pango_attr_letter_spacing_new(Int32((tracking * CGFloat(PANGO_SCALE)).rounded())))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        let width = box.width < 1e6 ? Int32(box.width * CGFloat(PANGO_SCALE)) : -1
        let needsWidth = isWrapped || truncation != .none || ![.natural, .left].contains(alignment)
        if needsWidth, width > 0 {
            pango_layout_set_width(layout, width)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if !isWrapped, needsWidth, width > 0 {
            pango_layout_set_height(layout, -1)  // one line per paragraph
        }
        var x = box.minX
        if !isWrapped, truncation == .none, needsWidth, width > 0 {
            // Not wrapped (Apple, `CATextLayer.isWrapped`: "Determines whether the text is wrapped
            // to fit within the receiver's bounds", default false): a line wider than the bounds
            // stays one line, aligned as in a box as wide as the text and placed by the alignment
            // — a centred line overflows both sides, a right-aligned one the left — then clipped.
            pango_layout_set_width(layout, -1)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let natural = max(width, logical.width)
            pango_layout_set_width(layout, natural)
            let excess = CGFloat(natural - width) / CGFloat(PANGO_SCALE)
            if alignment == .center { x -= excess / 2 } else if alignment == .right { x -= excess }
        }
        if truncation != .none, width > 0 {
            let mode: PangoEllipsizeMode =
                switch truncation {
                case .start: PANGO_ELLIPSIZE_START
                case .middle: PANGO_ELLIPSIZE_MIDDLE
                case .none, .end: PANGO_ELLIPSIZE_END
                }
            pango_layout_set_ellipsize(layout, mode)
            if isWrapped, box.height < 1e6 {
                pango_layout_set_height(layout, Int32(box.height * CGFloat(PANGO_SCALE)))
            }
        }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        case .natural, .left, .unknown: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        target.move(to: CGPoint(x: x, y: box.minY))
        pango_cairo_show_layout(target.cairo, layout)
    }
}
