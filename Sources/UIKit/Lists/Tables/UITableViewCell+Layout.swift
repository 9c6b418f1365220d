import CoreGraphics
import QuartzCore

/// The cell's own layout: background, accessory, content view (shrunk for the accessory,
/// ending above the separator: iOS's content view of a 44 pt row is 44 pt minus one pixel tall),
/// the built-in labels and the separator.
extension UITableViewCell {
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

    var rowMargin: CGFloat {
        listPlacement?.rowMargin ?? UITableView.layoutMargin(forWidth: window?.bounds.width ?? bounds.width)
    }

    var separatorThickness: CGFloat { listPlacement?.rowSeparatorThickness ?? 0 }

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
        let editing = listPlacement?.isEditing == true
        let leading = [editingControl(listPlacement?.editingControl)].compactMap { $0 }
        let accessory = currentAccessoryView()
        if editing { accessory?.isHidden = true }
        let trailing = [editing ? nil : accessory, reorderControl(listPlacement?.showsReorderControl == true)]
            .compactMap { $0 }
        let contentFrame = ListRowChrome.layOutRow(
            in: bounds, margin: margin, separator: thickness, indent: CGFloat(indentationLevel) * indentationWidth,
            leading: leading, trailing: trailing)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        let margins = UIEdgeInsets(
            top: UITableView.rowVerticalMargin, left: margin, bottom: UITableView.rowVerticalMargin,
            right: trailing.isEmpty ? margin : 0)
        if contentView.layoutMargins != margins { contentView.layoutMargins = margins }
        if let configured = configuredContentView {
            configured.frame = contentView.bounds
        } else {
            listContentLayout.layOut(
                text: storedTextLabel, secondary: storedDetailTextLabel, image: storedImageView, in: contentView.bounds)
        }
        var inset = separatorInset
        // With an image, the separator starts under the text (iOS aligns it with the text).
        if storedSeparatorInset == nil, let image = storedImageView, image.image != nil, let text = storedTextLabel {
            inset.left = contentView.frame.minX + text.frame.minX
        }
        ListRowChrome.layOutSeparator(separatorView, placement: listPlacement, in: bounds, inset: inset)
    }

    /// The editing control for the row (made on first use), or nil (hidden).
    private func editingControl(_ glyph: ListGlyphView.Glyph?) -> UIView? {
        guard let glyph else { editingControlView?.isHidden = true; return nil }
        let view =
            editingControlView
            ?? {
                let made = ListGlyphView(glyph); addSubview(made); editingControlView = made; return made
            }()
        view.glyph = glyph
        view.isHidden = false
        return view
    }

    private func reorderControl(_ shown: Bool) -> UIView? {
        guard shown else { reorderControlView?.isHidden = true; return nil }
        let view =
            reorderControlView
            ?? {
                let made = ListGlyphView(.reorder); addSubview(made); reorderControlView = made; return made
            }()
        view.isHidden = false
        return view
    }

    /// The accessory shown: the custom view, or the standard one for `accessoryType`.
    func currentAccessoryView() -> UIView? {
        if let accessoryView {
            standardAccessoryView?.isHidden = true
            accessoryView.isHidden = false
            return accessoryView
        }
        guard let glyph = accessoryType.glyph else { standardAccessoryView?.isHidden = true; return nil }
        let view =
            standardAccessoryView
            ?? {
                let made = ListGlyphView(glyph)
                addSubview(made)
                standardAccessoryView = made
                return made
            }()
        view.glyph = glyph
        view.isHidden = false
        return view
    }

    /// The row height the content needs at `width`: the content view's Auto Layout fitting
    /// height (or the built-in labels' height, at least 44 pt), plus the separator.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if bounds.width != width { frame.size.width = width }
        layOutCell()
        let contentWidth = contentView.bounds.width
        var height =
            ListRowChrome.contentHeight(
                contentView: contentView, configured: configuredContentView, width: contentWidth)
            ?? max(
                UITableView.defaultRowHeight - separatorThickness,
                listContentLayout.fittingHeight(
                    text: storedTextLabel, secondary: storedDetailTextLabel, image: storedImageView, width: contentWidth
                ))
        if height <= 0 { height = UITableView.defaultRowHeight - separatorThickness }
        return (height + separatorThickness)
    }

    // MARK: - Look

    func applyListPlacement() {
        ListRowChrome.applyCorners(listPlacement, to: self)
        updateBackground()
        setNeedsLayout()
    }

    /// The background for the state: the selected background, the configuration's colour, or
    /// the style's (plain: `systemBackground`, grouped: `secondarySystemGroupedBackground`).
    func updateBackground() {
        let selectedLook = (selectedState || highlightedState) && selectionStyle != .none
        if let selected = selectedBackgroundView {
            if selectedLook {
                insertSubview(selected, belowSubview: contentView)
            } else {
                selected.removeFromSuperview()
            }
        }
        let base: UIColor? =
            storedBackgroundConfiguration?.backgroundColor
            ?? (userBackgroundColor ? nil : listPlacement?.background ?? .systemBackground)
        systemBackgroundView.backgroundColor = selectedLook && selectedBackgroundView == nil ? .systemGray4 : base
    }
}
