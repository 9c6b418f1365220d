@_spi(ViewLab) import CoreText
import Foundation

/// ViewLab's text layout engine: lays out an attributed string with CoreText, one `LaidOutParagraph`
/// per paragraph (so that each paragraph keeps its own `NSParagraphStyle`), stacks the paragraphs, and
/// limits lines by count and height. String drawing, `boundingRect` and `UILabel` all go through it.
///
/// Coordinates are in points, origin at the top-left of the first line's line box, y down.
final class TextLayout {
    // MARK: - Options

    struct Options {
        /// The wrapping width; nil for no limit.
        var width: CGFloat?
        /// The height lines must fit in; nil for no limit. The first line is always kept.
        var height: CGFloat?
        /// The most lines shown; 0 for no limit.
        var maximumNumberOfLines = 0
        /// `UILabel`: truncating modes wrap words and truncate the last visible line. String drawing
        /// (false): a truncating mode makes each paragraph a single truncated line, as on iOS.
        var truncatingModesWrap = false
        /// Replaces every paragraph's line break mode (`UILabel.lineBreakMode`).
        var lineBreakMode: NSLineBreakMode?
        /// Font for text without `.font` (iOS uses Helvetica 12; ViewLab the system font at 12).
        var defaultFont = UIFont.systemFont(ofSize: 12)
        /// Colour for text without `.foregroundColor` (black, as on iOS).
        var defaultColor = CGColor.black
        /// Paragraph style for text without `.paragraphStyle`.
        var defaultParagraphStyle = NSParagraphStyle.default

        init(width: CGFloat? = nil, height: CGFloat? = nil) {
            self.width = Options.limit(width)
            self.height = Options.limit(height)
        }

        /// A usable limit: NaN, infinities, values ≤ 0 and huge values (≥ 10⁶ points, beyond what
        /// pango's 32-bit units hold) mean "no limit".
        static func limit(_ value: CGFloat?) -> CGFloat? {
            guard let value, value.isFinite, value > 0, value < 1_000_000 else { return nil }
            return value
        }
    }

    // MARK: - Result

    /// One visible line.
    struct Line {
        /// The visible text, with "…" where text was truncated.
        var text: String
        /// The line box (logical extents), in layout coordinates.
        var frame: CGRect
        /// The baseline's y.
        var baseline: CGFloat
        /// Whether an ellipsis replaced text in this line.
        var isTruncated: Bool
    }

    /// One laid-out paragraph.
    struct Paragraph {
        /// The laid-out paragraph (it owns the engine's layout).
        let laidOut: LaidOutParagraph
        /// The engine's layout, for `TextSystem`'s line, caret and drawing functions.
        var layout: OpaquePointer { laidOut.handle }
        /// Lines shown (the layout may hold more when lines are cut without an ellipsis).
        let visibleLines: Int
        /// Offset of the laid-out paragraph's origin.
        var origin: CGPoint
        /// The source text, for rebuilding attributes (shadow passes).
        let source: ParagraphSource
    }

    private(set) var paragraphs: [Paragraph] = []
    /// The visible lines, top to bottom.
    private(set) var lines: [Line] = []
    /// The used size: widest line (with indents) and the height of all visible lines.
    private(set) var size: CGSize = .zero
    /// Whether text was cut (by line count or height), with or without an ellipsis.
    private(set) var isTruncated = false

    /// Characters no known font could draw (shown as boxes); 0 when every glyph is real.
    var unknownGlyphCount: Int {
        FontConfiguration.withLock { _ in paragraphs.reduce(0) { $0 + $1.laidOut.unknownGlyphCount } }
    }

    /// Lays out `string` with `options`.
    init(_ string: AttributedText, options: Options) {
        FontConfiguration.withLock { state in layOut(string, options: options, state: state) }
    }

    // MARK: - Layout

