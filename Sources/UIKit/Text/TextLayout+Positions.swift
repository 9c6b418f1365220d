@_spi(ViewLab) import CoreText
import Foundation

/// Positions in a laid-out text, for the text input protocols (`UITextInput`'s caret, selection
/// and hit-testing geometry). Offsets are UTF-16 offsets into the whole string (the units of
/// `NSRange`, as `UITextInput` positions are in UIKit's text views); coordinates are the layout's
/// (top-left of the first line box, y down).
extension TextLayout {
    /// The caret before UTF-16 `offset`: a zero-width rectangle at the insertion point, as tall as
    /// its line (the engine's strong cursor). Offsets past the text clamp to its end.
    func caretLine(at offset: Int) -> CGRect {
        FontConfiguration.withLock { _ in
            guard let paragraph = paragraph(containing: offset) else { return .zero }
            let strong = TextSystem.caret(
                in: paragraph.layout, atIndex: TextLayout.utf8Index(offset, in: paragraph.source))
            let unit = TextSystem.unitsPerPoint
            return CGRect(
                x: paragraph.origin.x + CGFloat(strong.x) / unit, y: paragraph.origin.y + CGFloat(strong.y) / unit,
                width: 0, height: CGFloat(strong.height) / unit)
        }
    }

    /// The UTF-16 offset of the insertion point nearest `point`: on the line under it (the first or
    /// last line when it is above or below the text), at the character boundary nearest its x.
    func offset(closestTo point: CGPoint) -> Int {
        FontConfiguration.withLock { _ in
            guard !paragraphs.isEmpty, point.x.isFinite, point.y.isFinite else { return 0 }
            let paragraph = paragraphs.last { $0.origin.y <= point.y } ?? paragraphs[0]
            let unit = TextSystem.unitsPerPoint
            let bottom = (TextLayout.lineBottoms(paragraph.layout).prefix(paragraph.visibleLines).last ?? 0) - 0.01
            let y = min(max(0, point.y - paragraph.origin.y), max(0, bottom))
            let x = min(max(-100_000, point.x - paragraph.origin.x), 100_000)
            let (index, trailing) = TextSystem.index(in: paragraph.layout, x: Int32(x * unit), y: Int32(y * unit))
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
            let unit = TextSystem.unitsPerPoint
            for paragraph in paragraphs {
                let source = paragraph.source
                guard source.location <= end, source.location + source.string.length >= start else { continue }
                let from = TextLayout.utf8Index(start, in: source), to = TextLayout.utf8Index(end, in: source)
                var shown = 0
                TextSystem.forEachLine(of: paragraph.layout) { line in
                    guard shown < paragraph.visibleLines, line.engineLine != nil else { return false }
                    shown += 1
                    let lineStart = line.startIndex, lineEnd = lineStart + line.length
                    let low = max(from, lineStart), high = min(to, lineEnd)
                    // A selection that runs on past the line's end (its paragraph separator) covers it too.
                    guard low < high || (low == high && to > lineEnd && low == lineEnd && from <= lineEnd) else {
                        return true
                    }
                    let x1 = line.x(ofIndex: low)
                    var x2 = line.x(ofIndex: high)
                    if to > lineEnd { x2 = max(x2, line.logicalWidth) }
                    let left = CGFloat(line.logicalX + min(x1, x2)) / unit,
                        right = CGFloat(line.logicalX + max(x1, x2)) / unit
                    rects.append(
                        CGRect(
                            x: paragraph.origin.x + left, y: paragraph.origin.y + CGFloat(line.logicalY) / unit,
                            width: right - left, height: CGFloat(line.logicalHeight) / unit))
                    return true
                }
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
