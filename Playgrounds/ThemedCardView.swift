#if canImport(Previews)
import Previews
#endif
import UIKit

/// A card whose accent colour follows light and dark mode — including in the places that take a
/// `CGColor`.
///
/// What it teaches:
/// - A dynamic colour, `UIColor { traits in … }`, resolves itself wherever UIKit takes a
///   `UIColor` (`backgroundColor`, `textColor`): those follow dark mode for free.
/// - Layers take `CGColor`s, which are snapshots: `layer.borderColor = accent.cgColor` keeps the
///   light-mode value for ever. The fix: resolve for the current traits and set it again in
///   `traitCollectionDidChange(_:)` (UIKit calls it with the old traits after a change).
/// - `UIColor(named:)` returns nil when the colour does not exist: always give a fallback.
final class ThemedCardView: UIView {
    /// The default accent: a blue tuned for each appearance.
    static let defaultAccent = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.39, green: 0.71, blue: 1.0, alpha: 1)
            : UIColor(red: 0.0, green: 0.40, blue: 0.85, alpha: 1)
    }

    /// The accent: the stripe, the badge, the border and the shadow's glow.
    @IBInspectable var accentColor: UIColor {
        didSet { applyAccent() }
    }

    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let badgeLabel = UILabel()
    private let stripe = UIView()

    init(accentColor: UIColor = ThemedCardView.defaultAccent) {
        self.accentColor = accentColor
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 16
        layer.cornerCurve = .continuous
        layer.borderWidth = 1.5
        layer.shadowOpacity = 0.35
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 6)

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        bodyLabel.font = .preferredFont(forTextStyle: .subheadline)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        badgeLabel.font = .systemFont(ofSize: 12, weight: .bold)
        for view in [stripe, titleLabel, bodyLabel, badgeLabel] { addSubview(view) }
        applyAccent()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: - Colours

    /// UIView colour properties keep the dynamic colour; the layer's get a resolved snapshot.
    private func applyAccent() {
        stripe.backgroundColor = accentColor
        badgeLabel.textColor = accentColor
        updateLayerColors()
    }

    private func updateLayerColors() {
        let resolved = accentColor.resolvedColor(with: traitCollection)
        layer.borderColor = resolved.withAlphaComponent(0.6).cgColor
        layer.shadowColor = resolved.cgColor
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { updateLayerColors() }
    }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        stripe.frame = CGRect(x: 14, y: 16, width: 4, height: max(bounds.height - 32, 0))
        stripe.layer.cornerRadius = 2
        let content = bounds.inset(by: UIEdgeInsets(top: 16, left: 30, bottom: 16, right: 16))
        let badgeHeight = ceil(badgeLabel.font.lineHeight)
        badgeLabel.frame = CGRect(x: content.minX, y: content.minY, width: content.width, height: badgeHeight)
        let titleHeight = ceil(titleLabel.font.lineHeight)
        titleLabel.frame = CGRect(x: content.minX, y: badgeLabel.frame.maxY + 4, width: content.width, height: titleHeight)
        let bodyTop = titleLabel.frame.maxY + 4
        let bodyHeight = min(bodyLabel.sizeThatFits(CGSize(width: content.width, height: .greatestFiniteMagnitude)).height, content.maxY - bodyTop)
        bodyLabel.frame = CGRect(x: content.minX, y: bodyTop, width: content.width, height: max(bodyHeight, 0))
    }
}

// MARK: - Previews

@MainActor
private func makeCard(accent: UIColor, badge: String) -> ThemedCardView {
    let card = ThemedCardView(accentColor: accent)
    card.frame = CGRect(x: 0, y: 0, width: 300, height: 132)
    card.badgeLabel.text = badge
    card.titleLabel.text = "Dark mode, done right"
    card.bodyLabel.text = "The border and the glow are CGColors, resolved again in traitCollectionDidChange."
    return card
}

#Preview("Card", traits: .fixedLayout(width: 360, height: 200), .acceptsSecondaryLabelContrast) {
    PreviewCanvas([makeCard(accent: ThemedCardView.defaultAccent, badge: "DYNAMIC COLOUR")])
}

/// The brand theme defines `brandPrimary`: the card picks it up with `UIColor(named:)`.
#Preview("Brand theme", traits: .fixedLayout(width: 360, height: 200), .viewlabTheme("brand"), .acceptsSecondaryLabelContrast) {
    PreviewCanvas([makeCard(accent: UIColor(named: "brandPrimary") ?? .systemIndigo, badge: "UIColor(named: \"brandPrimary\")")])
}

/// Without the brand theme the named colour does not exist: the fallback is used.
#Preview("Missing named colour", traits: .fixedLayout(width: 360, height: 200), .acceptsSystemColourContrast) {
    PreviewCanvas([makeCard(accent: UIColor(named: "brandPrimary") ?? .systemIndigo, badge: "FALLBACK: .systemIndigo")])
}
