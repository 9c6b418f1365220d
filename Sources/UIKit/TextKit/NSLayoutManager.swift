import CoreGraphics
import Foundation

/// Lays text out in containers and draws it — TextKit 1's layout manager (Apple, NSLayoutManager
/// documentation; "Using Text Kit to Draw and Manage Text").
///
/// Standalone, as link labels and read-more views use it: an `NSTextStorage` keeps the manager
/// (`addLayoutManager(_:)`), the manager keeps its containers (`addTextContainer(_:)`), and the
/// text is laid out (through CoreText, on demand, then cached) in the first container — wrapped,
/// cut and truncated as `NSTextContainer` says. Edits of the storage and changes of a container
/// invalidate the layout (`processEditing(for:…)`, `textContainerChangedGeometry(_:)`).
/// Geometry (`NSLayoutManager+Geometry.swift`) is in the container's coordinates; drawing
/// (`NSLayoutManager+Drawing.swift`) goes into the current UIGraphics context.
///
/// In a `UITextView` the manager answers from the text view's own layout (the view keeps its text;
/// its `textStorage`, this manager's, mirrors it: `UITextView+TextStorage.swift`), in the same
/// coordinates: add `textContainerInset` for the view's.
///
/// Differences from iOS: glyphs are characters (a glyph index is the UTF-16 offset of its
/// character, so the glyph/character conversions return what they are given); text does not flow
/// on into a second container (only the first lays text out); exclusion paths are not flowed
/// around.
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    /// The containers it lays text out in.
    open private(set) var textContainers: [NSTextContainer] = []
    /// The text storage laying its text out through this manager (it keeps the manager).
    nonisolated(unsafe) open internal(set) weak var textStorage: NSTextStorage?
    open weak var delegate: NSLayoutManagerDelegate?
    open var allowsNonContiguousLayout = false
    /// Whether layout is non-contiguous (never here).
    open var hasNonContiguousLayout: Bool { false }
    open var usesFontLeading = true
    /// The hyphenation threshold, 0–1 (0: no hyphenation, the default; deprecated on iOS 9 in
    /// favour of `NSParagraphStyle.hyphenationFactor`). Kept; ViewLab does not hyphenate.
    open var hyphenationFactor: CGFloat = 0
    /// Whether spaces, tabs and line ends are drawn as visible symbols (default false). Kept, not drawn.
    open var showsInvisibleCharacters = false
    /// Whether control characters are drawn as visible glyphs (default false). Kept, not drawn.
    open var showsControlCharacters = false
    /// The standalone layouts, by container.
    private var standaloneLayouts: [ObjectIdentifier: TextContainerLayout] = [:]

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    // MARK: - Containers and storage

    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        textContainers.insert(container, at: min(max(0, index), textContainers.count))
        container.layoutManager = self
        standaloneLayouts.removeAll()
    }

    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        let container = textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
        standaloneLayouts.removeAll()
    }

    /// Moves this manager (and its siblings) to `newTextStorage`.
    open func replaceTextStorage(_ newTextStorage: NSTextStorage) {
        let managers = textStorage?.layoutManagers ?? [self]
        for manager in managers {
            manager.textStorage?.removeLayoutManager(manager)
            newTextStorage.addLayoutManager(manager)
        }
    }

    /// The number of glyphs (characters) in the text.
    open var numberOfGlyphs: Int {
        if let view = textContainers.first?.owner { return view.editableLength }
        return textStorage?.length ?? 0
    }

    // MARK: - Invalidation

    /// Told by the text storage after an edit: the layout is out of date.
    open func processEditing(
        for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
        changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange
    ) {
        // A text view filling its mirror has its text already: nothing of its layout changes.
        guard !textStorage.isMirroringTextView else { return }
        invalidateAllLayout()
    }

    /// A container's size or settings changed: its layout is out of date.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        guard standaloneLayouts.removeValue(forKey: ObjectIdentifier(container)) != nil else { return }
        delegate?.layoutManagerDidInvalidateLayout(self)
    }

    /// Lays the text out again (a text view's layout and size are invalidated).
    open func invalidateLayout(
        forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?
    ) {
        actualCharRange?.pointee = charRange
        invalidateAllLayout()
    }

    open func invalidateGlyphs(
        forCharacterRange charRange: NSRange, changeInLength delta: Int,
        actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?
    ) {
        invalidateLayout(forCharacterRange: charRange, actualCharacterRange: actualCharRange)
    }

    /// Draws the range again (a text view redraws; standalone text is drawn by its view's `draw`).
    open func invalidateDisplay(forCharacterRange charRange: NSRange) { textContainers.first?.owner?.setNeedsDisplay() }
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) { invalidateDisplay(forCharacterRange: glyphRange) }

    /// Lays out the text of `container` now.
    open func ensureLayout(for container: NSTextContainer) { _ = laidOut(container) }
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { textContainers.first.map(ensureLayout(for:)) }
    open func ensureLayout(forCharacterRange charRange: NSRange) { textContainers.first.map(ensureLayout(for:)) }

    private func invalidateAllLayout() {
        textContainers.first?.owner?.textContentDidChange()
        let hadLayout = !standaloneLayouts.isEmpty
        standaloneLayouts.removeAll()
        if hadLayout { delegate?.layoutManagerDidInvalidateLayout(self) }
    }

    // MARK: - Geometry (NSLayoutManager+Geometry.swift) and drawing (NSLayoutManager+Drawing.swift)

    /// The rectangle the laid-out text uses (`NSLayoutManager+Geometry.swift` has the rules of all the geometry).
    open func usedRect(for container: NSTextContainer) -> CGRect { managerUsedRect(for: container) }
    open func glyphRange(for container: NSTextContainer) -> NSRange { managerGlyphRange(for: container) }
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        managerBoundingRect(forGlyphRange: glyphRange, in: container)
    }
    open func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        managerGlyphRange(forBoundingRect: bounds, in: container)
    }
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints fraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int { managerCharacterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: fraction) }
    open func glyphIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceThroughGlyph fraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int { managerGlyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: fraction) }
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        managerGlyphIndex(for: point, in: container)
    }
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> CGRect
    { managerLineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange) }
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> CGRect
    { managerLineFragmentUsedRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange) }
    open func enumerateLineFragments(
        forGlyphRange glyphsToShow: NSRange,
        using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) { managerEnumerateLineFragments(forGlyphRange: glyphsToShow, using: block) }
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint { managerLocation(forGlyphAt: glyphIndex) }
    open func lineFragmentRect(
        forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
        withoutAdditionalLayout flag: Bool
    ) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }
    /// The glyphs a truncated line hides behind its ellipsis (`NSNotFound` when the line is whole).
    open func truncatedGlyphRange(inLineFragmentForGlyphAt glyphIndex: Int) -> NSRange {
        managerTruncatedGlyphRange(inLineFragmentForGlyphAt: glyphIndex)
    }
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> NSTextContainer?
    { managerTextContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange) }
    /// Fills the backgrounds of the characters shown, through `fillBackgroundRectArray` (`NSLayoutManager+Drawing.swift`).
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        managerDrawBackground(forGlyphRange: glyphsToShow, at: origin)
    }
    /// Draws the glyphs shown, their underlines and strikethroughs, into the current UIGraphics context.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        managerDrawGlyphs(forGlyphRange: glyphsToShow, at: origin)
    }

    /// Fills `rectCount` rectangles of `rectArray` (container coordinates moved to the drawing
    /// origin) in `color`, the background of the characters `charRange` — what subclasses override
    /// to draw rounded backgrounds.
    open func fillBackgroundRectArray(
        _ rectArray: UnsafePointer<CGRect>, count rectCount: Int, forCharacterRange charRange: NSRange, color: UIColor
    ) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setFillColor(color.cgColor)
        context.fill(Array(UnsafeBufferPointer(start: rectArray, count: rectCount)))
        context.restoreGState()
    }

    /// The empty line after a final line break (none here: ViewLab does not lay it out standalone).
    open var extraLineFragmentRect: CGRect { .zero }
    open var extraLineFragmentUsedRect: CGRect { .zero }
    open var extraLineFragmentTextContainer: NSTextContainer? { nil }

    /// The height of a line of `font` (its line height, leading included, as `usesFontLeading`).
    open func defaultLineHeight(for font: UIFont) -> CGFloat { font.lineHeight }
    open func defaultBaselineOffset(for font: UIFont) -> CGFloat { font.ascender }

    // MARK: - Glyphs and characters (one glyph per UTF-16 unit here)

    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?)
        -> NSRange
    {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }

    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?)
        -> NSRange
    {
        actualCharacterRange?.pointee = charRange
        return charRange
    }

    // MARK: - Laid-out text

    /// The text laid out in `container`: a text view's layout, or the storage's text laid out in
    /// the first container (other containers hold none). Nil for a container of another manager
    /// or without text.
    func laidOut(_ container: NSTextContainer) -> TextContainerLayout? {
        guard textContainers.contains(where: { $0 === container }) else { return nil }
        if let view = container.owner {
            return TextContainerLayout(
                layout: view.textLayout(), text: view.editableText, padding: container.lineFragmentPadding,
                containerWidth: container.size.width)
        }
        guard let textStorage, textContainers.first === container else { return nil }
        if let cached = standaloneLayouts[ObjectIdentifier(container)] { return cached }
        let layout = TextContainerLayout.standalone(AttributedText(textStorage), in: container)
        standaloneLayouts[ObjectIdentifier(container)] = layout
        delegate?.layoutManager(self, didCompleteLayoutFor: container, atEnd: true)
        return layout
    }
}
