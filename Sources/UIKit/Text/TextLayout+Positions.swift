@_spi(ViewLab) import CoreText
import CPangoCairo
import Foundation

/// Positions in a laid-out text, for the text input protocols (`UITextInput`'s caret, selection
/// and hit-testing geometry). Offsets are UTF-16 offsets into the whole string (the units of
/// `NSRange`, as `UITextInput` positions are in UIKit's text views); coordinates are the layout's
/// (top-left of the first line box, y down).
extension TextLayout {
    /// The caret before UTF-16 `offset`: a zero-width rectangle at the insertion point, as tall as
    /// its line (pango's strong cursor). Offsets past the text clamp to its end.
    func caretLine(at offset: Int) -> CGRect {
        FontConfiguration.withLock { _ in
            guard let paragraph = paragraph(containing: offset) else { return .zero }
            var strong = PangoRectangle()
            pango_layout_get_cursor_pos(paragraph.layout, TextLayout.utf8Index(offset, in: paragraph.source), &strong, nil)
            let unit = CGFloat(PANGO_SCALE)
            return CGRect(x: paragraph.origin.x + CGFloat(strong.x) / unit, y: paragraph.origin.y + CGFloat(strong.y) / unit,
                          width: 0, height: CGFloat(strong.height) / unit)
        }
    }

    /// The UTF-16 offset of the insertion point nearest `point`: on the line under it (the first or
    /// last line when it is above or below the text), at the character boundary nearest its x.
    func offset(closestTo point: CGPoint) -> Int {
        FontConfiguration.withLock { _ in
            guard !paragraphs.isEmpty, point.x.isFinite, point.y.isFinite else { return 0 }
            let paragraph = paragraphs.last { $0.origin.y <= point.y } ?? paragraphs[0]
            let unit = CGFloat(PANGO_SCALE)
            let bottom = (TextLayout.lineBottoms(paragraph.layout).prefix(paragraph.visibleLines).last ?? 0) - 0.01
            let y = min(max(0, point.y - paragraph.origin.y), max(0, bottom))
            let x = min(max(-100_000, point.x - paragraph.origin.x), 100_000)
            var index: Int32 = 0, trailing: Int32 = 0
            pango_layout_xy_to_index(paragraph.layout, Int32(x * unit), Int32(y * unit), &index, &trailing)
            let source = paragraph.source
            var local = source.utf8Offsets.firstIndex { $0 >= Int(index) } ?? source.string.length
            if trailing > 0 { local = NSMaxRange(source.string.string.composedCharacterRange(at: local)) }
            return source.location + local
        }
    }

    /// One rectangle per visible line the UTF-16 range `start..<end` covers: from its first to its
    /// last character on that line, the line box's height.
    func selectionRects(from start: Int, to end: Int) -> [CGRect] {
        guard end > start else { return [] }
        return FontConfiguration.withLock { _ in
            var rects: [CGRect] = []
            let unit = CGFloat(PANGO_SCALE)
            for paragraph in paragraphs {
                let source = paragraph.source
                guard source.location <= end, source.location + source.string.length >= start else { continue }
                let from = TextLayout.utf8Index(start, in: source), to = TextLayout.utf8Index(end, in: source)
                let iter = pango_layout_get_iter(paragraph.layout)
                defer { pango_layout_iter_free(iter) }
                var shown = 0
                repeat {
                    guard shown < paragraph.visibleLines, let line = pango_layout_iter_get_line_readonly(iter) else { break }
                    shown += 1
                    let lineStart = line.pointee.start_index, lineEnd = lineStart + line.pointee.length
                    let low = max(from, lineStart), high = min(to, lineEnd)
                    // A selection that runs on past the line's end (its paragraph separator) covers it too.
                    guard low < high || (low == high && to > lineEnd && low == lineEnd && from <= lineEnd) else { continue }
                    var logical = PangoRectangle()
                    pango_layout_iter_get_line_extents(iter, nil, &logical)
                    var x1: Int32 = 0, x2: Int32 = 0
                    pango_layout_line_index_to_x(line, low, 0, &x1)
                    pango_layout_line_index_to_x(line, high, 0, &x2)
                    if to > lineEnd { x2 = max(x2, logical.width) }
                    let left = CGFloat(logical.x + min(x1, x2)) / unit, right = CGFloat(logical.x + max(x1, x2)) / unit
                    rects.append(CGRect(x: paragraph.origin.x + left, y: paragraph.origin.y + CGFloat(logical.y) / unit,
                                        width: right - left, height: CGFloat(logical.height) / unit))
                } while pango_layout_iter_next_line(iter) != 0
            }
            return rects
        }
    }

    /// The paragraph an offset falls in (the last one starting at or before it).
    private func paragraph(containing offset: Int) -> Paragraph? {
        paragraphs.last { $0.source.location <= offset } ?? paragraphs.first
    }

    /// The UTF-8 index pango uses for a UTF-16 offset of the whole string, clamped to the paragraph.
    static func utf8Index(_ offset: Int, in source: ParagraphSource) -> Int32 {
        let local = min(max(0, offset - source.location), source.utf8Offsets.count - 1)
        return Int32(source.utf8Offsets[local])
    }
}

extension String {
    /// The UTF-16 range of the composed character sequence (grapheme cluster) at UTF-16 `offset`,
    /// as `NSString.rangeOfComposedCharacterSequence(at:)`: an emoji, a letter with its combining
    /// marks or a CR LF pair is one sequence. An offset at or past the end gives an empty range there.
    func composedCharacterRange(at offset: Int) -> NSRange {
        var start = 0
        for character in self {
            let length = character.utf16.count
            if offset < start + length { return NSRange(location: start, length: length) }
            start += length
        }
        return NSRange(location: min(max(0, offset), start), length: 0)
    }
}
