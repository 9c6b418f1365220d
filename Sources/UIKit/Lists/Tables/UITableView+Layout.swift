import CoreGraphics
import Foundation

/// The layout pass: geometry from the data source and delegate, then cells for the rows that
/// meet the visible area (measuring self-sizing rows as they come on screen), then section
/// headers and footers, then `contentSize`.
extension UITableView {
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func layoutRows() {
        if needsReload || bounds.width != geometryWidth { rebuildGeometry() }
        tileRows()
        placeSectionViews()
        placeTableHeaderAndFooter()
        placeSectionIndex()
        placeSwipeActions()
        backgroundView?.frame = bounds
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: - Geometry

    /// Asks the data source and delegate for counts and heights. A reload takes every cell and
    /// section view off screen; a new width alone keeps them — on iOS a table whose width
    /// changes (a rotation, a container resized) lays its visible cells out again and asks the
    /// delegate for heights, but does not ask the data source for those cells again
    /// (`tableView(_:cellForRowAt:)` is called for rows coming on screen and after a reload), so
    /// what code did to a visible cell stays.
    func rebuildGeometry() {
        let reloading = needsReload
        needsReload = false
        geometryWidth = bounds.width
        if reloading {
            for cell in visibleCellsByRow.values { enqueue(cell) }
            visibleCellsByRow = [:]
            for view in Array(headerViews.values) + Array(footerViews.values) { enqueue(headerFooter: view) }
            headerViews = [:]
            footerViews = [:]
        }
        var new = TableGeometry()
        new.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        new.tableFooterHeight = tableFooterView?.frame.height ?? 0
        if let dataSource {
            let count = max(0, dataSource.numberOfSections(in: self))
            new.sections = (0..<count).map { section in
                let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
                var geometry = TableGeometry.Section()
                for row in 0..<rows {
                    let fixed = fixedRowHeight(IndexPath(row: row, section: section))
                    geometry.rowHeights.append(fixed ?? estimatedHeight(IndexPath(row: row, section: section)))
                    geometry.measured.append(fixed != nil)
                }
                geometry.headerHeight = sectionViewHeight(section, header: true)
                geometry.footerHeight = sectionViewHeight(section, header: false)
                return geometry
            }
        }
        new.layOut()
        geometry = new
        if estimatedRowHeight == 0 { measureAllRows() }
    }

    /// The row's height when it does not fit its content: the delegate's or `rowHeight`.
    func fixedRowHeight(_ indexPath: IndexPath) -> CGFloat? {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard height.isFinite, height >= 0 else { return nil }
        return height
    }

    func estimatedHeight(_ indexPath: IndexPath) -> CGFloat {
        let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return estimate.isFinite && estimate > 0 ? estimate : UITableView.defaultRowHeight
    }

    /// With estimation off (`estimatedRowHeight == 0`) every self-sizing row is measured at once.
    func measureAllRows() {
        for (s, section) in geometry.sections.enumerated() {
            for r in section.measured.indices where !section.measured[r] {
                let indexPath = IndexPath(row: r, section: s)
                guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
                setMeasuredHeight(measure(cell, at: indexPath), at: indexPath)
                enqueue(cell)
            }
        }
        geometry.layOut()
    }

    func setMeasuredHeight(_ height: CGFloat, at indexPath: IndexPath) {
        geometry.sections[indexPath.section].rowHeights[indexPath.row] = height
        geometry.sections[indexPath.section].measured[indexPath.row] = true
    }

    /// The cell's fitting height at the row's width (its content view's Auto Layout, or the
    /// built-in labels, plus the separator).
    func measure(_ cell: UITableViewCell, at indexPath: IndexPath) -> CGFloat {
        prepare(cell, at: indexPath)
        cell.frame = CGRect(x: 0, y: 0, width: rowWidth, height: UITableView.defaultRowHeight)
        return cell.fittingHeight(forWidth: rowWidth)
    }

    // MARK: - Rows

    var rowWidth: CGFloat {
        let inset = sectionHorizontalInset
        return max(0, bounds.width - inset.left - inset.right)
    }

    func rowFrame(_ indexPath: IndexPath) -> CGRect? {
        guard let span = geometry.rowSpan(indexPath) else { return nil }
        return CGRect(x: sectionHorizontalInset.left, y: span.top, width: rowWidth, height: span.height)
    }

    /// The rows meeting the visible area (the bounds, in content coordinates).
    var rowsInBounds: [IndexPath] { geometry.rows(from: bounds.minY, to: bounds.maxY) }

    /// Measures the self-sizing rows that come on screen until the visible set is stable, then
    /// gives every visible row its cell and sends the rest to the reuse queue.
    func tileRows() {
        // Rows that left the bounds give their cells back first, so measuring the rows that
        // came on screen reuses them.
        removeCells(notIn: Set(rowsInBounds))
        var prepared: [IndexPath: UITableViewCell] = [:]
        for _ in 0..<64 {
            let unmeasured = rowsInBounds.filter { !geometry.sections[$0.section].measured[$0.row] }
            guard !unmeasured.isEmpty else { break }
            for indexPath in unmeasured {
                guard
                    let cell = visibleCellsByRow[indexPath] ?? prepared[indexPath]
                        ?? dataSource?.tableView(self, cellForRowAt: indexPath)
                else { continue }
                if visibleCellsByRow[indexPath] == nil { prepared[indexPath] = cell }
                setMeasuredHeight(measure(cell, at: indexPath), at: indexPath)
            }
            geometry.layOut()
        }
        let visible = rowsInBounds
        removeCells(notIn: Set(visible))
        for indexPath in visible {
            if let cell = visibleCellsByRow[indexPath] {
                prepare(cell, at: indexPath)
                continue
            }
            guard
                let cell = prepared.removeValue(forKey: indexPath)
                    ?? dataSource?.tableView(self, cellForRowAt: indexPath)
            else { continue }
            prepare(cell, at: indexPath)
            insertSubview(cell, at: backgroundView == nil ? 0 : 1)
            visibleCellsByRow[indexPath] = cell
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        for cell in prepared.values { enqueue(cell) }
    }

    private func removeCells(notIn keep: Set<IndexPath>) {
        for (indexPath, cell) in visibleCellsByRow where !keep.contains(indexPath) {
            visibleCellsByRow[indexPath] = nil
            enqueue(cell)
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    /// Gives a cell its row's frame and the table's look (style, separator, position in the
    /// section, selection).
    func prepare(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let rows =
            geometry.sections.indices.contains(indexPath.section)
            ? geometry.sections[indexPath.section].rowHeights.count : 0
        cell.listPlacement = UITableViewCell.ListPlacement(
            style: style, isFirst: indexPath.row == 0, isLast: indexPath.row == rows - 1,
            separator: separatorStyle == .none ? nil : separatorColor ?? .separator,
            separatorThickness: separatorThickness, separatorInset: separatorInset, rowMargin: rowLayoutMargin,
            editingControl: editingControl(at: indexPath), showsReorderControl: showsReorderControl(at: indexPath),
            isEditing: isEditing)
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        if let frame = rowFrame(indexPath), cell.frame != frame { cell.frame = frame }
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
    }

    // MARK: - Table header and footer

    func placeTableHeaderAndFooter() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: geometry.tableFooterTop, width: bounds.width, height: geometry.tableFooterHeight)
        }
    }
}
