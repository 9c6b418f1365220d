@_spi(ViewLab) import CoreGraphics
import Foundation

/// A line of laid-out text — Core Text's `CTLine`: made from a whole attributed string
/// (`CTLineCreateWithAttributedString`, one line, never wrapped) or one of the lines a frame or
/// typesetter breaks a string into (`CTFrameGetLines`, `CTTypesetterCreateLine`). Its string range
/// is in the string it was made from; its metrics are the typographic bounds Core Text reports
/// (ascent above the baseline, descent below it, the width of the glyphs and trailing spaces).
///
/// On iOS, Core Text sits under UIKit; here its line API lives in UIKit because it lays text out
/// with UIKit's attributes (`UIFont`, which is `CTFont`, `UIColor`, `NSParagraphStyle`) through
/// the same text layout as labels and string drawing, so a line measures and draws exactly as a
/// label shows it.
///
/// Differences from iOS: a glyph is a UTF-16 unit (as in ViewLab's `NSLayoutManager`), so glyph
/// counts and indices are string indices; image bounds are the typographic bounds.
public final class CTLine {
    /// The text the line was made from (the whole string, not only the line).
    let source: AttributedText
    /// The line's range in `source`, its trailing spaces and line break included.
    let range: NSRange
    /// The line alone, laid out on one line (what is measured and drawn).
    let layout: TextLayout

    /// The line of `source` in `range`; with `truncation`, cut to fit `width` points with "…"
    /// where the mode says (`CTLineCreateTruncatedLine`).
    init(source: AttributedText, range: NSRange, truncation: (width: CGFloat, mode: NSLineBreakMode)? = nil) {
        self.source = source
        self.range = range
        var shown = source.substring(range)
        // The line break that ends a frame's line belongs to its range, not to what it draws.
        let trimmed = shown.string.utf16.reversed().prefix { CTLine.lineBreaks.contains($0) }.count
        if trimmed > 0 { shown = shown.substring(NSRange(location: 0, length: shown.length - trimmed)) }
        var options = TextLayout.Options(width: truncation?.width)
        options.maximumNumberOfLines = 1
        options.lineBreakMode = truncation?.mode ?? .byClipping
        layout = TextLayout(shown, options: options)
    }

    /// UTF-16 units that end a line or paragraph (LF, CR, NEL, LS, PS).
    private static let lineBreaks: Set<UInt16> = [0x0A, 0x0D, 0x85, 0x2028, 0x2029]

    /// The line box's left edge in the layout (the line is drawn from x = 0).
    var left: CGFloat { layout.lines.first?.frame.minX ?? 0 }
    /// Points above the baseline.
    var ascent: CGFloat { layout.lines.first?.baseline ?? 0 }
    /// Points below the baseline.
    var descent: CGFloat { layout.lines.first.map { $0.frame.height - $0.baseline } ?? 0 }
    /// The typographic width, trailing spaces included.
    var width: CGFloat { layout.lines.first?.frame.width ?? 0 }

    /// The width of the spaces that end the line (`CTLineGetTrailingWhitespaceWidth`).
    var trailingWhitespaceWidth: CGFloat {
        let text = layout.lines.first?.text ?? ""
        let kept = text.utf16.count - text.utf16.reversed().prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0xA0 }.count
        guard kept < text.utf16.count else { return 0 }
        return max(0, width - x(ofLocalOffset: kept))
    }

    /// The x of the caret before UTF-16 offset `offset` of the line's own text, from its left edge.
    func x(ofLocalOffset offset: Int) -> CGFloat { layout.caretLine(at: offset).minX - left }

    /// Draws the line with its baseline's left end at `position` in text space (y up, the text
    /// matrix applied), as Core Text does at the text position.
    func draw(in context: CGContext, at position: CGPoint) {
        context.saveGState()
        defer { context.restoreGState() }
        context.concatenate(context.textLineTransform(at: position))
        layout.draw(in: context, at: CGPoint(x: -left, y: -ascent))
    }
}

/// A line of the whole of `string`, on one line, never wrapped (`CTLineCreateWithAttributedString`).
public func CTLineCreateWithAttributedString(_ string: CFAttributedString) -> CTLine {
    let text = AttributedText(string)
    return CTLine(source: text, range: NSRange(location: 0, length: text.length))
}

