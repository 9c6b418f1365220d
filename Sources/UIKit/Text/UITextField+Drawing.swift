import CoreGraphics
import Foundation

/// Drawing the border, text, placeholder and clear button.
///
/// Border styles: `.roundedRect` fills a 5 pt-radius rounded rectangle with
/// `.tertiarySystemBackground` (white in light mode, dark grey in dark mode) and strokes a
/// 0.5 pt `.opaqueSeparator` border; `.line` strokes a 1 pt rectangle in `.label`; `.bezel`
/// strokes a 1 pt `.systemGray3` rectangle with a darker (`.systemGray`) top edge. The clear
/// button is a 14 pt `.systemGray3`-filled circle with a cross in the field's fill colour.
/// Disabled fields draw their text and placeholder at half opacity.
extension UITextField: SystemContentDrawing {
    /// The field's look, drawn after `draw(_:)` (iOS draws it in subviews): the border, the
    /// selection, the text through `drawText(in:)` (or the placeholder through
    /// `drawPlaceholder(in:)`), the caret, the clear button. While editing, the text is in
    /// `editingRect(forBounds:)`, otherwise in `textRect(forBounds:)`.
    func drawSystemContent() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawBorder(in: context)
        drawSelectionHighlight(in: context)
        if !displayedText.isEmpty {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        } else if storedPlaceholder != nil {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        drawCaret(in: context)
        if isShowingClearButton(editing: isEditing) {
            drawClearButton(in: clearButtonRect(forBounds: bounds), context: context)
        }
    }

    // MARK: - Border

    private func drawBorder(in context: CGContext) {
        let rect = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none, .line, .bezel:
            if let image = (isEnabled ? nil : disabledBackground) ?? background { image.draw(in: rect) }
            if borderStyle == .line { stroke(rect, width: 1, color: .label, in: context) }
            if borderStyle == .bezel {
                stroke(rect, width: 1, color: .systemGray3, in: context)
                context.setFillColor(UIColor.systemGray.cgColor)
                context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
            }
        case .roundedRect:
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            context.addPath(path.cgPath)
            context.setFillColor(UIColor.tertiarySystemBackground.cgColor)
            context.fillPath()
            context.addPath(path.cgPath)
            context.setStrokeColor(UIColor.opaqueSeparator.cgColor)
            context.setLineWidth(0.5)
            context.strokePath()
        }
    }

    private func stroke(_ rect: CGRect, width: CGFloat, color: UIColor, in context: CGContext) {
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(width)
        context.stroke(rect.insetBy(dx: width / 2, dy: width / 2))
    }

    // MARK: - Text

    func drawFieldText(in rect: CGRect) { drawCentred(fieldDisplayString, in: rect) }

    /// The text as drawn: the attributed text (filled with the field's attributes), or the text
    /// (bullets for secure entry) with the field's font, colour and alignment.
    var fieldDisplayString: AttributedText {
        if let attributed = storedAttributedText, !isSecureTextEntry {
            return filled(attributed, color: storedTextColor)
        }
        return styledText(displayedText, color: storedTextColor)
    }

    func drawFieldPlaceholder(in rect: CGRect) {
        guard let placeholder = storedPlaceholder else { return }
        drawCentred(
            placeholderIsAttributed
                ? filled(placeholder, color: .placeholderText)
                : styledText(placeholder.string, color: .placeholderText), in: rect)
    }

    /// `string` with the field's attributes where it has none.
    private func filled(_ string: NSAttributedString, color: UIColor) -> AttributedText {
        AttributedText(string).filling(baseAttributes(color: color))
    }

    /// One line, vertically centred in `rect` (half opacity when disabled).
    private func drawCentred(_ string: AttributedText, in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0 else { return }
        let line = centredLine(for: string, in: rect)
        context.saveGState()
        context.clip(to: CGRect(x: rect.minX, y: bounds.minY, width: rect.width, height: bounds.height))
        // Text drawing paints with its own colours, so the disabled fade goes through a layer.
        if !isEnabled {
            context.setAlpha(0.5)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        string.draw(in: line)
        if !isEnabled { context.endTransparencyLayer() }
        context.restoreGState()
    }

    /// The line box of `string` centred vertically in `rect`, at least the font's line height.
    func centredLine(for string: AttributedText, in rect: CGRect) -> CGRect {
        let lineHeight = (storedFont.lineHeight - 0.001).rounded(.up)
        let height = max(lineHeight, (string.size().height - 0.001).rounded(.up))
        return CGRect(x: rect.minX, y: rect.midY - height / 2, width: max(0, rect.width), height: height)
    }

    // MARK: - Clear button

    private func drawClearButton(in rect: CGRect, context: CGContext) {
        let d: CGFloat = 14
        let circle = CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)
        context.setFillColor(UIColor.systemGray3.cgColor)
        context.fillEllipse(in: circle)
        let arm: CGFloat = 3.5
        context.setStrokeColor(
            (borderStyle == .roundedRect ? UIColor.tertiarySystemBackground : UIColor.systemBackground).cgColor)
        context.setLineWidth(1.5)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
        context.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
        context.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
        context.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
        context.strokePath()
    }
}
