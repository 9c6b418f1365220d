#if canImport(Previews)
import Previews
#endif
import UIKit

/// A button with a red count badge on its top-right corner, like an inbox or notifications
/// button: hidden at 0, "5", "99+" above 99.
///
/// What it teaches:
/// - A subclass adds its own subview (the badge) to a `UIButton` that draws with a
///   `UIButton.Configuration`, and places it in `layoutSubviews()` after `super` has laid out the
///   button's own content.
/// - The badge sticks out of the visible button, so the button makes room for it *inside its
///   bounds*: the configuration's background and content are inset from the top and trailing
///   edges by half the badge (`background.backgroundInsets` + `contentInsets`), so
///   `super.intrinsicContentSize` (and `sizeToFit()`) include the overhang and the badge is centred
///   on the corner of the visible button. Outside the bounds it would be drawn but not touchable
///   (see `ExpandedHitButton.swift`).
/// - `count`'s `didSet` updates the label, then calls `invalidateIntrinsicContentSize()` (the
///   size depends on the badge) and `setNeedsLayout()` (the badge's frame does).
/// - The badge does not take touches (`isUserInteractionEnabled = false`): a tap on it is a tap
///   on the button.
final class BadgeButton: UIButton {
    /// The badge's height; it is at least as wide as it is tall (a circle for one digit).
    static let badgeHeight: CGFloat = 20
    /// Space between the badge's text and its rounded ends.
    static let badgeHorizontalPadding: CGFloat = 5
    /// The highest count shown as a number; above it the badge reads "99+".
    static let maximumShownCount = 99

    /// The number in the badge; 0 (or less) hides it.
    @IBInspectable var count = 0 {
        didSet {
            guard count != oldValue else { return }
            updateBadge()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The capsule label showing the count.
    let badgeLabel = UILabel()

    /// A tinted bell button titled `title`, showing `count`.
    convenience init(title: String, count: Int = 0) {
        self.init(frame: .zero)
        var configuration = UIButton.Configuration.tinted()
        configuration.title = title
        configuration.image = UIImage(systemName: "bell")
        configuration.imagePadding = 6
        configuration.cornerStyle = .capsule
        self.configuration = configuration
        self.count = count
        updateBadge() // property observers do not run for assignments in the class's own initialisers
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        badgeLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        badgeLabel.textColor = .white
        badgeLabel.backgroundColor = .systemRed
        badgeLabel.textAlignment = .center
        badgeLabel.clipsToBounds = true
        badgeLabel.isUserInteractionEnabled = false
        addSubview(badgeLabel)
        updateBadge()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var isEnabled: Bool {
        didSet { badgeLabel.alpha = isEnabled ? 1 : 0.5 }
    }

    /// The badge's text for `count`: nil for 0 or less, "99+" above 99.
    static func badgeText(for count: Int) -> String? {
        guard count > 0 else { return nil }
        return count > maximumShownCount ? "\(maximumShownCount)+" : "\(count)"
    }

    // MARK: - Badge

    /// The badge's size for its current text (zero when hidden).
    var badgeSize: CGSize {
        guard !badgeLabel.isHidden else { return .zero }
        let text = badgeLabel.intrinsicContentSize
        // Whole points, so that one digit gives a circle.
        return CGSize(width: max(Self.badgeHeight, (text.width + 2 * Self.badgeHorizontalPadding).rounded()), height: Self.badgeHeight)
    }

    /// Room the badge needs outside the visible button: half of it, above and to the trailing side.
    private var badgeOverhang: CGSize {
        let size = badgeSize
        return CGSize(width: size.width / 2, height: size.height / 2)
    }

    private func updateBadge() {
        let text = Self.badgeText(for: count)
        badgeLabel.text = text
        badgeLabel.isHidden = text == nil
        accessibilityValue = text
        makeRoomForBadge()
    }

    /// Insets the configuration's background and content by the badge's overhang. The background
    /// insets record the room already made, so a new configuration gets it too (BadgeButton owns
    /// `background.backgroundInsets.top` and `.trailing`).
    private func makeRoomForBadge() {
        guard var configuration else { return }
        let overhang = badgeOverhang
        let made = configuration.background.backgroundInsets
        let extra = CGSize(width: overhang.width - made.trailing, height: overhang.height - made.top)
        guard extra != .zero else { return }
        configuration.background.backgroundInsets.top += extra.height
        configuration.background.backgroundInsets.trailing += extra.width
        configuration.contentInsets.top += extra.height
        configuration.contentInsets.trailing += extra.width
        self.configuration = configuration
    }

    // MARK: - UIButton

    override func updateConfiguration() {
        super.updateConfiguration()
        makeRoomForBadge()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = badgeSize
        let isRightToLeft = traitCollection.layoutDirection == .rightToLeft
        // Centred on the top-trailing corner of the visible button, which is inset by half the
        // badge: the badge touches the top and trailing edges of the bounds.
        badgeLabel.frame = CGRect(x: isRightToLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.minY,
                                  width: size.width, height: size.height)
        badgeLabel.layer.cornerRadius = size.height / 2
        bringSubviewToFront(badgeLabel)
    }
}

// MARK: - Previews

/// An "Inbox" bell button with `count`, sized to fit, in a `size` box with the *visible* button
/// (without the badge's room above and to the right) centred horizontally and at the bottom, so
/// that buttons with and without a badge line up.
@MainActor
private func makeInboxButton(count: Int, enabled: Bool = true, size: CGSize = CGSize(width: 130, height: 54)) -> UIView {
    let button = BadgeButton(title: "Inbox", count: count)
    button.isEnabled = enabled
    button.sizeToFit()
    let room = button.configuration?.background.backgroundInsets.trailing ?? 0
    let box = UIView(frame: CGRect(x: 0, y: 0, width: max(size.width, button.bounds.width), height: max(size.height, button.bounds.height)))
    button.frame.origin = CGPoint(x: ((box.bounds.width - (button.bounds.width - room)) / 2).rounded(),
                                  y: box.bounds.height - button.bounds.height)
    box.addSubview(button)
    return box
}

#Preview("Counts", traits: .fixedLayout(width: 480, height: 140), .acceptsSystemColourContrast, .acceptsConfigurationButtonHeight) {
    PreviewCanvas([0, 5, 100].map { makeInboxButton(count: $0) },
                  captions: ["count = 0", "count = 5", "count = 100"])
}

#Preview("Disabled", traits: .fixedLayout(width: 360, height: 140), .acceptsSystemColourContrast) {
    PreviewCanvas([makeInboxButton(count: 5), makeInboxButton(count: 5, enabled: false)],
                  captions: ["enabled", "isEnabled = false"])
}

#Preview("Dark", traits: .fixedLayout(width: 480, height: 140), .viewlabAppearance(.dark), .acceptsSystemColourContrast, .acceptsConfigurationButtonHeight) {
    PreviewCanvas([0, 5, 100].map { makeInboxButton(count: $0) },
                  captions: ["count = 0", "count = 5", "count = 100"])
}
