import CoreGraphics
import Foundation

/// Lays a text view's text out in its container (Apple, NSLayoutManager documentation). ViewLab's
/// answers the geometry questions components ask of a text view's layout manager — the used and
/// bounding rectangles, the character under a point (the "tap on a link" idiom) — from the text
/// view's own layout, in the container's coordinates (origin at the container's top-left, before
/// the line fragment padding; add `textContainerInset` for the view's).
///
/// Glyphs are characters here: a glyph index is the UTF-16 offset of its character, so the
/// glyph/character conversions return what they are given. A layout manager without a text view
/// (one made with its own `NSTextStorage`) is not supported: its answers are empty.
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    /// The containers it lays text out in.
    open private(set) var textContainers: [NSTextContainer] = []
    open var allowsNonContiguousLayout = false
    open var usesFontLeading = true
    /// The hyphenation threshold, 0–1 (0: no hyphenation, the default; deprecated on iOS 9 in
    /// favour of `NSParagraphStyle.hyphenationFactor`). Kept; ViewLab does not hyphenate.
    open var hyphenationFactor: CGFloat = 0
    /// Whether spaces, tabs and line ends are drawn as visible symbols (default false). Kept, not drawn.
    open var showsInvisibleCharacters = false
    /// Whether control characters are drawn as visible glyphs (default false). Kept, not drawn.
    open var showsControlCharacters = false

    public override init() { super.init() }

    open func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
        container.layoutManager = self
    }

    /// The number of glyphs (characters) laid out.
    open var numberOfGlyphs: Int { textContainers.first?.owner?.editableLength ?? 0 }

    /// Lays out the text of `container` now (ViewLab lays text out on demand; nothing to do).
    open func ensureLayout(for container: NSTextContainer) {}

    /// Lays the text out again (the text view's layout and size are invalidated).
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) {
        actualCharRange?.pointee = charRange
        container(textContainers.first)?.textContentDidChange()
    }

    /// Draws the range again.
    open func invalidateDisplay(forCharacterRange charRange: NSRange) { container(textContainers.first)?.setNeedsDisplay() }

    /// The rectangle the laid-out text uses: from the container's left edge, as wide as the
    /// widest line plus the padding on both sides, as tall as the lines.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard let view = self.container(container) else { return .zero }
        let size = view.textLayout().size
        return CGRect(x: 0, y: 0, width: size.width + 2 * container.lineFragmentPadding, height: size.height)
    }

    /// The characters laid out in `container`: all of them, or those of the lines shown when
    /// `maximumNumberOfLines` cuts the text.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        guard let view = self.container(container) else { return NSRange(location: 0, length: 0) }
        let layout = view.textLayout()
        guard layout.isTruncated, let last = layout.lines.last else { return NSRange(location: 0, length: view.editableLength) }
        let end = layout.offset(closestTo: CGPoint(x: last.frame.maxX + 1, y: last.frame.midY))
        return NSRange(location: 0, length: min(end, view.editableLength))
    }

    /// The rectangle enclosing the glyphs of `glyphRange` in `container` (the union of their
    /// lines' parts; an empty range: the caret's line).
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard let view = self.container(container) else { return .zero }
        let range = view.clampedRange(glyphRange)
        let layout = view.textLayout()
        let rects = layout.selectionRects(from: range.location, to: NSMaxRange(range))
        let union = rects.dropFirst().reduce(rects.first ?? layout.caretLine(at: range.location)) { $0.union($1) }
        return union.offsetBy(dx: container.lineFragmentPadding, dy: 0)
    }

    /// The index of the character under `point` (container coordinates; the nearest one when the
    /// point is outside the text) and how far across it the point is, 0 to 1.
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints fraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        guard let view = self.container(container), view.editableLength > 0 else { fraction?.pointee = 0; return 0 }
        let layout = view.textLayout()
        let local = CGPoint(x: point.x - container.lineFragmentPadding, y: point.y)
        let insertion = layout.offset(closestTo: local)
        let caret = layout.caretLine(at: insertion).minX
        var character = view.editableText.composedCharacterRange(at: insertion)
        if insertion > 0, local.x < caret || character.length == 0 {
            character = view.editableText.composedCharacterRange(at: insertion - 1)
        }
        let left = layout.caretLine(at: character.location).minX, right = layout.caretLine(at: NSMaxRange(character)).minX
        fraction?.pointee = right > left ? min(max((local.x - left) / (right - left), 0), 1) : 0
        return character.location
    }

    /// The glyph under `point` (a glyph is a character here).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceThroughGlyph fraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: fraction)
    }

    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }

    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualCharacterRange?.pointee = charRange
        return charRange
    }

    /// The text view that owns `container` (one of this manager's).
    private func container(_ container: NSTextContainer?) -> UITextView? { container?.owner }
}
