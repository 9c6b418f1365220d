@_spi(ViewLab) import CoreGraphics
import CPangoCairo
import Foundation

/// ViewLab (for UIKit's text layout): one paragraph of attributed text laid out by the engine —
/// wrapped to a width, ellipsized, aligned — what Core Text's `CTTypesetter` makes of a paragraph
/// (its `CTLine`s in a `CTFrame`). It owns the engine's layout and frees it when released. Lines,
/// carets and hit-testing are read through `TextSystem.forEachLine`/`caret`/`index` with `handle`,
/// drawing through `TextSystem.drawLine`/`withCopy`. Make, read and change it holding the
/// text-system lock (`TextSystem.withLock`).
package final class LaidOutParagraph {
    /// How lines sit in the wrapping width (`CTTextAlignment` without natural and justified).
    package enum Alignment: Sendable { case left, right, center }
    /// Where lines may break: between words (a word longer than the line between characters), or
    /// between any two characters (`NSLineBreakMode.byWordWrapping` / `.byCharWrapping`).
    package enum Wrapping: Sendable { case words, characters }
    /// Where an ellipsis replaces text that does not fit (`kCTLineTruncationStart`/`Middle`/`End`).
    package enum Truncation: Sendable { case start, middle, end }

    /// How the paragraph is laid out (`CTParagraphStyle` settings and the frame's width).
    package struct Settings {
        /// The base direction is right to left (the shaping context's direction).
        package var isRightToLeft = false
        /// The first line's indent relative to the other lines, in points.
        package var firstLineIndent: CGFloat = 0
        /// Where text after a tab starts, in points from the line's start, in order
        /// (`NSParagraphStyle.tabStops`, drawn left-aligned); empty: the engine's default.
        package var tabStops: [CGFloat] = []
        /// Extra space between lines, in points.
        package var lineSpacing: CGFloat = 0
        package var alignment = Alignment.left
        package var justifies = false
        /// The wrapping width in points; nil: lines are not wrapped (and `truncation` is ignored).
        package var width: CGFloat?
        package var wrapping = Wrapping.words
        /// nil: no ellipsis.
        package var truncation: Truncation?
        /// Letter spacing after a line's last grapheme, in points, which does not count against
        /// `width`: Core Text treats tracking as trailing whitespace, so text exactly as wide as
        /// its measured size neither wraps nor truncates; the engine counts it when it breaks and
        /// ellipsizes lines.
        package var trailingSpacing: CGFloat = 0
        /// With `truncation`: the most lines, the last one ellipsized when text is left
        /// (0: no limit; 1: one truncated line per paragraph).
        package var maximumNumberOfLines = 0

        package init() {}
    }

    /// The engine's layout, for `TextSystem`'s line, caret and drawing functions.
    package let handle: OpaquePointer

    /// Lays out `utf8` in `face` with the runs' `attributes` (the layout keeps its own reference
    /// to the list) according to `settings`.
    package init(
        _ state: TextSystem.State, utf8: [UInt8], face: TextFace, attributes: TextAttributeList, settings: Settings
    ) {
        let layout = pango_layout_new(settings.isRightToLeft ? state.rightToLeft : state.leftToRight)!
        handle = layout
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_font_description(layout, face.pangoDescription)
        utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                pango_layout_set_text(layout, $0.baseAddress, Int32(buffer.count))
            }
        }
        pango_layout_set_attributes(layout, attributes.handle)

        let unit = CGFloat(PANGO_SCALE)
        pango_layout_set_indent(layout, Int32(settings.firstLineIndent * unit))
        pango_layout_set_spacing(layout, Int32(settings.lineSpacing * unit))
        pango_layout_set_alignment(layout, Self.engineAlignment(settings.alignment))
        if !settings.tabStops.isEmpty, let tabs = pango_tab_array_new(Int32(settings.tabStops.count), 0) {
            for (index, location) in settings.tabStops.enumerated() {
                pango_tab_array_set_tab(tabs, Int32(index), PANGO_TAB_LEFT, Int32(location * unit))
            }
            pango_layout_set_tabs(layout, tabs)
            pango_tab_array_free(tabs)
        }
        pango_layout_set_justify(layout, settings.justifies ? 1 : 0)
        guard let width = settings.width else { return }
        pango_layout_set_width(layout, Int32((width + max(0, settings.trailingSpacing)) * unit))
        pango_layout_set_wrap(layout, settings.wrapping == .characters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        guard let truncation = settings.truncation else { return }
        pango_layout_set_ellipsize(
            layout,
            truncation == .start
                ? PANGO_ELLIPSIZE_START
                : truncation == .middle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END)
        let limit = settings.maximumNumberOfLines > 0 ? Int32(clamping: settings.maximumNumberOfLines) : Int32.max
        pango_layout_set_height(layout, -limit)
        if dropNeedlessEllipsis(width: width) { return }
        keepEllipsizedLinesInside(width: width)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// How many lines the paragraph has (`CFArrayGetCount(CTFrameGetLines(_:))`).
    package var lineCount: Int { Int(pango_layout_get_line_count(handle)) }

    /// Whether an ellipsis replaced text in some line.
    package var isEllipsized: Bool { pango_layout_is_ellipsized(handle) != 0 }

    /// Characters no known font could draw (shown as boxes).
    package var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(handle)) }

    /// Keeps at most `count` lines, the last one ellipsized when text is left (with a truncation).
    package func limitLines(to count: Int) {
        pango_layout_set_height(handle, -Int32(count))
    }

    private static func engineAlignment(_ alignment: Alignment) -> PangoAlignment {
        switch alignment {
        case .left: return PANGO_ALIGN_LEFT
        case .right: return PANGO_ALIGN_RIGHT
        case .center: return PANGO_ALIGN_CENTER
        }
    }

    /// Pango decides to ellipsize from the line's width before it takes the letter spacing off the
    /// line's two ends, so with negative spacing (the system font's tracking above 12 pt) a line
    /// whose measured width fits — what `boundingRect(with:…)` and a label's intrinsic size answer,
    /// the spacing trimmed — was cut: a 40-pt bold "Page 1" in a label sized to fit it was drawn
    /// "Pag…". A one-line paragraph that fits `width` as measured is laid out without a width (so
    /// neither wrapped nor ellipsized); its alignment inside `width` is then off by less than the
    /// trimmed spacing, which is all the slack there was. True when it did so.
    private func dropNeedlessEllipsis(width: CGFloat) -> Bool {
        guard isEllipsized else { return false }
        let mode = pango_layout_get_ellipsize(handle), layoutWidth = pango_layout_get_width(handle)
        pango_layout_set_ellipsize(handle, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_width(handle, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(handle, nil, &logical)
        if lineCount == 1, CGFloat(logical.width) / CGFloat(PANGO_SCALE) <= width + 0.001 { return true }
        pango_layout_set_width(handle, layoutWidth)
        pango_layout_set_ellipsize(handle, mode)
        return false
    }

    /// Pango fits an ellipsized line to the width before it takes the letter spacing off the
    /// line's two ends, so with negative spacing (the system font's tracking above 12 pt) the line
    /// comes out wider than the width by the spacing. Lay it out once more, narrower by the excess.
    private func keepEllipsizedLinesInside(width: CGFloat) {
        guard isEllipsized else { return }
        var logical = PangoRectangle()
        pango_layout_get_extents(handle, nil, &logical)
        let unit = CGFloat(PANGO_SCALE), excess = CGFloat(logical.width) / unit - width
        guard excess > 0.001 else { return }
        pango_layout_set_width(handle, Int32(max(1, width - excess) * unit))
    }
}

extension LaidOutLine {
    /// The text the line shows, its bytes taken from the paragraph's `utf8`, with "…" for the
    /// ellipsis run, and whether it has one (`CTLineGetGlyphRuns` with the truncation token).
    package func visibleText(in utf8: [UInt8]) -> (text: String, isTruncated: Bool) {
        var text = ""
        var truncated = false
        var node = engineLine?.pointee.runs
        while let current = node {
            defer { node = current.pointee.next }
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = run.pointee.item
            else { continue }
            if item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                text += "…"
                truncated = true
                continue
            }
            let start = Int(item.pointee.offset), end = start + Int(item.pointee.length)
            guard start >= 0, end <= utf8.count, start <= end else { continue }
            text += String(decoding: utf8[start..<end], as: UTF8.self)
        }
        return (text, truncated)
    }
}
