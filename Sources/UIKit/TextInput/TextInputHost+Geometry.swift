import Foundation

/// The caret's and the selection's geometry, and hit-testing, from the host's laid-out text, in
/// the view's bounds coordinates.
///
/// - **Caret**: 2 pt wide (the width UIKit's text inputs return from `caretRect(for:)`, as
///   commonly logged; not measured here on a device), its left edge at the insertion point, as
///   tall as the line box it is in and at its top (Apple, `UITextInput.caretRect(for:)`: "a
///   rectangle that defines the area for drawing the caret").
/// - **Selection**: one rectangle per line, the line box's height (`selectionRects(for:)`);
///   `firstRect(for:)` is the first of them (the caret's rectangle for an empty range).
extension TextInputHost {
    static var caretWidth: CGFloat { 2 }

    /// A point in the view's coordinates, in the layout's.
    func layoutPoint(_ point: CGPoint) -> CGPoint {
        let origin = editingLayout().origin
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    func inputCaretRect(for position: UITextPosition) -> CGRect {
        let (layout, origin) = editingLayout()
        let line = layout.caretLine(at: clampedOffset(position.offset))
        return CGRect(x: origin.x + line.minX, y: origin.y + line.minY, width: Self.caretWidth, height: line.height)
    }

    func inputSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let r = clampedRange(range.nsRange)
        let (layout, origin) = editingLayout()
        let rects = layout.selectionRects(from: r.location, to: NSMaxRange(r))
        return rects.enumerated().map { index, rect in
            UITextSelectionRect(
                rect: rect.offsetBy(dx: origin.x, dy: origin.y),
                containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    func inputFirstRect(for range: UITextRange) -> CGRect {
        inputSelectionRects(for: range).first?.rect ?? inputCaretRect(for: range.start)
    }

    func inputClosestPosition(to point: CGPoint) -> UITextPosition? {
        UITextPosition(offset: clampedOffset(editingLayout().layout.offset(closestTo: layoutPoint(point))))
    }

    func inputClosestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let offset = inputClosestPosition(to: point)?.offset ?? 0
        return UITextPosition(offset: min(max(offset, range.start.offset), range.end.offset))
    }

    /// The composed character sequence under `point` (nil without text).
    func inputCharacterRange(at point: CGPoint) -> UITextRange? {
        guard inputHasText, let position = inputClosestPosition(to: point) else { return nil }
        var sequence = editableText.composedCharacterRange(at: position.offset)
        if sequence.length == 0 { sequence = editableText.composedCharacterRange(at: max(0, position.offset - 1)) }
        return UITextRange(
            start: UITextPosition(offset: sequence.location), end: UITextPosition(offset: NSMaxRange(sequence)))
    }

    // MARK: - Drawing the caret and the selection

    /// Draws the selection's highlight — the tint colour at 20 % opacity, behind the text as on
    /// iOS — for a first responder with a ranged selection. Call before drawing the text.
    func drawSelectionHighlight(in context: CGContext) {
        guard isFirstResponder, textSelection.length > 0, let range = inputSelectedTextRange else { return }
        context.saveGState()
        context.setFillColor(tintColor.withAlphaComponent(0.2).cgColor)
        for selection in selectionRects(for: range) { context.fill(selection.rect) }
        context.restoreGState()
    }

    /// Draws the caret — filled with the tint colour at `caretRect(for:)` of the selection's
    /// start — for a first responder with an empty selection. Call after drawing the text.
    func drawCaret(in context: CGContext) {
        guard isFirstResponder, textSelection.length == 0, let range = inputSelectedTextRange else { return }
        let caret = caretRect(for: range.start)
        guard !caret.isEmpty, caret.minX.isFinite, caret.minY.isFinite else { return }
        context.saveGState()
        context.setFillColor(tintColor.cgColor)
        context.fill(caret)
        context.restoreGState()
    }
}
