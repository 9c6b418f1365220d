import CoreGraphics
import Foundation

/// Section headers and footers: the delegate's views, or title views the table makes for
/// `titleForHeaderInSection`/`titleForFooterInSection`; their heights (`automaticDimension`
/// fits the view or the title) and placement (plain-style headers float at the top while their
/// section is on screen, as on iOS).
extension UITableView {
    static let titleViewIdentifier = "UITableViewTitleHeaderFooter"

    /// The header's (or footer's) height, after making and keeping its view.
    func sectionViewHeight(_ section: Int, header: Bool) -> CGFloat {
        let delegate = self.delegate
        let explicit =
            header
            ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        let view =
            header
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        let shown = view ?? title.map { titleView($0) }
        if let shown {
            (shown as? UITableViewHeaderFooterView)?.placement = .init(
                tableStyle: style, isHeader: header, textInset: textInset)
            if header { headerViews[section] = shown } else { footerViews[section] = shown }
        }
        let padding = header && shown != nil ? headerTopPadding : 0
        // A grouped table treats 0 as "use the default", as iOS does (libraries return
        // `.leastNormalMagnitude` for no space).
        if explicit.isFinite, explicit >= 0, !(explicit == 0 && style != .plain) { return explicit + padding }
        guard let shown else {
            if style == .plain { return 0 }
            return header
                ? (section == 0 ? UITableView.groupedFirstHeaderHeight : UITableView.groupedHeaderHeight)
                : UITableView.groupedFooterHeight
        }
        return fittingHeight(of: shown) + padding
    }

    /// `sectionHeaderTopPadding`, its automatic value resolved (plain style only).
    var headerTopPadding: CGFloat {
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return style == .plain ? UITableView.plainHeaderTopPadding : 0
    }

    /// Where a header's title starts: the row margin (and the inset-grouped section's inset).
    var textInset: CGFloat {
        rowLayoutMargin + sectionHorizontalInset.left + (style == .insetGrouped ? 0 : safeAreaInsets.left)
    }

    private func titleView(_ title: String) -> UITableViewHeaderFooterView {
        let view =
            dequeueReusableHeaderFooterView(withIdentifier: UITableView.titleViewIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: UITableView.titleViewIdentifier)
        view.textLabel?.text = title
        return view
    }

    /// A section view's automatic height: a header/footer view's title layout, the Auto Layout
    /// fitting height of a view with constraints, else its frame's height.
    func fittingHeight(of view: UIView) -> CGFloat {
        if let headerFooter = view as? UITableViewHeaderFooterView {
            return headerFooter.fittingHeight(forWidth: bounds.width)
        }
        guard view.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else {
            return view.frame.height
        }
        return view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    // MARK: - Placement

    func placeSectionViews() {
        let floatingTop = bounds.minY + adjustedContentInset.top
        for (index, view) in headerViews {
            guard geometry.sections.indices.contains(index) else { continue }
            let section = geometry.sections[index]
            let padding = headerTopPadding
            var frame = CGRect(
                x: 0, y: section.top + padding, width: bounds.width, height: section.headerHeight - padding)
            if style == .plain, section.rowsBottom > floatingTop {
                frame.origin.y = max(frame.minY, min(floatingTop, section.rowsBottom - frame.height))
            }
            show(view, frame: frame) { delegate?.tableView(self, willDisplayHeaderView: view, forSection: index) }
        }
        for (index, view) in footerViews {
            guard geometry.sections.indices.contains(index) else { continue }
            let section = geometry.sections[index]
            let frame = CGRect(x: 0, y: section.rowsBottom, width: bounds.width, height: section.footerHeight)
            show(view, frame: frame) { delegate?.tableView(self, willDisplayFooterView: view, forSection: index) }
        }
    }

    /// Adds the view above the rows while its frame meets the bounds; removes it otherwise.
    private func show(_ view: UIView, frame: CGRect, willDisplay: () -> Void) {
        guard frame.height > 0, frame.intersects(bounds) else {
            if view.superview === self { view.removeFromSuperview() }
            return
        }
        if view.frame != frame { view.frame = frame }
        if view.superview !== self {
            addSubview(view)
            willDisplay()
        }
    }
}
