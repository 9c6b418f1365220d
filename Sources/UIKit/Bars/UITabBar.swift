import CoreGraphics
import Foundation

/// The bar at the bottom of a tab bar controller: one button per item — its image over its title
/// (10 pt medium) — in the tint colour when selected and `unselectedItemTintColor` (default
/// `systemGray`) otherwise, with a red badge showing `badgeValue` at the image's top trailing
/// corner.
///
/// Height (`UITabBar.Metrics`): 49 pt on iPhone plus the bottom safe area (Apple's HIG, "Tab bars";
/// 50 pt on iPad since iOS 12, Geoff Hackworth's measurement). Its background follows iOS 15's
/// default `scrollEdgeAppearance`: transparent, no hairline; an appearance you set draws its
/// `backgroundColor` and hairline. The iOS 5 customisation (`UITabBar+BackgroundImage.swift`):
/// `backgroundImage` stretched over the bar in place of its background, `shadowImage` as the
/// hairline (with a background image only), `selectionIndicatorImage` behind the selected item.
@preconcurrency @MainActor
open class UITabBar: UIView {
    enum Metrics {
        static let height: CGFloat = 49
        static let padHeight: CGFloat = 50
        static let compactHeight: CGFloat = 32
        static let imageSize: CGFloat = 25
        static let imageTop: CGFloat = 5
        /// Item views sit 1 pt below the bar's top edge, a point shorter than the row: UIKit's
        /// `UITabBarButton` frames read `{{181, 1}, {76, 48}}` in a 49 pt bar (a widely reproduced
        /// view-hierarchy dump, e.g. Cory Wiles, "UITabBarController Subview Gotcha", 2011).
        /// Components that raise the selected item check `frame.origin.y > 0`. What an item draws
        /// is placed from the bar's top, as before.
        static let itemTop: CGFloat = 1
        static let titleFontSize: CGFloat = 10
        static let titleBottom: CGFloat = 4
        static let badgeHeight: CGFloat = 18
        static let badgeFontSize: CGFloat = 13
        /// The width and spacing of centred items when `itemWidth`/`itemSpacing` are 0 — Apple
        /// says only "system-defined"; ViewLab's reading of an iPad tab bar.
        static let centeredItemWidth: CGFloat = 76
        static let centeredItemSpacing: CGFloat = 34
    }

