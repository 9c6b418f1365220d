import CoreGraphics
import Foundation

/// The bar at the top of a navigation controller: the top item's title (centred, 17 pt semibold,
/// or large — 34 pt bold, leading — under the bar's buttons when `prefersLargeTitles`), its left
/// and right bar button items, and a back button to the previous item (a chevron and the previous
/// item's back title), in the tint colour.
///
/// Heights (`UINavigationBar.Metrics`): 44 pt on iPhone in portrait, 32 pt in compact height
/// (landscape), 50 pt on iPad; large titles add 52 pt (96 pt on iPhone) — as measured by Geoff
/// Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12". Its background follows
/// iOS 15's default `scrollEdgeAppearance`: transparent, with no hairline (ViewLab never scrolls
/// content under it); an appearance you set draws its `backgroundColor`.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Measurements of iOS's navigation bar (see the type's comment).
    enum Metrics {
        static let height: CGFloat = 44
        static let compactHeight: CGFloat = 32
        static let padHeight: CGFloat = 50
        static let largeTitleExtra: CGFloat = 52
        static let margin: CGFloat = 16
        static let itemSpacing: CGFloat = 8
        static let titleFontSize: CGFloat = 17
        static let largeTitleFontSize: CGFloat = 34
    }

    /// The items, bottom to top (the last is shown).
    open private(set) var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }
    /// Whether the top item's title is shown large (where its `largeTitleDisplayMode` allows).
    open var prefersLargeTitles = false { didSet { itemsDidChange() } }
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { itemsDidChange() } }
    open var barStyle: UIBarStyle = .default
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { itemsDidChange() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { itemsDidChange() } }
    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            standardAppearanceIsSet = true
            itemsDidChange()
        }
    }
    /// Whether `standardAppearance` was set (an appearance proxy gives its own only to bars that
    /// have not).
    var standardAppearanceIsSet = false
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemsDidChange() } }
    open var compactAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open weak var delegate: AnyObject?
    /// The hairline under the bar, drawn only when a background image is set too (see
    /// `UINavigationBar+BackgroundImage`); an empty image hides the hairline.
    open var shadowImage: UIImage? { didSet { itemsDidChange() } }
    /// The images given to `setBackgroundImage(_:for:barMetrics:)`.
    var backgroundImages = BarBackgroundImages()

    /// Called when the back button is tapped (the navigation controller pops).
    var onBack: (() -> Void)?

    private let background = BarBackground()
    private var contentViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        tintAdjustmentMode = .automatic
        addBackgroundViews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addBackgroundViews()
    }

    private func addBackgroundViews() { background.install(in: self) }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items?.forEach { if $0.bar === self { $0.bar = nil } }
        self.items = items
        items?.forEach { $0.bar = self }
        itemsDidChange()
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var list = items, !list.isEmpty else { return nil }
        let popped = list.removeLast()
        setItems(list, animated: animated)
        return popped
    }

    func itemsDidChange() {
        builtFor = nil
        setNeedsLayout()
    }

    /// The size and title style the buttons and title were last built for (they are rebuilt when
    /// the items or the size change, not on every layout: adding them marks the bar for layout).
    private var builtFor: (size: CGSize, large: Bool)?

    /// Whether the top item's title shows large.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, traitCollection.verticalSizeClass != .compact, let items, let top = items.last else {
            return false
        }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return item === top ? false : false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height for its traits: standard (44 pt on iPhone), plus 52 pt for a large title.
    var barHeight: CGFloat {
        let traits = traitCollection
        let base =
            traits.userInterfaceIdiom == .pad
            ? Metrics.padHeight
            : traits.verticalSizeClass == .compact ? Metrics.compactHeight : Metrics.height
        return base + (showsLargeTitle ? Metrics.largeTitleExtra : 0)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = scrollEdgeAppearance ?? standardAppearance.transparentBackgroundCopy()
        // The background reaches up behind the status bar.
        let top = frame.minY
        let hairlineHeight = background.update(
            frame: CGRect(x: 0, y: -top, width: bounds.width, height: bounds.height + top), image: drawnBackgroundImage,
            color: barTintColor ?? appearance.backgroundColor, shadow: drawnShadowImage,
            shadowColor: appearance.shadowColor, scale: traitCollection.displayScale)
        background.hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: hairlineHeight)
        guard builtFor?.size != bounds.size || builtFor?.large != showsLargeTitle else { return }
        builtFor = (bounds.size, showsLargeTitle)
        rebuildContent(appearance)
    }

    private func rebuildContent(_ appearance: UINavigationBarAppearance) {
        contentViews.forEach { $0.removeFromSuperview() }
        contentViews = []
        guard let item = topItem else { return }
        let rowHeight = bounds.height - (showsLargeTitle ? Metrics.largeTitleExtra : 0)
        var leading = Metrics.margin - (backItem != nil && !item.hidesBackButton ? 8 : 0)
        var trailing = bounds.width - Metrics.margin

        if let back = backItem, !item.hidesBackButton,
            item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton
        {
            let title =
                item.backButtonDisplayMode == .minimal
                ? nil
                : item.backButtonDisplayMode == .generic
                    ? "Back"
                    : back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.displayedTitle ?? "Back"
            let button = makeButton(title: title, image: UIImage(systemName: "chevron.left"), bold: false) {
                [weak self] in self?.onBack?()
            }
            place(button, x: &leading, rowHeight: rowHeight, fromLeading: true)
            button.accessibilityLabel = title ?? "Back"
        }
        for barItem in item.leftBarButtonItems ?? [] {
            place(view(for: barItem), x: &leading, rowHeight: rowHeight, fromLeading: true)
        }
        for barItem in item.rightBarButtonItems ?? [] {
            place(view(for: barItem), x: &trailing, rowHeight: rowHeight, fromLeading: false)
        }

        if showsLargeTitle {
            let label = makeTitleLabel(
                item, font: .systemFont(ofSize: Metrics.largeTitleFontSize, weight: .bold),
                attributes: largeTitleTextAttributes ?? appearance.largeTitleTextAttributes)
            let height = label.intrinsicContentSize.height
            label.frame = CGRect(
                x: Metrics.margin, y: rowHeight + (Metrics.largeTitleExtra - height) / 2,
                width: bounds.width - 2 * Metrics.margin, height: height)
            add(label)
        }
        if let titleView = item.titleView {
            let size = titleView.bounds.size == .zero ? titleView.intrinsicContentSize : titleView.bounds.size
            titleView.frame = CGRect(
                x: (bounds.width - size.width) / 2, y: (rowHeight - size.height) / 2, width: size.width,
                height: size.height)
            add(titleView)
        } else if !showsLargeTitle {
            let label = makeTitleLabel(
                item, font: .systemFont(ofSize: Metrics.titleFontSize, weight: .semibold),
                attributes: titleTextAttributes ?? appearance.titleTextAttributes)
            let room = max(0, min(bounds.width / 2 - leading, trailing - bounds.width / 2) - Metrics.itemSpacing)
            let width = min(label.intrinsicContentSize.width, 2 * room)
            label.frame = CGRect(x: (bounds.width - width) / 2, y: 0, width: width, height: rowHeight)
            add(label)
        }
    }

    private func makeTitleLabel(_ item: UINavigationItem, font: UIFont, attributes: [NSAttributedString.Key: Any]?)
        -> UILabel
    {
        let label = UILabel()
        label.text = item.displayedTitle
        label.font = attributes?[.font] as? UIFont ?? font
        label.textColor = attributes?[.foregroundColor] as? UIColor ?? .label
        label.accessibilityTraits = .header
        return label
    }

    private func view(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        let button = makeButton(
            title: item.image == nil ? item.title ?? item.systemItem?.title : nil,
            image: item.image ?? item.systemItem?.symbol.flatMap { UIImage(systemName: $0) },
            bold: item.style == .done || item.systemItem == .done
        ) { [weak item] in item?.perform() }
        if let tint = item.tintColor { button.tintColor = tint }
        button.isEnabled = item.isEnabled
        button.accessibilityLabel = item.title ?? item.systemItem?.title
        return button
    }

    private func makeButton(title: String?, image: UIImage?, bold: Bool, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        if let image { button.setImage(image, for: .normal) }
        if let title { button.setTitle(title, for: .normal) }
        button.titleLabel?.font = .systemFont(ofSize: Metrics.titleFontSize, weight: bold ? .semibold : .regular)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    /// Puts `view` in the button row, moving `x` past it (from the leading or trailing edge).
    private func place(_ view: UIView, x: inout CGFloat, rowHeight: CGFloat, fromLeading: Bool) {
        var size = view.bounds.size
        if size == .zero || !(view is UIButton) && view.bounds.size == .zero { size = view.intrinsicContentSize }
        if view is UIButton { size = view.sizeThatFits(CGSize(width: bounds.width, height: rowHeight)) }
        size.width = max(size.width, 0)
        size.height = min(max(size.height, 0), rowHeight)
        let originX = fromLeading ? x : x - size.width
        view.frame = CGRect(x: originX, y: (rowHeight - size.height) / 2, width: size.width, height: size.height)
        x = fromLeading ? x + size.width + Metrics.itemSpacing : x - size.width - Metrics.itemSpacing
        add(view)
    }

    private func add(_ view: UIView) {
        addSubview(view)
        contentViews.append(view)
    }
}

/// The style of a bar (`.default`, `.black`).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black
}

extension UIBarButtonItem.SystemItem {
    /// The title iOS shows for a text system item.
    var title: String? {
        switch self {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .undo: return "Undo"
        case .redo: return "Redo"
        default: return nil
        }
    }

    /// The symbol of an image system item (those ViewLab draws).
    var symbol: String? {
        switch self {
        case .add: return "plus"
        case .trash: return "trash"
        case .action: return "square.and.arrow.up"
        case .search: return "magnifyingglass"
        case .close: return "xmark"
        default: return nil
        }
    }
}

extension UIBarButtonItem {
    /// What tapping the item does: its `primaryAction`, else its target's action.
    func perform() {
        if let primaryAction { primaryAction.perform(sender: self); return }
        if let action, let target { action.send(to: target, arguments: [self, nil]) }
    }
}
