@_spi(ViewLab) import CoreGraphics
import UIKit

/// `viewlab theme-sheet`: every colour of a theme as a swatch, in light and dark, with its hex
/// value and its WCAG contrast ratio against the background it is used on; pairs below AA are
/// flagged in red.
public enum ThemeSheet {
    /// One row of the sheet.
    struct Row {
        var name: String
        var role: ContrastRatio.Role
        /// The colour the ratio is measured against, by theme name.
        var against: String
        /// True when the ratio is of `label` on this colour (backgrounds).
        var isBackground: Bool
    }

    static let columnWidth: CGFloat = 420, rowHeight: CGFloat = 36, header: CGFloat = 64, margin: CGFloat = 16

    /// The role of a colour name: labels and links are text; tints are components; backgrounds
    /// are measured with `label` on them; fills, separators and grays are decorative.
    static func row(for name: String) -> Row {
        let text = [
            "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link", "darkText",
            "lightText",
        ]
        if text.contains(name) {
            return Row(
                name: name, role: name == "quaternaryLabel" ? .decorative : .text, against: "systemBackground",
                isBackground: false)
        }
        if name.hasSuffix("Background") { return Row(name: name, role: .text, against: "label", isBackground: true) }
        if name.contains("Fill") || name.contains("eparator") || name.hasPrefix("systemGray") {
            return Row(name: name, role: .decorative, against: "systemBackground", isBackground: false)
        }
        return Row(name: name, role: .component, against: "systemBackground", isBackground: false)
    }

    /// Renders the sheet for `theme` at `scale`.
    public static func render(_ theme: Theme, scale: CGFloat = 2) throws -> CGImage {
        let names = Theme.systemColorNames + theme.customColorNames
        let rows = names.map(row(for:))
        let size = CGSize(
            width: margin * 3 + columnWidth * 2, height: header + CGFloat(rows.count) * rowHeight + margin)
        guard let context = CGContext(flippedSize: size, scale: scale) else {
            throw SnapshotRenderer.Failure(
                description: "could not allocate a theme sheet of \(size.width)×\(size.height) pt")
        }
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let title = "Theme “\(theme.name)” — \(names.count) colours, WCAG AA: text 4.5:1, components 3:1"
        title.draw(
            at: CGPoint(x: margin, y: 12),
            withAttributes: [.font: UIFont.systemFont(ofSize: 15, weight: .semibold), .foregroundColor: UIColor.black])
        for (column, style) in [UIUserInterfaceStyle.light, .dark].enumerated() {
            let traits = UITraitCollection(userInterfaceStyle: style)
            let origin = CGPoint(x: margin + CGFloat(column) * (columnWidth + margin), y: header)
            let background = theme.color("systemBackground", for: traits) ?? .white
            context.setFillColor(background)
            context.fill(
                CGRect(x: origin.x, y: origin.y - 26, width: columnWidth, height: CGFloat(rows.count) * rowHeight + 26))
            let ink = theme.color("label", for: traits) ?? .black
            (style == .dark ? "Dark" : "Light").draw(
                at: CGPoint(x: origin.x + 8, y: origin.y - 22),
                withAttributes: [
                    .font: UIFont.systemFont(ofSize: 13, weight: .bold), .foregroundColor: UIColor(cgColor: ink),
                ])
            for (index, row) in rows.enumerated() {
                drawRow(
                    row, theme: theme, traits: traits,
                    in: CGRect(
                        x: origin.x, y: origin.y + CGFloat(index) * rowHeight, width: columnWidth, height: rowHeight),
                    ink: ink)
            }
        }
        guard let image = context.makeImage() else {
            throw SnapshotRenderer.Failure(description: "could not read back the theme sheet")
        }
        return image
    }

    private static func drawRow(_ row: Row, theme: Theme, traits: UITraitCollection, in rect: CGRect, ink: CGColor) {
        guard let color = theme.color(row.name, for: traits), let context = UIGraphicsGetCurrentContext() else {
            return
        }
        let swatch = CGRect(x: rect.minX + 8, y: rect.minY + 4, width: 28, height: 28)
        context.setFillColor(color)
        UIBezierPath(roundedRect: swatch, cornerRadius: 6).fill()
        context.setStrokeColor(ink.copy(alpha: 0.25) ?? ink)
        let outline = UIBezierPath(roundedRect: swatch.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 6)
        outline.lineWidth = 0.5
        outline.stroke()
        let font = UIFont.systemFont(ofSize: 12)
        let text: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor(cgColor: ink)]
        row.name.draw(at: CGPoint(x: swatch.maxX + 10, y: rect.minY + 4), withAttributes: text)
        hex(color).draw(
            at: CGPoint(x: swatch.maxX + 10, y: rect.minY + 19),
            withAttributes: [
                .font: UIFont.monospacedSystemFont(ofSize: 10, weight: .regular),
                .foregroundColor: UIColor(cgColor: ink.copy(alpha: 0.6) ?? ink),
            ])
        guard let against = theme.color(row.against, for: traits) else { return }
        let ratio = row.isBackground ? ContrastRatio.of(against, on: color) : ContrastRatio.of(color, on: against)
        let failing = row.role.minimum.map { ratio < $0 } ?? false
        let verdict = String(format: "%.2f:1", ratio) + (row.role.minimum == nil ? "" : failing ? "  below AA" : "  AA")
        let verdictColor: UIColor = failing ? .systemRed : UIColor(cgColor: ink)
        verdict.draw(
            at: CGPoint(x: rect.maxX - 130, y: rect.minY + 10),
            withAttributes: [
                .font: UIFont.monospacedDigitSystemFont(ofSize: 12, weight: failing ? .bold : .regular),
                .foregroundColor: verdictColor,
            ])
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    static func hex(_ color: CGColor) -> String {
        let c = color.rgba
        let parts = [c.red, c.green, c.blue].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        return "#" + parts + (c.alpha < 1 ? String(format: "%02X", Int((c.alpha * 255).rounded())) : "")
    }
}
