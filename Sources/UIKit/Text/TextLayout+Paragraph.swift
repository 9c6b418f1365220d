@_spi(ViewLab) import CoreText
import CPangoCairo
import Foundation

/// One paragraph of an attributed string, ready to be laid out by pango.
struct ParagraphSource {
    /// The paragraph's text with its attributes (without the separator).
    let string: AttributedText
    /// The text as UTF-8 (what pango indexes).
    let utf8: [UInt8]
    /// UTF-8 offset of every UTF-16 offset (NSRange units), one past the end included.
    let utf8Offsets: [Int]
    let paragraphStyle: NSParagraphStyle
    /// The font of the paragraph's first character (sets the height of an empty paragraph).
    let font: UIFont
    let defaultColor: CGColor
    let defaultFont: UIFont
    /// The UTF-16 offset of the paragraph's first character in the whole string.
    var location = 0

    // MARK: - Splitting

    /// The paragraphs of `string`: split at "\n", "\r\n", "\r" and U+2029. A final separator does
    /// not start an extra, empty line (as NSString drawing measures).
    static func split(_ string: AttributedText, options: TextLayout.Options) -> [ParagraphSource] {
        let text = Array(string.string.utf16)
        let length = text.count
        var ranges: [(range: NSRange, separator: Int)] = []
        var start = 0, index = 0
        while index < length {
            let unit = text[index]
            if unit == 0x0A || unit == 0x0D || unit == 0x2029 {
                var separatorLength = 1
                if unit == 0x0D, index + 1 < length, text[index + 1] == 0x0A { separatorLength = 2 }
                ranges.append((NSRange(location: start, length: index - start), index))
                index += separatorLength
                start = index
            } else {
                index += 1
            }
        }
        if start < length || ranges.isEmpty { ranges.append((NSRange(location: start, length: length - start), length)) }
        return ranges.map { item in
            // Attributes of an empty paragraph come from its separator (or the previous character).
            let probe = item.range.length > 0 ? item.range.location : min(item.separator, max(0, length - 1))
            let attributes = length > 0 ? string.attributes(at: probe) : [:]
            let whole = item.range.location == 0 && item.range.length == length
            var source = ParagraphSource(string: whole ? string : string.substring(item.range), attributes: attributes, options: options)
            source.location = item.range.location
            return source
        }
    }

    init(string: AttributedText, attributes: [NSAttributedString.Key: Any], options: TextLayout.Options) {
        self.string = string
        let text = string.string
        utf8 = Array(text.utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(string.length + 1)
        var position = 0
        for scalar in text.unicodeScalars {
            for _ in 0..<scalar.utf16.count { offsets.append(position) }
            position += scalar.utf8.count
        }
        offsets.append(position)
        utf8Offsets = offsets
        paragraphStyle = attributes[.paragraphStyle] as? NSParagraphStyle ?? options.defaultParagraphStyle
        font = attributes[.font] as? UIFont ?? options.defaultFont
        defaultColor = options.defaultColor
        defaultFont = options.defaultFont
    }

    /// The paragraph with "…" appended (in the attributes of its last character).
    func appendingEllipsis(options: TextLayout.Options) -> ParagraphSource {
        let attributes = string.length > 0 ? string.attributes(at: string.length - 1) : [.font: font, .paragraphStyle: paragraphStyle]
        let extended = string.appending(AttributedText(string: "\u{2026}", attributes: attributes))
        var source = ParagraphSource(string: extended, attributes: [.font: font, .paragraphStyle: paragraphStyle], options: options)
        source.location = location
        return source
    }

    // MARK: - Geometry from the paragraph style

    /// The x of the layout's origin: the smaller of the two head indents.
    var leadingOffset: CGFloat { min(paragraphStyle.firstLineHeadIndent, paragraphStyle.headIndent) }

    /// Pango's alignment for the style (natural = the writing direction's leading edge).
    var resolvedAlignment: PangoAlignment {
        let rightToLeft = paragraphStyle.baseWritingDirection == .rightToLeft
        switch paragraphStyle.alignment {
        case .left: return PANGO_ALIGN_LEFT
        case .right: return PANGO_ALIGN_RIGHT
        case .center: return PANGO_ALIGN_CENTER
        case .natural, .justified: return rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        }
    }

    /// The wrapping width for a container of `width` (indents taken off), at least one point.
    func layoutWidth(for width: CGFloat) -> CGFloat {
        let style = paragraphStyle
        let trailing = style.tailIndent > 0 ? style.tailIndent : width + style.tailIndent
        return min(max(1, trailing - leadingOffset), 1_000_000)
    }

    // MARK: - Pango layout

    /// A pango layout of the paragraph, wrapped and truncated according to `mode` (caller holds the lock).
    /// `lineLimit` (> 0), for `UILabel`'s truncating modes: the most lines it may show, set before
    /// pango lays it out — the last one ellipsized when text is left — which spares a second layout.
    func makeLayout(state: TextSystem.State, mode: NSLineBreakMode, options: TextLayout.Options, lineLimit: Int = 0) -> OpaquePointer {
        let rightToLeft = paragraphStyle.baseWritingDirection == .rightToLeft
        let layout = pango_layout_new(rightToLeft ? state.rightToLeft : state.leftToRight)!
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_font_description(layout, font.pangoDescription)
        utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32(buffer.count)) }
        }
        let attributes = attributeList(colorFor: nil)
        pango_layout_set_attributes(layout, attributes.handle)
        attributes.release()

        let style = paragraphStyle
        let unit = CGFloat(PANGO_SCALE)
        pango_layout_set_indent(layout, Int32((style.firstLineHeadIndent - style.headIndent) * unit))
        pango_layout_set_spacing(layout, Int32(min(style.lineSpacing, 10_000) * unit))
        pango_layout_set_alignment(layout, options.width == nil ? PANGO_ALIGN_LEFT : resolvedAlignment)
        pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
        if let width = options.width {
            pango_layout_set_width(layout, Int32(layoutWidth(for: width) * unit))
            pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if mode.truncates {
                pango_layout_set_ellipsize(layout, mode == .byTruncatingHead ? PANGO_ELLIPSIZE_START
                                           : mode == .byTruncatingMiddle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END)
                // String drawing: one line per paragraph. UILabel: the line limit, if any (a height
                // limit is applied once lines are measured).
                let limit = lineLimit > 0 ? Int32(clamping: lineLimit) : Int32.max
                pango_layout_set_height(layout, options.truncatingModesWrap ? -limit : -1)
                Self.keepEllipsizedLinesInside(layout, width: layoutWidth(for: width))
            }
        }
        return layout
    }

    /// Pango fits an ellipsized line to the width before it takes the letter spacing off the
    /// line's two ends, so with negative spacing (the system font's tracking above 12 pt) the line
    /// comes out wider than the width by the spacing. Lay it out once more, narrower by the excess.
    private static func keepEllipsizedLinesInside(_ layout: OpaquePointer, width: CGFloat) {
        guard pango_layout_is_ellipsized(layout) != 0 else { return }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let unit = CGFloat(PANGO_SCALE), excess = CGFloat(logical.width) / unit - width
        guard excess > 0.001 else { return }
        pango_layout_set_width(layout, Int32(max(1, width - excess) * unit))
    }

    // MARK: - Reading lines back

    /// The text a line shows, with "…" for the ellipsis run, and whether it has one.
    func visibleText(of line: UnsafeMutablePointer<PangoLayoutLine>) -> (String, Bool) {
        var text = ""
        var truncated = false
        var node = line.pointee.runs
        while let current = node {
            defer { node = current.pointee.next }
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item else { continue }
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
