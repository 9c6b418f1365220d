@_spi(ViewLab) import CoreText
import Foundation

extension TextLayout {
    /// The UTF-16 range of the whole string each visible line shows (in `lines`' order): from its
    /// first character to the next line's first, so a line's range includes the spaces and the
    /// line break that end it, as TextKit's line fragments' glyph ranges do. An ellipsized line's
    /// range runs to the end of what its layout holds.
    func lineCharacterRanges() -> [NSRange] {
        FontConfiguration.withLock { _ in
            var ranges: [NSRange] = []
            for paragraph in paragraphs {
                let source = paragraph.source
                var shown = 0
                TextSystem.forEachLine(of: paragraph.layout) { line in
                    guard shown < paragraph.visibleLines, line.engineLine != nil else { return false }
                    shown += 1
                    let start = TextLayout.utf16Offset(Int(line.startIndex), in: source)
                    let end = TextLayout.utf16Offset(Int(line.startIndex + line.length), in: source)
                    ranges.append(NSRange(location: source.location + start, length: end - start))
                    return true
                }
            }
            // A line runs on to the next line's start (its paragraph's separator included).
            for index in ranges.indices.dropLast() where NSMaxRange(ranges[index]) < ranges[index + 1].location {
                ranges[index].length = ranges[index + 1].location - ranges[index].location
            }
            return ranges
        }
    }

    /// The UTF-16 offset in a paragraph of a UTF-8 index pango gives.
    static func utf16Offset(_ utf8Index: Int, in source: ParagraphSource) -> Int {
        source.utf8Offsets.firstIndex { $0 >= utf8Index } ?? source.string.length
    }
}
