@_spi(ViewLab) import CoreGraphics
import Foundation

/// Text laid out in a shape — Core Text's `CTFrame`, made by `CTFramesetterCreateFrame`: the
/// lines that fit in the bounding box of its path (wrapped at its width, the lines that do not fit
/// in its height left out), each with its origin relative to the bottom-left of that box (y up),
/// as `CTFrameGetLineOrigins` reports them (Apple: "relative to the origin of the path's bounding
/// box").
///
/// Differences from iOS: text fills the path's bounding box (a path that is not a rectangle is
/// not flowed around).
public final class CTFrame {
    /// The path the frame fills, and its bounding box.
    let path: CGPath
    let box: CGRect
    /// The range asked for, and the range the lines show.
    let stringRange: NSRange
    let visibleRange: NSRange
    /// The lines, top to bottom, and their origins (baseline left ends) relative to `box`'s origin.
    let lines: [CTLine]
    let origins: [CGPoint]

    init(source: AttributedText, range: NSRange, path: CGPath) {
        self.path = path
        box = path.boundingBoxOfPath
        stringRange = range
        var options = TextLayout.Options(width: box.width, height: box.height)
        options.truncatingModesWrap = true
        let layout = TextLayout(source.substring(range), options: options)
        let ranges = layout.lineCharacterRanges().map {
            NSRange(location: $0.location + range.location, length: $0.length)
        }
        var lines: [CTLine] = [], origins: [CGPoint] = []
        for (placed, lineRange) in zip(layout.lines, ranges) {
            let truncation =
                placed.isTruncated
                ? (width: box.width - placed.frame.minX, mode: NSLineBreakMode.byTruncatingTail) : nil
            lines.append(CTLine(source: source, range: lineRange, truncation: truncation))
            origins.append(CGPoint(x: placed.frame.minX, y: box.height - placed.baseline))
        }
        self.lines = lines
        self.origins = origins
        let end = ranges.last.map(NSMaxRange) ?? range.location
        visibleRange = NSRange(location: range.location, length: end - range.location)
    }
}

/// The frame's lines, top to bottom (a CFArray of `CTLine`).
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray { frame.lines }

/// The frame's lines as an `NSArray` (`let lines: NSArray = CTFrameGetLines(frame)`, which the
/// toll-free bridge allows on iOS).
@_disfavoredOverload
public func CTFrameGetLines(_ frame: CTFrame) -> NSArray { NSArray(array: frame.lines) }

/// Copies the origins of the lines of `range` (length 0: to the last line) into `origins`:
/// each line's baseline left end, relative to the origin of the path's bounding box, y up.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    for (offset, index) in range.indices(in: frame.origins.count).enumerated() {
        origins[offset] = frame.origins[index]
    }
}

/// The range of the string the frame was asked to lay out.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange {
    CFRange(location: frame.stringRange.location, length: frame.stringRange.length)
}

/// The range of the string the frame's lines show (text that did not fit is left out).
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange {
    CFRange(location: frame.visibleRange.location, length: frame.visibleRange.length)
}

/// The path the frame was made with.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

/// Draws every line of the frame at its origin (plus the path box's), in text space (y up): in a
/// UIKit (flipped) context, flip it first (`translateBy(x: 0, y: height)`, `scaleBy(x: 1, y: -1)`)
/// or the text comes out upside down, as on iOS.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    for (line, origin) in zip(frame.lines, frame.origins) {
        line.draw(in: context, at: CGPoint(x: frame.box.minX + origin.x, y: frame.box.minY + origin.y))
    }
}