    open var items: [UITabBarItem]? {
        didSet {
            oldValue?.forEach { if $0.bar === self { $0.bar = nil } }
            items?.forEach { $0.bar = self }
            itemsDidChange()
            // UIKit makes an item's `UITabBarButton` when the items are set, not at the next
            // layout, so a subclass that removes them at once to draw its own (found by class
            // name) finds them.
            buildItemViews()
        }
    }
    open weak var selectedItem: UITabBarItem? { didSet { itemsDidChange() } }
    open weak var delegate: UITabBarDelegate?
    open var unselectedItemTintColor: UIColor? { didSet { itemsDidChange() } }
    open var barTintColor: UIColor? { didSet { itemsDidChange() } }
    open var isTranslucent = true
    open var standardAppearance = UITabBarAppearance() {
        didSet {
            standardAppearanceIsSet = true
            itemsDidChange()
        }
    }
    /// Whether `standardAppearance` was set (see `UINavigationBar.standardAppearanceIsSet`).
    var standardAppearanceIsSet = false
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { itemsDidChange() } }
    /// The image drawn in place of the bar's background (an empty `UIImage()`: none at all).
    open var backgroundImage: UIImage? { didSet { itemsDidChange() } }
    /// The hairline along the top edge (shown only with a `backgroundImage`, as Apple says).
    open var shadowImage: UIImage? { didSet { itemsDidChange() } }
    /// The image drawn behind the selected item, stretched to the item's slot.
    open var selectionIndicatorImage: UIImage? { didSet { itemsDidChange() } }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// How items are laid out (Apple, `UITabBar.ItemPositioning`): `.fill` shares the bar's width
    /// among them, `.centered` puts them side by side in the middle at `itemWidth` with
    /// `itemSpacing` between; `.automatic` is `.fill` in compact width (iPhone) and `.centered` in
    /// regular width.
    public enum ItemPositioning: Int, Sendable {
        case automatic = 0, fill, centered
    }

    open var itemPositioning: ItemPositioning = .automatic { didSet { itemsDidChange() } }
    /// The width of each item when centred; 0 (default): ViewLab's `Metrics.centeredItemWidth`.
    open var itemWidth: CGFloat = 0 { didSet { itemsDidChange() } }
    /// The space between centred items; 0 (default): ViewLab's `Metrics.centeredItemSpacing`.
    open var itemSpacing: CGFloat = 0 { didSet { itemsDidChange() } }

    /// Called when an item is tapped (the tab bar controller selects it).
    var onSelect: ((UITabBarItem) -> Void)?

    private let background = BarBackground()
    private var itemViews: [UIView] = []
    /// The size the item views were last built for (rebuilt when items or the size change).
    private var builtFor: CGSize?

    /// The items or their look changed: rebuild the item views at the next layout.
    func itemsDidChange() {
        builtFor = nil
        setNeedsLayout()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addBackgroundViews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addBackgroundViews()
    }

    private func addBackgroundViews() { background.install(in: self) }

    /// The height of the item row for the bar's traits (without the safe area).
    var rowHeight: CGFloat {
        traitCollection.userInterfaceIdiom == .pad
            ? Metrics.padHeight
            : traitCollection.verticalSizeClass == .compact ? Metrics.compactHeight : Metrics.height
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: rowHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance =
            scrollEdgeAppearance
            ?? {
                let copy = UITabBarAppearance(barAppearance: standardAppearance)
                copy.configureWithTransparentBackground()
                return copy
            }()
        let hairlineHeight = background.update(
            frame: bounds, image: backgroundImage, color: barTintColor ?? appearance.backgroundColor,
            shadow: drawnShadowImage, shadowColor: appearance.shadowColor, scale: traitCollection.displayScale)
        background.hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: hairlineHeight)
        guard builtFor != bounds.size else { return }
        // Item views the app removed from the bar stay removed until the items change, as
        // UIKit's do: a custom bar that replaced them with its own buttons keeps only those.
        guard itemViews.allSatisfy({ $0.superview === self }) else { return }
        buildItemViews()
    }

    /// Makes one `UITabBarButton` per item at the bar's current size.
    private func buildItemViews() {
        builtFor = bounds.size
        itemViews.forEach { $0.removeFromSuperview() }
        itemViews = []
        let items = items ?? []
        guard !items.isEmpty else { return }
        let slots = itemSlots(count: items.count)
        for (index, item) in items.enumerated() {
            let button = makeItemView(item, selected: item === selectedItem, itemWidth: slots.width)
            button.frame = CGRect(
                x: slots.start + CGFloat(index) * (slots.width + slots.spacing), y: Metrics.itemTop,
                width: slots.width, height: rowHeight - Metrics.itemTop)
            addSubview(button)
            itemViews.append(button)
        }
    }

    /// Where the items go: the first one's x, each one's width and the space between them.
    func itemSlots(count: Int) -> (start: CGFloat, width: CGFloat, spacing: CGFloat) {
        let n = CGFloat(max(1, count))
        let centered =
            itemPositioning == .centered
            || itemPositioning == .automatic && traitCollection.horizontalSizeClass == .regular
        guard centered else { return (0, bounds.width / n, 0) }
        let spacing = itemSpacing > 0 ? itemSpacing : Metrics.centeredItemSpacing
        var width = itemWidth > 0 ? itemWidth : Metrics.centeredItemWidth
        width = min(width, max(0, (bounds.width - spacing * (n - 1)) / n))
        let total = width * n + spacing * (n - 1)
        return ((bounds.width - total) / 2, width, spacing)
    }

    private func makeItemView(_ item: UITabBarItem, selected: Bool, itemWidth: CGFloat) -> UITabBarButton {
        let color = selected ? tintColor ?? .systemBlue : unselectedItemTintColor ?? .systemGray
        let button = UITabBarButton()
        if selected, let indicator = selectionIndicatorImage {
            button.addSubview(
                selectionIndicator(indicator, size: CGSize(width: itemWidth, height: rowHeight - Metrics.itemTop)))
        }
        button.accessibilityLabel = item.title
        button.isAccessibilityElement = true
        button.accessibilityTraits = selected ? [.button, .selected] : .button
        button.addAction(
            UIAction { [weak self, weak item] _ in
                guard let self, let item else { return }
                self.onSelect?(item)
            }, for: .touchUpInside)
        let imageView = UIImageView(
            image: (selected ? item.selectedImage ?? item.image : item.image)?.withRenderingMode(.alwaysTemplate))
        imageView.tintColor = color
        imageView.contentMode = .scaleAspectFit
        imageView.frame = CGRect(
            x: (itemWidth - Metrics.imageSize) / 2, y: Metrics.imageTop - Metrics.itemTop, width: Metrics.imageSize,
            height: Metrics.imageSize)
        button.addSubview(imageView)
        let label = UILabel()
        label.text = item.title
        label.font = .systemFont(ofSize: Metrics.titleFontSize, weight: .medium)
        label.textColor = color
        label.textAlignment = .center
        let labelHeight = ceil(label.font.lineHeight)
        label.frame = CGRect(
            x: 0, y: rowHeight - Metrics.itemTop - Metrics.titleBottom - labelHeight, width: itemWidth,
            height: labelHeight
        )
        .offsetBy(dx: item.titlePositionAdjustment.horizontal, dy: item.titlePositionAdjustment.vertical)
        button.addSubview(label)
        if let badgeValue = item.badgeValue {
            let badge = UILabel()
            badge.text = badgeValue
            badge.font = .systemFont(ofSize: Metrics.badgeFontSize)
            badge.textColor = .white
            badge.textAlignment = .center
            badge.backgroundColor = item.badgeColor ?? .systemRed
            badge.layer.cornerRadius = Metrics.badgeHeight / 2
            badge.layer.masksToBounds = true
            let badgeWidth =
                badgeValue.isEmpty
                ? Metrics.badgeHeight / 2 : max(Metrics.badgeHeight, badge.intrinsicContentSize.width + 10)
            let badgeHeight = badgeValue.isEmpty ? Metrics.badgeHeight / 2 : Metrics.badgeHeight
            if badgeValue.isEmpty { badge.layer.cornerRadius = badgeHeight / 2 }
            badge.frame = CGRect(
                x: imageView.frame.midX + 4, y: 2 - Metrics.itemTop, width: badgeWidth, height: badgeHeight)
            button.addSubview(badge)
        }
        return button
    }
}

/// What a tab bar tells its delegate.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
