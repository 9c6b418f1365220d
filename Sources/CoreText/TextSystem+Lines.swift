import CPangoCairo
import Foundation

/// ViewLab (for UIKit's text layout): one line of a laid-out paragraph, as the engine measured it —
/// what Core Text's `CTLine` with its typographic bounds is. Lengths are in engine units
/// (`TextSystem.unitsPerPoint` per point), indices are UTF-8 byte offsets into the paragraph.
package struct LaidOutLine {
    /// The engine's line (nil only if the engine has none at this position).
    package let engineLine: UnsafeMutablePointer<PangoLayoutLine>?
    /// The line's logical box in the paragraph (x, y from the paragraph's top-left; y down).
    package let logicalX: Int32, logicalY: Int32, logicalWidth: Int32, logicalHeight: Int32
    /// The baseline's distance from the paragraph's top.
    package let baseline: Int32

    /// The first byte of the line and how many bytes it holds.
    package var startIndex: Int32 { engineLine?.pointee.start_index ?? 0 }
    package var length: Int32 { engineLine?.pointee.length ?? 0 }

    /// The x of the leading edge of the character at byte `index` (`CTLineGetOffsetForStringIndex`).
    package func x(ofIndex index: Int32) -> Int32 {
        var x: Int32 = 0
        if let engineLine { pango_layout_line_index_to_x(engineLine, index, 0, &x) }
        return x
    }
}

extension TextSystem {
    /// Engine units per point (lengths the engine reports are in these).
    package static let unitsPerPoint = CGFloat(PANGO_SCALE)

    /// Visits the lines of the laid-out paragraph `layout` in order; `body` returns false to stop.
    package static func forEachLine(of layout: OpaquePointer, _ body: (LaidOutLine) -> Bool) {
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let line = LaidOutLine(
                engineLine: pango_layout_iter_get_line_readonly(iter), logicalX: logical.x, logicalY: logical.y,
                logicalWidth: logical.width, logicalHeight: logical.height,
                baseline: pango_layout_iter_get_baseline(iter))
            guard body(line) else { break }
        } while pango_layout_iter_next_line(iter) != 0
    }

    /// The strong caret before byte `index` of `layout`: x, y and height in engine units
    /// (`CTLineGetOffsetForStringIndex` with the line's box).
    package static func caret(in layout: OpaquePointer, atIndex index: Int32) -> (x: Int32, y: Int32, height: Int32) {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, index, &strong, nil)
        return (strong.x, strong.y, strong.height)
    }

    /// The byte index and trailing grapheme count of the character nearest (`x`, `y`) (engine
    /// units, paragraph coordinates): `CTLineGetStringIndexForPosition`.
    package static func index(in layout: OpaquePointer, x: Int32, y: Int32) -> (index: Int32, trailing: Int32) {
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_xy_to_index(layout, x, y, &index, &trailing)
        return (index, trailing)
    }
}
