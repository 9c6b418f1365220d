@_spi(ViewLab) import CoreGraphics
import CPangoCairo
import Foundation

extension TextSystem {
    /// ViewLab (for UIKit's text layout): runs `body` with a copy of the laid-out paragraph
    /// `layout` whose runs take `attributes` instead (the same lines, other colours: a shadow
    /// pass), then frees the copy. Core Text draws a line with other attributes by making a new
    /// `CTLine`; the engine keeps the line breaks of the copy.
    package static func withCopy(
        of layout: OpaquePointer, attributes: TextAttributeList, _ body: (OpaquePointer) -> Void
    ) {
        let copy = pango_layout_copy(layout)
        defer { g_object_unref(UnsafeMutableRawPointer(copy)) }
        pango_layout_set_attributes(copy, attributes.handle)
        body(copy!)
    }

    /// ViewLab (for UIKit's text layout): draws line `index` of the laid-out paragraph `layout` on
    /// `target`, its logical box's left edge at `left` and its baseline at `baseline` (points, the
    /// target's user space) — Core Text's `CTLineDraw` at a text position. Nothing when the
    /// paragraph has no such line.
    package static func drawLine(
        _ index: Int, of layout: OpaquePointer, left: CGFloat, baseline: CGFloat, on target: TextDrawingTarget
    ) {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        let x = left - CGFloat(logical.x) / CGFloat(PANGO_SCALE)
        target.move(to: CGPoint(x: x, y: baseline))
        pango_cairo_show_layout_line(target.cairo, line)
    }
}
