import Foundation

/// A run of a line: characters with the same attributes (Core Text's `CTRun`, from
/// `CTLineGetGlyphRuns`). Its range is in the string the line was made from; its positions are
/// from the line's origin, baseline at y = 0.
///
/// Differences from iOS: a glyph is a UTF-16 unit, and `CTRunGetGlyphs` gives those units (which
/// `CTFontCreatePathForGlyph` turns back into the character's outline), so the classic "text to
/// path" loop works; a run never splits by script or font fallback.
public final class CTRun {
    /// The line the run belongs to.
    let line: CTLine
    /// The run's range in the line's source string.
    let range: NSRange
    /// The run's attributes.
    let attributes: [NSAttributedString.Key: Any]

    init(line: CTLine, range: NSRange, attributes: [NSAttributedString.Key: Any]) {
        self.line = line
        self.range = range
        self.attributes = attributes
    }

    /// The x of the caret before UTF-16 offset `index` of the whole string, from the line's origin.
    func x(at index: Int) -> CGFloat { line.x(ofLocalOffset: index - line.range.location) }

    /// The run's font (the default font when its text has none).
    var font: UIFont { attributes[.font] as? UIFont ?? TextLayout.Options().defaultFont }

    /// The indices of `requested` (length 0: to the end of the run) within the run.
    func indices(_ requested: CFRange) -> Range<Int> { requested.indices(in: range.length) }
}

/// The runs of a line, in order (`CTLineGetGlyphRuns`; a CFArray of `CTRun`).
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray {
    let shown = NSRange(location: line.range.location, length: CTLineGetGlyphCount(line))
    return line.source.runs.compactMap { run -> CTRun? in
        let overlap = NSIntersectionRange(run.range, shown)
        guard overlap.length > 0 else { return nil }
        return CTRun(line: line, range: overlap, attributes: run.attributes)
    }
}

/// The run's attributes (a CFDictionary keyed by attribute names such as `kCTFontAttributeName`).
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary {
    Dictionary(uniqueKeysWithValues: run.attributes.map { (AnyHashable($0.key.rawValue), $0.value) })
}

/// The run's range in the string the line was made from.
public func CTRunGetStringRange(_ run: CTRun) -> CFRange {
    CFRange(location: run.range.location, length: run.range.length)
}

/// The number of glyphs in the run (its UTF-16 units here).
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.range.length }

/// The run's width, and its font's ascent, descent and leading through the pointers, for the
/// glyphs of `range` (length 0: the whole run) — `CTRunGetTypographicBounds`.
public func CTRunGetTypographicBounds(
    _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    let indices = run.indices(range)
    ascent?.pointee = run.font.ascender
    descent?.pointee = -run.font.descender
    leading?.pointee = run.font.leading
    let start = run.range.location + indices.lowerBound, end = run.range.location + indices.upperBound
    return Double(abs(run.x(at: end) - run.x(at: start)))
}

/// The glyphs of `range` (length 0: the whole run) copied to `buffer`: here the UTF-16 units of
/// the run's text (`CTRunGetGlyphs`).
public func CTRunGetGlyphs(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>) {
    let units = Array(run.line.source.string.utf16)
    for (offset, index) in run.indices(range).enumerated() {
        let unit = run.range.location + index
        buffer[offset] = units.indices.contains(unit) ? units[unit] : 0
    }
}

/// Each glyph's position from the line's origin (baseline y = 0) copied to `buffer` (`CTRunGetPositions`).
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    for (offset, index) in run.indices(range).enumerated() {
        buffer[offset] = CGPoint(x: run.x(at: run.range.location + index), y: 0)
    }
}

/// Each glyph's advance (to the next glyph's position) copied to `buffer` (`CTRunGetAdvances`).
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    for (offset, index) in run.indices(range).enumerated() {
        let at = run.range.location + index
        buffer[offset] = CGSize(width: run.x(at: at + 1) - run.x(at: at), height: 0)
    }
}

/// The index in the string of each glyph of `range` copied to `buffer` (`CTRunGetStringIndices`).
public func CTRunGetStringIndices(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>) {
    for (offset, index) in run.indices(range).enumerated() { buffer[offset] = run.range.location + index }
}
