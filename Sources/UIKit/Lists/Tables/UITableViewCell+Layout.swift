import CoreGraphics
import QuartzCore

/// The cell's own layout: background, accessory, content view (shrunk for the accessory,
/// ending above the separator: iOS's content view of a 44 pt row is 44 pt minus one pixel tall),
/// the built-in labels and the separator.
extension UITableViewCell {
    /// What the table view tells a cell about where it sits.
    struct ListPlacement: Equatable {
        var style: UITableView.Style
        var isFirst: Bool
        var isLast: Bool
        /// The separator colour; nil: no separator.
        var separator: UIColor?
        var separatorThickness: CGFloat
        var separatorInset: UIEdgeInsets
        var rowMargin: CGFloat
    }

    /// Space between the accessory and the content view: 10 pt (a 375 pt row with a disclosure
    /// indicator has a 341 pt content view, observed).
    static let accessoryGap: CGFloat = 10

    func configureCell() {
        systemBackgroundView.isUserInteractionEnabled = false
        separatorView.isUserInteractionEnabled = false
        contentView.insetsLayoutMarginsFromSafeArea = false
        addSubview(systemBackgroundView)
        addSubview(contentView)
        addSubview(separatorView)
        updateBackground()
    }

    func label(_ storage: inout UILabel?, secondary: Bool) -> UILabel {
        if let storage { return storage }
        let label = UILabel()
        switch (cellStyle, secondary) {
        case (.subtitle, true):
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .secondaryLabel
        case (.value1, true):
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
        case (.value2, false):
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = tintColor
        case (.value2, true):
            label.font = .preferredFont(forTextStyle: .subheadline)
        default:
            label.font = .preferredFont(forTextStyle: .body)
        }
        contentView.addSubview(label)
        storage = label
        setNeedsLayout()
        return label
    }

    var rowMargin: CGFloat { listPlacement?.rowMargin ?? UITableView.layoutMargin(forWidth: window?.bounds.width ?? bounds.width) }

    var separatorThickness: CGFloat {
        guard let placement = listPlacement, placement.separator != nil else { return 0 }
        // Grouped sections draw no separator under their last row (iOS 13 and later).
        if placement.isLast, placement.style != .plain { return 0 }
        return placement.separatorThickness
    }

    var listContentLayout: ListContentLayout {
        let kind: ListContentLayout.Kind
        switch cellStyle {
        case .default: kind = .cell
        case .subtitle: kind = .subtitle
        case .value1: kind = .value1
        case .value2: kind = .value2
        }
        return ListContentLayout(kind: kind, margins: contentView.layoutMargins)
    }

    // MARK: - Layout

    func layOutCell() {
        let thickness = separatorThickness
        systemBackgroundView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        let margin = rowMargin
        var contentMaxX = bounds.width
        let accessory = currentAccessoryView()
        if let accessory {
            let size = accessory.frame.size
            accessory.frame = CGRect(x: bounds.width - margin - size.width, y: ((bounds.height - thickness - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
            contentMaxX = accessory.frame.minX - UITableViewCell.accessoryGap
        }
        let indent = CGFloat(indentationLevel) * indentationWidth
        let contentFrame = CGRect(x: indent, y: 0, width: max(0, contentMaxX - indent), height: max(0, bounds.height - thickness))
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        let margins = UIEdgeInsets(top: UITableView.rowVerticalMargin, left: margin, bottom: UITableView.rowVerticalMargin,
                                   right: accessory == nil ? margin : 0)
        if contentView.layoutMargins != margins { contentView.layoutMargins = margins }
        if let configured = configuredContentView {
            configured.frame = contentView.bounds
        } else {
            listContentLayout.layOut(text: storedTextLabel, secondary: storedDetailTextLabel, image: storedImageView, in: contentView.bounds)
        }
        layOutSeparator(thickness: thickness)
    }

    private func layOutSeparator(thickness: CGFloat) {
        guard thickness > 0, let color = listPlacement?.separator else { separatorView.isHidden = true; return }
        var inset = separatorInset
        // With an image, the separator starts under the text (iOS aligns it with the text).
        if storedSeparatorInset == nil, let image = storedImageView, image.image != nil, let text = storedTextLabel {
            inset.left = contentView.frame.minX + text.frame.minX
        }
        separatorView.isHidden = false
        separatorView.backgroundColor = color
        separatorView.frame = CGRect(x: inset.left, y: bounds.height - thickness,
                                     width: max(0, bounds.width - inset.left - inset.right), height: thickness)
        bringSubviewToFront(separatorView)
    }

    /// The accessory shown: the custom view, or the standard one for `accessoryType`.
    func currentAccessoryView() -> UIView? {
        if let accessoryView {
            standardAccessoryView?.isHidden = true
            return accessoryView
        }
        guard accessoryType != .none else { standardAccessoryView?.isHidden = true; return nil }
        let view = standardAccessoryView ?? {
            let made = UITableViewCellAccessoryView(type: accessoryType)
            addSubview(made)
            standardAccessoryView = made
            return made
        }()
        view.type = accessoryType
        view.isHidden = false
        return view
    }

    /// The row height the content needs at `width`: the content view's Auto Layout fitting
    /// height (or the built-in labels' height, at least 44 pt), plus the separator.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if bounds.width != width { frame.size.width = width }
        layOutCell()
        let contentWidth = contentView.bounds.width
        var height: CGFloat
        if let configured = configuredContentView {
            height = configured.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel).height
        } else if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            height = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel).height
        } else {
            height = max(UITableView.defaultRowHeight - separatorThickness,
                         listContentLayout.fittingHeight(text: storedTextLabel, secondary: storedDetailTextLabel, image: storedImageView, width: contentWidth))
        }
        if height <= 0 { height = UITableView.defaultRowHeight - separatorThickness }
        return (height + separatorThickness)
    }

    // MARK: - Look

    func applyListPlacement() {
        if let placement = listPlacement, placement.style == .insetGrouped, placement.isFirst || placement.isLast {
            var corners: CACornerMask = []
            if placement.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if placement.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            layer.cornerRadius = UITableView.insetGroupedCornerRadius
            layer.maskedCorners = corners
            layer.cornerCurve = .continuous
            clipsToBounds = true
        } else {
            layer.cornerRadius = 0
            clipsToBounds = false
        }
        updateBackground()
        setNeedsLayout()
    }

    /// The background for the state: the selected background, the configuration's colour, or
    /// the style's (plain: `systemBackground`, grouped: `secondarySystemGroupedBackground`).
    func updateBackground() {
        let selectedLook = (selectedState || highlightedState) && selectionStyle != .none
        if let selected = selectedBackgroundView {
            if selectedLook { insertSubview(selected, belowSubview: contentView) } else { selected.removeFromSuperview() }
        }
        let style = listPlacement?.style ?? .plain
        let base: UIColor? = storedBackgroundConfiguration?.backgroundColor
            ?? (userBackgroundColor ? nil : style == .plain ? .systemBackground : .secondarySystemGroupedBackground)
        systemBackgroundView.backgroundColor = selectedLook && selectedBackgroundView == nil ? .systemGray4 : base
    }
}
