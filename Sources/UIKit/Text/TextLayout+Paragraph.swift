@_spi(ViewLab) import CoreText
import Foundation

/// One paragraph of an attributed string, ready to be laid out by CoreText (`LaidOutParagraph`).
struct ParagraphSource {
    /// The paragraph's text with its attributes (without the separator).
    let string: AttributedText
    /// The text as UTF-8 (what the text engine indexes).
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
        if start < length || ranges.isEmpty {
            ranges.append((NSRange(location: start, length: length - start), length))
        }
        return ranges.map { item in
            // Attributes of an empty paragraph come from its separator (or the previous character).
            let probe = item.range.length > 0 ? item.range.location : min(item.separator, max(0, length - 1))
            let attributes = length > 0 ? string.attributes(at: probe) : [:]
            let whole = item.range.location == 0 && item.range.length == length
            var source = ParagraphSource(
                string: whole ? string : string.substring(item.range), attributes: attributes, options: options)
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
        let attributes =
            string.length > 0
            ? string.attributes(at: string.length - 1) : [.font: font, .paragraphStyle: paragraphStyle]
        let extended = string.appending(AttributedText(string: "\u{2026}", attributes: attributes))
        var source = ParagraphSource(
            string: extended, attributes: [.font: font, .paragraphStyle: paragraphStyle], options: options)
        source.location = location
        return source
    }

    // MARK: - Geometry from the paragraph style

    /// The x of the layout's origin: the smaller of the two head indents.
    var leadingOffset: CGFloat { min(paragraphStyle.firstLineHeadIndent, paragraphStyle.headIndent) }

    /// The engine's alignment for the style (natural = the writing direction's leading edge).
    var resolvedAlignment: LaidOutParagraph.Alignment {
        let rightToLeft = paragraphStyle.baseWritingDirection == .rightToLeft
        switch paragraphStyle.alignment {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .natural, .justified: return rightToLeft ? .right : .left
        }
    }

    /// The wrapping width for a container of `width` (indents taken off), at least one point.
    func layoutWidth(for width: CGFloat) -> CGFloat {
        let style = paragraphStyle
        let trailing = style.tailIndent > 0 ? style.tailIndent : width + style.tailIndent
        return min(max(1, trailing - leadingOffset), 1_000_000)
    }

    // MARK: - Laying out

    /// The paragraph laid out, wrapped and truncated according to `mode` (caller holds the lock).
    /// `lineLimit` (> 0), for `UILabel`'s truncating modes: the most lines it may show, set before
    /// the engine lays it out — the last one ellipsized when text is left — which spares a second layout.
    func makeLayout(state: TextSystem.State, mode: NSLineBreakMode, options: TextLayout.Options, lineLimit: Int = 0)
        -> LaidOutParagraph
    {
        let style = paragraphStyle
        var settings = LaidOutParagraph.Settings()
        settings.isRightToLeft = style.baseWritingDirection == .rightToLeft
        settings.firstLineIndent = style.firstLineHeadIndent - style.headIndent
        settings.tabStops = Self.tabLocations(style, from: leadingOffset)
        settings.lineSpacing = min(style.lineSpacing, 10_000)
        settings.alignment = options.width == nil ? .left : resolvedAlignment
        settings.justifies = style.alignment == .justified
        settings.width = options.width.map(layoutWidth(for:))
        settings.trailingSpacing =
            string.runs.map {
                Self.letterSpacing($0.attributes, font: $0.attributes[.font] as? UIFont ?? defaultFont)
            }.max() ?? 0
        settings.wrapping = mode == .byCharWrapping ? .characters : .words
        if mode.truncates {
            settings.truncation = mode == .byTruncatingHead ? .start : mode == .byTruncatingMiddle ? .middle : .end
            // String drawing: one line per paragraph. UILabel: the line limit, if any (a height
            // limit is applied once lines are measured).
            settings.maximumNumberOfLines = options.truncatingModesWrap ? lineLimit : 1
        }
        let attributes = attributeList(colorFor: nil)
        defer { attributes.release() }
        return LaidOutParagraph(state, utf8: utf8, face: font.face, attributes: attributes, settings: settings)
    }
}

extension ParagraphSource {
    /// Where the engine puts text after each tab, in points from the laid-out line's start (which
    /// is `offset` from the leading edge the stops are measured from): the paragraph's stops in
    /// order, then stops every `defaultTabInterval` after the last, up to 2,000 points. A tab
    /// past every stop acts as a space on iOS; the engine moves it to its own next stop.
    static func tabLocations(_ style: NSParagraphStyle, from offset: CGFloat) -> [CGFloat] {
        var locations = style.tabStops.map { $0.location - offset }.filter { $0 > 0 }
        let interval = style.defaultTabInterval
        if interval > 0 {
            var next = ((locations.last ?? 0) / interval).rounded(.down) * interval + interval
            while next <= 2_000, locations.count < 200 {
                locations.append(next)
                next += interval
            }
        }
        return locations
    }
}
