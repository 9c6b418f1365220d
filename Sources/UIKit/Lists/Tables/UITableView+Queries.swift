import CoreGraphics
import Foundation

/// Asking a table view about its rows: counts, cells on screen, rectangles, and scrolling to a
/// row. Geometry questions lay the table out first when it needs it, as on iOS.
extension UITableView {
    /// Lays out now if a reload is pending (UIKit answers geometry from fresh data).
    func updateGeometryIfNeeded() {
        if needsReload || bounds.width != geometryWidth { layoutIfNeeded() }
        if needsReload { rebuildGeometry() }
    }

    /// `numberOfSections`, whose overridable declaration is in the class body.
    var numberOfSectionsImpl: Int { updateGeometryIfNeeded(); return geometry.sections.count }

    /// `numberOfRows`, whose overridable declaration is in the class body.
    func numberOfRowsImpl(inSection section: Int) -> Int {
        updateGeometryIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rowHeights.count : 0
    }

    /// `cellForRow`, whose overridable declaration is in the class body.
    func cellForRowImpl(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByRow[indexPath] }

    /// `visibleCells`, whose overridable declaration is in the class body.
    var visibleCellsImpl: [UITableViewCell] { visibleIndexPathsSorted.compactMap { visibleCellsByRow[$0] } }

    /// `indexPathsForVisibleRows`, whose overridable declaration is in the class body.
    var indexPathsForVisibleRowsImpl: [IndexPath]? { visibleIndexPathsSorted }

    private var visibleIndexPathsSorted: [IndexPath] { visibleCellsByRow.keys.sorted() }

    /// `indexPath`, whose overridable declaration is in the class body.
    func indexPathImpl(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByRow.first { $0.value === cell }?.key
    }

    /// `indexPathForRow`, whose overridable declaration is in the class body.
    func indexPathForRowImpl(at point: CGPoint) -> IndexPath? {
        updateGeometryIfNeeded()
        guard let indexPath = geometry.row(at: point.y), let frame = rowFrame(indexPath), frame.minX <= point.x,
            point.x < frame.maxX
        else { return nil }
        return indexPath
    }

    /// The rows meeting a rectangle.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        updateGeometryIfNeeded()
        return geometry.rows(from: rect.minY, to: rect.maxY)
    }

    /// `rectForRow`, whose overridable declaration is in the class body.
    func rectForRowImpl(at indexPath: IndexPath) -> CGRect {
        updateGeometryIfNeeded()
        return rowFrame(indexPath) ?? .zero
    }

    /// A section's rectangle: header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.height)
    }

    public func rectForHeader(inSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.rowsBottom, width: bounds.width, height: s.footerHeight)
    }

    /// `headerView`, whose overridable declaration is in the class body.
    func headerViewImpl(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViews[section].flatMap { $0.superview === self ? $0 as? UITableViewHeaderFooterView : nil }
    }

    /// `footerView`, whose overridable declaration is in the class body.
    func footerViewImpl(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViews[section].flatMap { $0.superview === self ? $0 as? UITableViewHeaderFooterView : nil }
    }

    /// `scrollToRow`, whose overridable declaration is in the class body.
    func scrollToRowImpl(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        updateGeometryIfNeeded()
        guard let frame = rowFrame(indexPath) else {
            UIView.report(.invalidArgument, "attempt to scroll to invalid index path: \(indexPath)")
            return
        }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .top: y = frame.minY - inset.top
        case .middle: y = frame.midY - inset.top - visibleHeight / 2
        case .bottom: y = frame.maxY - inset.top - visibleHeight
        case .none:
            scrollRectToVisible(frame, animated: animated)
            return
        }
        // Rows below the target may be estimates: measure those that would come on screen first.
        contentSize.height = max(contentSize.height, geometry.contentHeight)
        y = clampedOffset(CGPoint(x: contentOffset.x, y: y)).y
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Scrolls the selected row into view.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let first = selectedRows.min() else { return }
        scrollToRow(at: first, at: scrollPosition, animated: animated)
    }
}