/// The line's range in the string it was made from.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    CFRange(location: line.range.location, length: line.range.length)
}

/// The number of glyphs in the line (here its UTF-16 units, line break left out).
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex {
    line.layout.lines.first?.text.utf16.count ?? 0
}

/// The line's typographic width, and its ascent, descent and leading through the pointers
/// (`CTLineGetTypographicBounds`; the leading is 0: line spacing comes from the paragraph style).
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = line.ascent
    descent?.pointee = line.descent
    leading?.pointee = 0
    return Double(line.width)
}

/// The width of the spaces at the end of the line.
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double { Double(line.trailingWhitespaceWidth) }

/// Where to start the line so that it sits `flushFactor` of the way across `flushWidth` points
/// (0: flush left, 0.5: centred, 1: flush right), trailing spaces left out, never negative
/// (`CTLineGetPenOffsetForFlush`).
public func CTLineGetPenOffsetForFlush(_ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double) -> Double {
    let factor = min(max(flushFactor, 0), 1)
    let slack = CGFloat(flushWidth) - (line.width - line.trailingWhitespaceWidth)
    return Double(max(0, slack * factor))
}

/// The x of the caret before the character at `charIndex` (an index of the whole string), from the
/// line's origin (`CTLineGetOffsetForStringIndex`). Indices before the line give 0, after it its width.
public func CTLineGetOffsetForStringIndex(
    _ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?
) -> CGFloat {
    let local = min(max(0, charIndex - line.range.location), line.layout.lines.first?.text.utf16.count ?? 0)
    let x = line.x(ofLocalOffset: local)
    secondaryOffset?.pointee = x
    return x
}

/// The index (of the whole string) of the caret position nearest `position` (line coordinates:
/// x from the line's origin) — `CTLineGetStringIndexForPosition`, the call that turns a tap into a
/// character index.
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    guard position.x.isFinite else { return kCFNotFound }
    let local = line.layout.offset(closestTo: CGPoint(x: position.x + line.left, y: line.ascent))
    return line.range.location + local
}

/// The line's bounds (`CTLineGetBoundsWithOptions`): from the origin, the typographic width and
/// from `-descent` to `ascent`; without `.excludeTypographicShifts`-style refinements (every option
/// gives the typographic box, trailing spaces left out with `.useOpticalBounds` and
/// `.useGlyphPathBounds`).
public func CTLineGetBoundsWithOptions(_ line: CTLine, _ options: CTLineBoundsOptions) -> CGRect {
    let ink = options.contains(.useGlyphPathBounds) || options.contains(.useOpticalBounds)
    let width = ink ? line.width - line.trailingWhitespaceWidth : line.width
    return CGRect(x: 0, y: -line.descent, width: width, height: line.ascent + line.descent)
}

/// The line's image bounds in the context's text space (`CTLineGetImageBounds`): here the
/// typographic box without trailing spaces, at the text position.
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    var bounds = CTLineGetBoundsWithOptions(line, .useGlyphPathBounds)
    if let context { bounds = bounds.offsetBy(dx: context.textPosition.x, dy: context.textPosition.y) }
    return bounds
}

/// Draws the line at the context's text position, baseline on it, in text space (y up): in a
/// UIKit (flipped) context, flip it first or the line comes out upside down, as on iOS.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    line.draw(in: context, at: context.textPosition)
}

/// `line` cut to `width` points with an ellipsis at its start, middle or end (`CTLineCreateTruncatedLine`);
/// a line that fits comes back whole. The ellipsis is "…" whatever the token (the token's width is
/// not used).
public func CTLineCreateTruncatedLine(
    _ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType, _ truncationToken: CTLine?
) -> CTLine? {
    guard width.isFinite, width > 0 else { return nil }
    let mode: NSLineBreakMode
    switch truncationType {
    case .start: mode = .byTruncatingHead
    case .middle: mode = .byTruncatingMiddle
    case .end: mode = .byTruncatingTail
    }
    return CTLine(source: line.source, range: line.range, truncation: (CGFloat(width), mode))
}
