import Foundation

/// `enumerateEnclosingRects(forGlyphRange:withinSelectedGlyphRange:in:using:)`: "Enumerates the
/// enclosing rectangles for the specified glyph range" — one per line the range touches, as tall as
/// the line fragment and as wide as the range's glyphs on it (the rectangles a selection highlight
/// fills), in the container's coordinates. `selectedRange` (a selection the range is part of)
/// widens nothing here: ViewLab draws no selection across lines.
extension NSLayoutManager {
    public func enumerateEnclosingRects(
        forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
        in textContainer: NSTextContainer, using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var rects: [CGRect] = []
        enumerateLineFragments(forGlyphRange: glyphRange) { rect, _, container, lineRange, _ in
            guard container === textContainer else { return }
            let onLine = NSIntersectionRange(lineRange, glyphRange)
            guard onLine.length > 0 else { return }
            let glyphs = boundingRect(forGlyphRange: onLine, in: container)
            rects.append(CGRect(x: glyphs.minX, y: rect.minY, width: glyphs.width, height: rect.height))
        }
        var stop = ObjCBool(false)
        for rect in rects {
            block(rect, &stop)
            if stop.boolValue { return }
        }
    }
}
