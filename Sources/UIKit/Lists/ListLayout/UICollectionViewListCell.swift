import CoreGraphics
import Foundation

/// A row of a list section (`UICollectionViewListCell`, iOS 14), drawn as a table row: the
/// section's look (plain or grouped background, the 10 pt corners of an inset grouped section's
/// first and last rows, the one-pixel separator from the row margin — `ListRowChrome`, shared
/// with `UITableViewCell`), `accessories` at the edges, the content view between them, at least
/// 44 pt tall and sized to its content (`defaultContentConfiguration()` gives the table's
/// `.cell()` content).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    let systemBackgroundView = UIView()
    let separatorView = UIView()
    private var accessoryViews: [UIView] = []
    /// Where the list put the cell (nil outside a list section).
    var listPlacement: UITableViewCell.ListPlacement? {
        didSet { if listPlacement != oldValue { applyPlacement() } }
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        configureListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureListCell()
    }

    private func configureListCell() {
        systemBackgroundView.isUserInteractionEnabled = false
        separatorView.isUserInteractionEnabled = false
        contentView.insetsLayoutMarginsFromSafeArea = false
        insertSubview(systemBackgroundView, at: 0)
        addSubview(separatorView)
    }

    /// The system accessories, leading and trailing (default none).
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    open var indentsAccessories = true

    /// The content of a list row: `UIListContentConfiguration.cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    open override var isSelected: Bool { didSet { updateListBackground() } }
    open override var isHighlighted: Bool { didSet { updateListBackground() } }

    private var isListEditing: Bool {
        var view = superview
        while let current = view {
            if let collection = current as? UICollectionView { return collection.isEditing }
            view = current.superview
        }
        return listPlacement?.isEditing ?? false
    }

    private func rebuildAccessories() {
        accessoryViews.forEach { $0.removeFromSuperview() }
        accessoryViews = accessories.map { $0.makeView() }
        accessoryViews.forEach { addSubview($0) }
        setNeedsLayout()
    }

    private func applyPlacement() {
        ListRowChrome.applyCorners(listPlacement, to: self)
        updateListBackground()
        setNeedsLayout()
    }

    /// The style's background, `systemGray4` while selected or highlighted (a background
    /// configuration or view of yours replaces it).
    private func updateListBackground() {
        guard let placement = listPlacement, backgroundConfiguration == nil, backgroundView == nil else {
            systemBackgroundView.backgroundColor = nil
            return
        }
        systemBackgroundView.backgroundColor =
            (isSelected || isHighlighted) && selectedBackgroundView == nil ? .systemGray4 : placement.background
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        systemBackgroundView.frame = bounds
        sendSubviewToBack(systemBackgroundView)
        let margin =
            listPlacement?.rowMargin ?? UITableView.layoutMargin(forWidth: window?.bounds.width ?? bounds.width)
        let editing = isListEditing
        var leading: [UIView] = [], trailing: [UIView] = []
        for (accessory, view) in zip(accessories, accessoryViews) {
            view.isHidden = !accessory.isShown(editing: editing)
            guard !view.isHidden else { continue }
            if accessory.isLeading { leading.append(view) } else { trailing.append(view) }
        }
        // Trailing accessories read from leading to trailing: the last stands at the edge.
        let contentFrame = ListRowChrome.layOutRow(
            in: bounds, margin: margin, separator: listPlacement?.rowSeparatorThickness ?? 0,
            indent: CGFloat(indentationLevel) * indentationWidth, leading: leading, trailing: trailing.reversed())
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        let margins = UIEdgeInsets(
            top: UITableView.rowVerticalMargin, left: margin, bottom: UITableView.rowVerticalMargin,
            right: trailing.isEmpty ? margin : 0)
        if listPlacement != nil, contentView.layoutMargins != margins { contentView.layoutMargins = margins }
        configuredContentView?.frame = contentView.bounds
        var inset = listPlacement?.separatorInset ?? .zero
        inset.left += contentFrame.minX
        ListRowChrome.layOutSeparator(separatorView, placement: listPlacement, in: bounds, inset: inset)
    }

    /// A list row's height: its content's (at least 44 pt) plus the separator, at the width given.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        guard let placement = listPlacement else {
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }
        if bounds.width != targetSize.width { bounds.size.width = targetSize.width }
        layoutSubviews()
        let separator = placement.rowSeparatorThickness
        let content =
            ListRowChrome.contentHeight(
                contentView: contentView, configured: configuredContentView, width: contentView.bounds.width) ?? 0
        return CGSize(
            width: targetSize.width, height: max(UITableView.defaultRowHeight - separator, content) + separator)
    }
}
