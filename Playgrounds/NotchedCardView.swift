#if canImport(Previews)
import Previews
#endif
import UIKit

/// A ticket-style card: the top edge has a round notch cut out of its middle, a perforated
/// gradient line separates the footer, and the shadow follows the notched outline.
///
/// What it teaches:
/// - Shapes that depend on the size are rebuilt from `bounds` in `layoutSubviews()`: the fill
///   (a `CAShapeLayer`), the `shadowPath` and the divider all follow a resize.
/// - `shadowPath` set to the outline: the shadow follows the notch and the compositor need not
///   trace the card's pixels (no off-screen pass).
/// - A `CAGradientLayer` masked by a dashed `CAShapeLayer` gives a gradient perforation.
final class NotchedCardView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 20 { didSet { setNeedsLayout() } }
    @IBInspectable var notchRadius: CGFloat = 16 { didSet { setNeedsLayout() } }
    /// Height of the footer under the divider.
    static let footerHeight: CGFloat = 48
    static let inset: CGFloat = 20

    let eyebrowLabel = UILabel()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let footerLeadingLabel = UILabel()
    let footerTrailingLabel = UILabel()

    private let shapeLayer = CAShapeLayer()
    private let dividerGradient = CAGradientLayer()
    private let dividerMask = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        layer.addSublayer(shapeLayer)
        layer.shadowOpacity = 1
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 6)

        dividerGradient.startPoint = CGPoint(x: 0, y: 0.5)
        dividerGradient.endPoint = CGPoint(x: 1, y: 0.5)
        dividerMask.fillColor = nil
        dividerMask.strokeColor = UIColor.black.cgColor
        dividerMask.lineWidth = 2
        dividerMask.lineCap = .round
        dividerMask.lineDashPattern = [6, 6]
        dividerGradient.mask = dividerMask
        layer.addSublayer(dividerGradient)

        eyebrowLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        titleLabel.textColor = .label
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        footerLeadingLabel.font = .preferredFont(forTextStyle: .footnote)
        footerLeadingLabel.textColor = .secondaryLabel
        footerTrailingLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        footerTrailingLabel.textColor = .label
        footerTrailingLabel.textAlignment = .right
        for label in [eyebrowLabel, titleLabel, subtitleLabel, footerLeadingLabel, footerTrailingLabel] { addSubview(label) }
        updateColors()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: - Outline

    /// A rounded rectangle with a half-circle notch cut into the middle of its top edge.
    static func notchedPath(in rect: CGRect, cornerRadius: CGFloat, notchRadius: CGFloat) -> UIBezierPath {
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        let notch = max(0, min(notchRadius, rect.width / 2 - r, rect.height / 2))
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        if notch > 0 {
            path.addLine(to: CGPoint(x: rect.midX - notch, y: rect.minY))
            // From 9 o'clock down to 3 o'clock: the arc dips into the card.
            path.addArc(withCenter: CGPoint(x: rect.midX, y: rect.minY), radius: notch, startAngle: .pi, endAngle: 0, clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        path.addArc(withCenter: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        path.addArc(withCenter: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        path.addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        path.addArc(withCenter: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        path.addArc(withCenter: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
        path.close()
        return path
    }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        let outline = Self.notchedPath(in: bounds, cornerRadius: cornerRadius, notchRadius: notchRadius).cgPath
        shapeLayer.frame = bounds
        shapeLayer.path = outline
        layer.shadowPath = outline

        let inset = Self.inset
        let width = max(bounds.width - 2 * inset, 0)
        let dividerY = bounds.height - Self.footerHeight
        dividerGradient.frame = CGRect(x: inset, y: dividerY - 1, width: width, height: 2)
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 1, y: 1))
        line.addLine(to: CGPoint(x: max(width - 1, 1), y: 1))
        dividerMask.frame = dividerGradient.bounds
        dividerMask.path = line.cgPath

        var y = max(notchRadius + 8, inset)
        for label in [eyebrowLabel, titleLabel, subtitleLabel] {
            let height = ceil(label.font.lineHeight)
            label.frame = CGRect(x: inset, y: y, width: width, height: height)
            y += height + 4
        }
        let footer = CGRect(x: inset, y: dividerY, width: width, height: Self.footerHeight)
        footerLeadingLabel.frame = footer
        footerTrailingLabel.frame = footer
    }

    // MARK: - Colours

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { updateColors() }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    /// Layer colours are `CGColor` snapshots: resolve them for the current traits.
    private func updateColors() {
        let traits = traitCollection
        shapeLayer.fillColor = UIColor.secondarySystemGroupedBackground.resolvedColor(with: traits).cgColor
        layer.shadowColor = UIColor.black.withAlphaComponent(traits.userInterfaceStyle == .dark ? 0.5 : 0.12).cgColor
        dividerGradient.colors = [UIColor.systemPink, .systemOrange, .systemYellow].map { $0.resolvedColor(with: traits).cgColor }
        eyebrowLabel.textColor = tintColor
    }
}

// MARK: - Previews

@MainActor
private func makeTicket(width: CGFloat, height: CGFloat) -> NotchedCardView {
    let card = NotchedCardView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    card.eyebrowLabel.text = "WORKSHOP PASS"
    card.titleLabel.text = "Custom Views Day"
    card.subtitleLabel.text = "Sat 14 March · Hall B"
    card.footerLeadingLabel.text = "Seat 12"
    card.footerTrailingLabel.text = "Doors 9:00"
    return card
}

#Preview("Ticket", traits: .fixedLayout(width: 360, height: 240), .acceptsSystemColourContrast) {
    PreviewCanvas([makeTicket(width: 300, height: 180)])
}

/// The same card at two widths: the notch stays centred, the divider spans the new width.
#Preview("Resized", traits: .fixedLayout(width: 640, height: 240), .acceptsSystemColourContrast) {
    PreviewCanvas([makeTicket(width: 250, height: 180), makeTicket(width: 340, height: 180)], captions: ["250 pt", "340 pt"])
}
