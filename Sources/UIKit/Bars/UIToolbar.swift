import CoreGraphics
import Foundation

/// A bar of buttons along the bottom of a screen or above a keyboard (Apple, `UIToolbar`).
///
/// Its items (`UIBarButtonItem`s: titles, images, system items, custom views, flexible and fixed
/// spaces) are laid out in a row, left to right, 16 pt from the edges and 8 pt apart, flexible
/// spaces sharing what is left; a tap on a button performs its item's action. Its height is
/// 44 pt (`sizeThatFits`, as on iPhone). The background is `barTintColor` when set, else the
/// system bar background — `systemBackground` at 94 % (translucent) or opaque — with a hairline
/// along the top edge (black at 30 %), as iOS 15's default toolbar appearance draws it; ViewLab
/// draws no blur behind it. `barStyle` `.black` gives a dark bar.
open class UIToolbar: UIView {
    /// The toolbar's items, laid out left to right.
    open var items: [UIBarButtonItem]? { didSet { setNeedsRebuild() } }
    /// The colour of the bar's background (nil: the system bar background).
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the bar's background is translucent (the default).
    open var isTranslucent = true { didSet { setNeedsDisplay() } }
    /// The bar's style: `.black` draws a dark bar with light items.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
    /// The toolbar's delegate (its position is always `.bottom` here).
    open weak var delegate: UIToolbarDelegate?

    /// The views made for the items at the last layout.
    private var itemViews: [UIView] = []
    private var needsRebuild = true

    enum Metrics {
        static let height: CGFloat = 44
        static let edgeInset: CGFloat = 16
        static let spacing: CGFloat = 8
        static let titleFontSize: CGFloat = 17
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    /// Sets the items (Apple, `setItems(_:animated:)`; the change is not animated here).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Metrics.height) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Metrics.height) }

    private func setNeedsRebuild() {
        needsRebuild = true
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsRebuild {
            itemViews.forEach { $0.removeFromSuperview() }
            itemViews = (items ?? []).map(view(for:))
            itemViews.forEach { if $0.superview !== self { addSubview($0) } }
            needsRebuild = false
        }
        placeItems()
    }

    /// A space item's width (nil for a flexible space), or the view's fitted width.
    private func placeItems() {
        let items = items ?? []
        let height = bounds.height
        var widths: [CGFloat?] = []
        for (item, view) in zip(items, itemViews) {
            switch item.systemItem {
            case .flexibleSpace: widths.append(nil)
            case .fixedSpace: widths.append(item.width)
            default:
                widths.append(
                    item.width > 0 ? item.width : view.sizeThatFits(CGSize(width: bounds.width, height: height)).width)
            }
        }
        let fixed = widths.compactMap { $0 }.reduce(0, +) + Metrics.spacing * CGFloat(max(items.count - 1, 0))
        let flexibleCount = widths.filter { $0 == nil }.count
        let flexible =
            flexibleCount == 0 ? 0 : max(0, bounds.width - 2 * Metrics.edgeInset - fixed) / CGFloat(flexibleCount)
        var x = Metrics.edgeInset
        for (width, view) in zip(widths, itemViews) {
            let itemWidth = width ?? flexible
            let itemHeight = min(
                height, view is UIButton ? height : max(view.bounds.height, view.intrinsicContentSize.height, 0))
            view.frame = CGRect(x: x, y: (height - itemHeight) / 2, width: itemWidth, height: itemHeight)
            x += itemWidth + Metrics.spacing
        }
    }

    private func view(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return UIView() }
        let button = UIButton(type: .system)
        if let image = item.image ?? item.systemItem?.symbol.flatMap({ UIImage(systemName: $0) }) {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(item.title ?? item.systemItem?.title, for: .normal)
        }
        let bold = item.style == .done || item.systemItem == .done
        button.titleLabel?.font = .systemFont(ofSize: Metrics.titleFontSize, weight: bold ? .semibold : .regular)
        if let tint = item.tintColor ?? (barStyle == .black ? .white : nil) { button.tintColor = tint }
        button.isEnabled = item.isEnabled
        button.addAction(UIAction { [weak item] _ in item?.perform() }, for: .touchUpInside)
        return button
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let background = barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : .systemBackground)
        context.setFillColor(
            (isTranslucent && barTintColor == nil ? background.withAlphaComponent(0.94) : background).cgColor)
        context.fill(bounds)
        context.setFillColor(UIBarAppearance.hairline.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, traitCollection.displayScale)))
    }
}

/// The toolbar's delegate (Apple, `UIToolbarDelegate`: a `UIBarPositioningDelegate`).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: AnyObject {}
