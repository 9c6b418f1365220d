@_spi(ViewLab) import CoreGraphics
import Previews
import UIKit

/// Rule `contrast`: text must reach WCAG 2.x AA contrast (SC 1.4.3 *Contrast (Minimum)*): 4.5:1,
/// or 3:1 for large text — at least 18 pt, or 14 pt bold (WCAG's 18/14 point sizes, applied to
/// UIKit points). The ratio is WCAG's `(L1 + 0.05) / (L2 + 0.05)` of relative luminances
/// (`ContrastRatio`).
///
/// Checked on every shown `UILabel` with text (a button's title is its `titleLabel`), except text
/// inside a disabled control (WCAG exempts inactive components). The text colour is the label's
/// `textColor` resolved for its traits (composited over the background when translucent); the
/// background is measured in the rendered image: the dominant colour, glyph pixels set aside, in
/// the rectangle the text is drawn in (`textRect(forBounds:limitedToNumberOfLines:)`).
extension AccessibilityAudit {
    func contrastFindings(in image: CGImage) -> [AuditFinding] {
        let backdrop = UIColor.systemBackground.resolvedColor(with: view.traitCollection).cgColor.rgba
        let pixels = RenderedBackground(
            image: image, imageFrame: view.convert(view.bounds, to: nil),
            backdrop: (Double(backdrop.red), Double(backdrop.green), Double(backdrop.blue)))
        return elements.compactMap { element in
            guard let label = element.view as? UILabel, let text = label.text, !text.isEmpty, label.isShownForAudit,
                !label.isInsideDisabledControl
            else { return nil }
            let color = (label.textColor ?? .label).resolvedColor(with: label.traitCollection).cgColor
            let straight = color.rgba
            let textRect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: label.numberOfLines)
            let windowRect = label.convert(textRect, to: nil).intersection(element.frame)
            guard !windowRect.isNull,
                let background = pixels.dominantColor(
                    in: windowRect, excluding: (Double(straight.red), Double(straight.green), Double(straight.blue)))
            else { return nil }
            let ratio = ContrastRatio.of(color, on: background)
            let font = label.font ?? .systemFont(ofSize: 17)
            let large = Self.isLargeText(font)
            let minimum = large ? 3.0 : 4.5
            guard ratio < minimum else { return nil }
            let message = String(
                format: "text contrast %.2f:1 below %.1f:1 (text %@ on %@, %@ %g pt)", ratio, minimum,
                Self.describe(color, on: background), Self.hex(background), large ? "large" : "normal",
                Double(font.pointSize))
            return AuditFinding(rule: .contrast, severity: .error, element: element, message: message)
        }
    }

    /// WCAG's large text: at least 18 pt, or at least 14 pt and bold (semibold and heavier count).
    static func isLargeText(_ font: UIFont) -> Bool {
        font.pointSize >= 18 || (font.pointSize >= 14 && font.fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    /// `#RRGGBB`, and for a translucent colour its opacity and what it shows on `background`:
    /// `#3C3C43 at 60% = #8A8A8E`.
    static func describe(_ color: CGColor, on background: CGColor) -> String {
        let c = color.rgba, b = background.rgba
        guard c.alpha < 1 else { return hex(color) }
        let a = c.alpha
        let shown = CGColor(
            red: c.red * a + b.red * (1 - a), green: c.green * a + b.green * (1 - a),
            blue: c.blue * a + b.blue * (1 - a), alpha: 1)
        return "\(hex(color)) at \(Int((a * 100).rounded()))% = \(hex(shown))"
    }

    /// `#RRGGBB` of a colour's components (alpha ignored).
    static func hex(_ color: CGColor) -> String {
        let c = color.rgba
        return String(
            format: "#%02X%02X%02X", Int((c.red * 255).rounded()), Int((c.green * 255).rounded()),
            Int((c.blue * 255).rounded()))
    }
}
