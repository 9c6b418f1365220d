import CoreGraphics
import Foundation

/// The layout manager's geometry questions, in the container's coordinates (origin at its
/// top-left; the first glyph of a left-aligned line sits at x = `lineFragmentPadding`). Each line
/// is a line fragment: as wide as the container, as tall as its line box; its used rectangle is
/// the part its glyphs take plus the padding at both ends (Apple, NSLayoutManager documentation:
/// `lineFragmentRect(forGlyphAt:effectiveRange:)`, `lineFragmentUsedRect(forGlyphAt:effectiveRange:)`).
extension NSLayoutManager {
    /// The rectangle the laid-out text uses: from the container's left edge, as wide as the
    /// widest line plus the padding on both sides, as tall as the lines.
    func managerUsedRect(for container: NSTextContainer) -> CGRect {
        guard let laidOut = laidOut(container) else { return .zero }
        let size = laidOut.layout.size
        return CGRect(x: 0, y: 0, width: size.width + 2 * laidOut.padding, height: size.height)
    }

    /// The glyphs laid out in `container`: all of them, or those of the lines shown when its height
    /// or `maximumNumberOfLines` cuts the text.
    func managerGlyphRange(for container: NSTextContainer) -> NSRange {
        laidOut(container)?.glyphRange ?? NSRange(location: 0, length: 0)
    }

    /// The rectangle enclosing the glyphs of `glyphRange` in `container` (the union of their
    /// lines' parts; an empty range: the caret's line).
    func managerBoundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard let laidOut = laidOut(container) else { return .zero }
        let rects = laidOut.rects(for: glyphRange)
        guard let first = rects.first else {
            return laidOut.layout.caretLine(at: min(max(0, glyphRange.location), laidOut.length)).offsetBy(
                dx: laidOut.padding, dy: 0)
        }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }

    /// The glyphs of the lines that `bounds` touches in `container`.
    func managerGlyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard let laidOut = laidOut(container) else { return NSRange(location: 0, length: 0) }
        let touched = laidOut.lineRanges.indices.filter { laidOut.lineFragmentRect($0).intersects(bounds) }
        guard let first = touched.first, let last = touched.last else { return NSRange(location: 0, length: 0) }
        return NSUnionRange(laidOut.lineRanges[first], laidOut.lineRanges[last])
    }

    /// The index of the character under `point` (container coordinates; the nearest one when the
    /// point is outside the text) and how far across it the point is, 0 to 1.
    func managerCharacterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints fraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        guard let laidOut = laidOut(container) else { fraction?.pointee = 0; return 0 }
        let (index, through) = laidOut.characterIndex(at: point)
        fraction?.pointee = through
        return index
    }

    /// The glyph under `point` (a glyph is a character here).
    func managerGlyphIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceThroughGlyph fraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: fraction)
    }

    func managerGlyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The line fragment holding glyph `glyphIndex`: the container's width, the line's height;
    /// `effectiveGlyphRange` gets the line's glyphs.
    func managerLineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> CGRect
    {
        guard let (laidOut, line) = line(holding: glyphIndex) else {
            effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0); return .zero
        }
        effectiveGlyphRange?.pointee = laidOut.lineRanges[line]
        return laidOut.lineFragmentRect(line)
    }

    /// The part of the line fragment holding `glyphIndex` its glyphs use (with the padding).
    func managerLineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> CGRect
    {
        guard let (laidOut, line) = line(holding: glyphIndex) else {
            effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0); return .zero
        }
        effectiveGlyphRange?.pointee = laidOut.lineRanges[line]
        return laidOut.lineFragmentUsedRect(line)
    }

    /// Calls `block` with each line fragment holding glyphs of `glyphsToShow`, top to bottom:
    /// its rectangle, used rectangle, container and glyph range; setting `stop` ends it.
    func managerEnumerateLineFragments(
        forGlyphRange glyphsToShow: NSRange,
        using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        guard let container = textContainers.first, let laidOut = laidOut(container) else { return }
        var stop = ObjCBool(false)
        for (index, range) in laidOut.lineRanges.enumerated() {
            let touches =
                NSIntersectionRange(range, glyphsToShow).length > 0 || NSLocationInRange(glyphsToShow.location, range)
            guard touches else { continue }
            block(laidOut.lineFragmentRect(index), laidOut.lineFragmentUsedRect(index), container, range, &stop)
            if stop.boolValue { return }
        }
    }

    /// Where glyph `glyphIndex` sits, from its line fragment's origin: x to its left edge (the
    /// padding included), y to its baseline.
    func managerLocation(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let (laidOut, line) = line(holding: glyphIndex) else { return .zero }
        let caret = laidOut.layout.caretLine(at: glyphIndex)
        let placed = laidOut.layout.lines[line]
        return CGPoint(x: caret.minX + laidOut.padding, y: placed.baseline - placed.frame.minY)
    }

    /// The glyphs hidden by the ellipsis of the line holding `glyphIndex`: from the first glyph the
    /// "…" replaces to the end of the line's range (a tail-truncated line: what is shown before the
    /// ellipsis is kept), or `NSNotFound` for a line shown whole — what read-more views ask.
    func managerTruncatedGlyphRange(inLineFragmentForGlyphAt glyphIndex: Int) -> NSRange {
        guard let (laidOut, line) = line(holding: glyphIndex), laidOut.layout.lines[line].isTruncated else {
            return NSRange(location: NSNotFound, length: 0)
        }
        let range = laidOut.lineRanges[line]
        let shown = max(0, laidOut.layout.lines[line].text.utf16.count - 1)
        let start = min(range.location + shown, NSMaxRange(range))
        return NSRange(location: start, length: NSMaxRange(range) - start)
    }

    /// The container glyph `glyphIndex` is laid out in (the first container here).
    func managerTextContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> NSTextContainer?
    {
        guard let container = textContainers.first, let laidOut = laidOut(container), glyphIndex >= 0,
            glyphIndex < laidOut.length
        else { return nil }
        effectiveGlyphRange?.pointee = laidOut.glyphRange
        return container
    }

    /// The laid-out text and the index of the visible line holding `glyphIndex`.
    private func line(holding glyphIndex: Int) -> (TextContainerLayout, Int)? {
        guard let container = textContainers.first, let laidOut = laidOut(container),
            let line = laidOut.lineIndex(containing: glyphIndex)
        else { return nil }
        return (laidOut, line)
    }
}
