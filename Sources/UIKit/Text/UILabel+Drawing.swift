import CoreGraphics
import Foundation

/// Drawing the label's text.
extension UILabel {
    /// `drawText(in:)`: the text vertically centred in `rect`.
    func drawLabelText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width.isFinite, rect.height.isFinite,
            let layout = layout(forBounds: rect, lines: numberOfLines), !layout.lines.isEmpty
        else { return }
        let textHeight = UILabel.ceiled(layout.size).height
        let origin = CGPoint(x: rect.minX, y: rect.minY + (rect.height - textHeight) / 2)
        let clips = numberOfLines == 1 && lineBreakMode == .byClipping
        if clips {
            context.saveGState()
            context.clip(to: rect)
        }
        if let shadow = shadowColor?.cgColor {
            layout.draw(in: context, at: CGPoint(x: origin.x + shadowOffset.width, y: origin.y + shadowOffset.height)) {
                _ in shadow
            }
        }
        layout.draw(in: context, at: origin, colorOverride: stateColor.map { color in { _ in color } })
        if clips { context.restoreGState() }
    }

    /// The colour that replaces every text colour in the current state: grey when disabled, the
    /// highlighted colour when highlighted; nil when the text's own colours apply.
    private var stateColor: CGColor? {
        if !isEnabled { return UIColor.systemGray.cgColor }
        if isHighlighted, let highlighted = highlightedTextColor { return highlighted.cgColor }
        return nil
    }
}