    private func layOut(_ string: AttributedText, options: Options, state: TextSystem.State) {
        var y: CGFloat = 0
        var previousSpacing: CGFloat = 0
        var usedLines = 0
        let sources = ParagraphSource.split(string, options: options)
        var droppedParagraphs = false
        for (index, source) in sources.enumerated() {
            let style = source.paragraphStyle
            if index > 0 { y += previousSpacing + style.paragraphSpacingBefore }
            let mode = options.lineBreakMode ?? style.lineBreakMode
            let remaining = options.maximumNumberOfLines > 0 ? options.maximumNumberOfLines - usedLines : 0
            let layout = source.makeLayout(state: state, mode: mode, options: options, lineLimit: remaining)

            // How many lines fit (count, then height); always at least one line overall.
            let total = layout.lineCount
            var allowed = total
            if options.maximumNumberOfLines > 0 { allowed = min(allowed, options.maximumNumberOfLines - usedLines) }
            if let height = options.height {
                let bottoms = TextLayout.lineBottoms(layout.handle)
                let fitting = bottoms.prefix(while: { y + $0 <= height + 0.001 }).count
                allowed = min(allowed, max(fitting, usedLines == 0 ? 1 : 0))
            }
            if allowed <= 0 {
                isTruncated = true
                droppedParagraphs = true
                break
            }
            if allowed < total {
                isTruncated = true
                if mode.truncates && options.truncatingModesWrap {
                    layout.limitLines(to: allowed)
                }
            }
            let shown = min(allowed, layout.lineCount)
            place(source, layout, shown: shown, y: y)
            y = lines.last?.frame.maxY ?? y
            usedLines += shown
            previousSpacing = style.paragraphSpacing
            if allowed < total || (options.maximumNumberOfLines > 0 && usedLines >= options.maximumNumberOfLines) {
                if index < sources.count - 1 {
                    isTruncated = true
                    droppedParagraphs = allowed == total
                }
                break
            }
        }
        if droppedParagraphs, options.truncatingModesWrap { ellipsizeLastParagraph(state: state, options: options) }
        if options.width == nil { alignUnlimitedLines() }
        let width = lines.map { $0.frame.maxX }.max() ?? 0
        size = CGSize(width: max(0, width), height: lines.last?.frame.maxY ?? 0)
    }

    /// Adds a laid-out paragraph showing `shown` lines at `y`.
    private func place(_ source: ParagraphSource, _ layout: LaidOutParagraph, shown: Int, y: CGFloat) {
        if layout.isEllipsized { isTruncated = true }
        let origin = CGPoint(x: source.leadingOffset, y: y)
        paragraphs.append(Paragraph(laidOut: layout, visibleLines: shown, origin: origin, source: source))
        lines += TextLayout.lines(of: layout.handle, count: shown, origin: origin, source: source)
    }

    /// Whole paragraphs were cut after the last one shown: in a truncating mode its last line ends
    /// with "…" (appended, then ellipsized again if it no longer fits).
    private func ellipsizeLastParagraph(state: TextSystem.State, options: Options) {
        guard let last = paragraphs.last else { return }
        let mode = options.lineBreakMode ?? last.source.paragraphStyle.lineBreakMode
        guard mode.truncates, !last.laidOut.isEllipsized else { return }
        paragraphs.removeLast()
        lines.removeLast(min(last.visibleLines, lines.count))
        let source = last.source.appendingEllipsis(options: options)
        let layout = source.makeLayout(state: state, mode: .byTruncatingTail, options: options)
        layout.limitLines(to: last.visibleLines)
        place(source, layout, shown: min(last.visibleLines, layout.lineCount), y: last.origin.y)
        if let index = lines.indices.last { lines[index].isTruncated = true }
    }

    /// Without a width, the engine aligns nothing: centre/right lines against the widest line.
    private func alignUnlimitedLines() {
        let widest = lines.map { $0.frame.width }.max() ?? 0
        var lineIndex = 0
        for p in paragraphs.indices {
            let alignment = paragraphs[p].source.resolvedAlignment
            for _ in 0..<paragraphs[p].visibleLines where lineIndex < lines.count {
                let slack = widest - lines[lineIndex].frame.width
                let shift: CGFloat = alignment == .center ? slack / 2 : (alignment == .right ? slack : 0)
                lines[lineIndex].frame.origin.x += shift
                lineIndex += 1
            }
        }
    }

    /// The bottom of each line of `layout`, in points from the layout's top.
    static func lineBottoms(_ layout: OpaquePointer) -> [CGFloat] {
        var bottoms: [CGFloat] = []
        TextSystem.forEachLine(of: layout) { line in
            bottoms.append(CGFloat(line.logicalY + line.logicalHeight) / TextSystem.unitsPerPoint)
            return true
        }
        return bottoms
    }

    /// The first `count` lines of `layout`, placed at `origin`.
    static func lines(of layout: OpaquePointer, count: Int, origin: CGPoint, source: ParagraphSource) -> [Line] {
        var result: [Line] = []
        let unit = TextSystem.unitsPerPoint
        TextSystem.forEachLine(of: layout) { line in
            guard result.count < count, line.engineLine != nil else { return false }
            let baseline = CGFloat(line.baseline) / unit
            let (text, truncated) = line.visibleText(in: source.utf8)
            let frame = CGRect(
                x: origin.x + CGFloat(line.logicalX) / unit, y: origin.y + CGFloat(line.logicalY) / unit,
                width: CGFloat(line.logicalWidth) / unit, height: CGFloat(line.logicalHeight) / unit)
            result.append(Line(text: text, frame: frame, baseline: origin.y + baseline, isTruncated: truncated))
            return true
        }
        return result
    }
}
