import CoreGraphics
import Foundation

/// ViewLab: the text a layout manager laid out in one container, and what its geometry and drawing
/// answers are read from. Coordinates are the container's (origin at its top-left, before the line
/// fragment padding); the text engine's layout starts `padding` to the right.
final class TextContainerLayout {
    let layout: TextLayout
    /// The text laid out (UTF-16 offsets are glyph and character indexes).
    let text: String
    let padding: CGFloat
    /// The container's width (line fragments are as wide).
    let containerWidth: CGFloat
    /// The background colour runs, drawn by `drawBackground(forGlyphRange:at:)`.
    let backgrounds: [(range: NSRange, color: CGColor)]

    init(
        layout: TextLayout, text: String, padding: CGFloat, containerWidth: CGFloat,
        backgrounds: [(range: NSRange, color: CGColor)] = []
    ) {
        self.layout = layout
        self.text = text
        self.padding = padding
        self.containerWidth = containerWidth
        self.backgrounds = backgrounds
    }

    var length: Int { text.utf16.count }

    /// The characters of each visible line; the last one runs to the end unless text was cut. A
    /// truncated line holds the rest of its paragraph: the glyphs its ellipsis hides stay in its
    /// line fragment, as `truncatedGlyphRange(inLineFragmentForGlyphAt:)` ("the range for glyphs in
    /// the line fragment that are truncated") describes.
    private(set) lazy var lineRanges: [NSRange] = {
        var ranges = layout.lineCharacterRanges()
        if !layout.isTruncated, let last = ranges.indices.last { ranges[last].length = length - ranges[last].location }
        return ranges
    }()

    /// The characters laid out: all of them, or up to the end of the last line shown (hidden
    /// glyphs of a truncated line included).
    var glyphRange: NSRange {
        guard layout.isTruncated, let last = lineRanges.last else { return NSRange(location: 0, length: length) }
        return NSRange(location: 0, length: min(length, NSMaxRange(last)))
    }

    /// The index of the visible line holding `index` (the last line for an index past the text).
    func lineIndex(containing index: Int) -> Int? {
        guard !lineRanges.isEmpty else { return nil }
        return lineRanges.firstIndex { NSLocationInRange(index, $0) } ?? (index < 0 ? 0 : lineRanges.count - 1)
    }

    /// The line fragment rectangle of line `index`: the container's width, the line box's height.
    func lineFragmentRect(_ index: Int) -> CGRect {
        let frame = layout.lines[index].frame
        let width = containerWidth.isFinite && containerWidth < 1_000_000 ? containerWidth : frame.maxX + 2 * padding
        return CGRect(x: 0, y: frame.minY, width: width, height: frame.height)
    }

    /// The part of line `index` its glyphs use, with the padding at both ends.
    func lineFragmentUsedRect(_ index: Int) -> CGRect {
        let frame = layout.lines[index].frame
        return CGRect(x: frame.minX, y: frame.minY, width: frame.width + 2 * padding, height: frame.height)
    }

    /// The rectangles (container coordinates) the characters of `range` take, one per line.
    func rects(for range: NSRange) -> [CGRect] {
        let clamped = NSIntersectionRange(range, glyphRange)
        return layout.selectionRects(from: clamped.location, to: NSMaxRange(clamped)).map {
            $0.offsetBy(dx: padding, dy: 0)
        }
    }

    /// The index of the character under `point` and how far across it the point is (0–1).
    func characterIndex(at point: CGPoint) -> (index: Int, fraction: CGFloat) {
        guard length > 0 else { return (0, 0) }
        let local = CGPoint(x: point.x - padding, y: point.y)
        let insertion = min(layout.offset(closestTo: local), NSMaxRange(glyphRange))
        let caret = layout.caretLine(at: insertion).minX
        var character = text.composedCharacterRange(at: insertion)
        if insertion > 0, local.x < caret || character.length == 0 {
            character = text.composedCharacterRange(at: insertion - 1)
        }
        let left = layout.caretLine(at: character.location).minX,
            right = layout.caretLine(at: NSMaxRange(character)).minX
        let fraction = right > left ? min(max((local.x - left) / (right - left), 0), 1) : 0
        return (character.location, fraction)
    }
}

extension TextContainerLayout {
    /// Lays `string` out in a standalone `container`, as TextKit 1 does on iOS: wrapped at the
    /// container's width less the padding, cut by its height and `maximumNumberOfLines`, the last
    /// line ended as `lineBreakMode` says. Text without a font is the system font at 12 pt (iOS:
    /// Helvetica 12), without a colour black. Link runs (`.link`) are drawn in the link colour and
    /// underlined whatever their `.foregroundColor` ("NSLayoutManager has an internal color
    /// hard-coded for glyph ranges belonging to a hyperlink. It ignores the
    /// NSForegroundColorAttributeName", Cocoanetics, "Customizing UILabel Hyperlinks", 2015 — which
    /// is why link labels draw links with their own attributes). Backgrounds are taken out of the
    /// glyphs' layout and drawn by `drawBackground(forGlyphRange:at:)`.
    @MainActor static func standalone(_ string: AttributedText, in container: NSTextContainer) -> TextContainerLayout {
        var backgrounds: [(range: NSRange, color: CGColor)] = []
        for run in string.runs {
            if let color = TextAttributeValue.color(run.attributes[.backgroundColor]) {
                backgrounds.append((run.range, color))
            }
        }
        let drawn = string.mapAttributes { attributes in
            var attributes = attributes
            attributes[.backgroundColor] = nil
            if attributes[.link] != nil {
                attributes[.foregroundColor] = UIColor.link
                if attributes[.underlineStyle] == nil { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
            }
            return attributes
        }
        let padding = max(0, container.lineFragmentPadding)
        let size = container.size
        var options = TextLayout.Options(width: size.width - 2 * padding, height: size.height)
        if TextLayout.Options.limit(size.width) != nil, options.width == nil { options.width = 1 }
        options.maximumNumberOfLines = max(0, container.maximumNumberOfLines)
        options.truncatingModesWrap = true
        if container.lineBreakMode != .byWordWrapping { options.lineBreakMode = container.lineBreakMode }
        return TextContainerLayout(
            layout: TextLayout(drawn, options: options), text: string.string, padding: padding,
            containerWidth: size.width, backgrounds: backgrounds)
    }
}
