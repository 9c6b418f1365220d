#if canImport(Previews)
import Previews
#endif
import UIKit

/// A rounded card with a soft shadow, in two flavours: with a `shadowPath` kept in step with the
/// bounds, and without one.
///
/// What it teaches: without `shadowPath`, Core Animation must render the card's content
/// off-screen first to find the shape that casts the shadow — every frame. With a `shadowPath`
/// (a rounded rectangle, updated in `layoutSubviews()` so it follows resizes) the shadow is drawn
/// straight from the path. Both look the same; the shell's `:debug offscreen` overlay shows the
/// difference.
final class ShadowCardView: UIView {
    /// Whether `layer.shadowPath` is set from the bounds (the fast way).
    @IBInspectable var usesShadowPath = true {
        didSet { setNeedsLayout() }
    }

    static let cornerRadius: CGFloat = 18

    let titleLabel = UILabel()
    let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = Self.cornerRadius
        layer.cornerCurve = .continuous
        layer.shadowOpacity = 1
        layer.shadowRadius = 14
        layer.shadowOffset = CGSize(width: 0, height: 8)

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        bodyLabel.font = .preferredFont(forTextStyle: .subheadline)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        addSubview(titleLabel)
        addSubview(bodyLabel)
        updateShadowColor()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The shadow's outline must change with the bounds, so it is set here, not in init.
        layer.shadowPath = usesShadowPath ? UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).cgPath : nil
        let content = bounds.insetBy(dx: 16, dy: 16)
        let titleHeight = ceil(titleLabel.font.lineHeight)
        titleLabel.frame = CGRect(x: content.minX, y: content.minY, width: content.width, height: titleHeight)
        let bodyTop = titleLabel.frame.maxY + 6
        let bodyHeight = min(bodyLabel.sizeThatFits(CGSize(width: content.width, height: .greatestFiniteMagnitude)).height, content.maxY - bodyTop)
        bodyLabel.frame = CGRect(x: content.minX, y: bodyTop, width: content.width, height: max(bodyHeight, 0))
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { updateShadowColor() }
    }

    /// A deeper shadow in dark mode, where a light one would not show (a `CGColor`: re-set it).
    private func updateShadowColor() {
        let alpha: CGFloat = traitCollection.userInterfaceStyle == .dark ? 0.6 : 0.2
        layer.shadowColor = UIColor.black.withAlphaComponent(alpha).cgColor
    }
}

// MARK: - Previews

@MainActor
private func makeCard(usesShadowPath: Bool) -> ShadowCardView {
    let card = ShadowCardView(frame: CGRect(x: 0, y: 0, width: 220, height: 130))
    card.usesShadowPath = usesShadowPath
    card.titleLabel.text = usesShadowPath ? "With shadowPath" : "Without shadowPath"
    card.bodyLabel.text = usesShadowPath
        ? "The shadow is drawn from a rounded-rect path set in layoutSubviews."
        : "The shadow's shape comes from the content: an off-screen pass."
    return card
}

#Preview("Side by side", traits: .fixedLayout(width: 560, height: 240), .acceptsSecondaryLabelContrast) {
    PreviewCanvas([makeCard(usesShadowPath: true), makeCard(usesShadowPath: false)],
                  captions: ["shadowPath = rounded rect", "shadowPath = nil"])
}
