import Foundation

/// Changing the rows: `reloadData()` asks the data source again in the next layout pass; the
/// insert, delete, move and reload calls (alone, between `beginUpdates()`/`endUpdates()` or in
/// `performBatchUpdates(_:completion:)`) do the same once the batch ends — the data source must
/// already describe the new state, as on iOS. ViewLab does not animate the change, and keeps the
/// selection of rows that still exist.
extension UITableView {
    func reloadSectionsImpl(_ sections: IndexSet, with animation: RowAnimation) { rowsChanged() }
    func insertSectionsImpl(_ sections: IndexSet, with animation: RowAnimation) { rowsChanged() }
    func deleteSectionsImpl(_ sections: IndexSet, with animation: RowAnimation) { rowsChanged() }
    func moveSectionImpl(_ section: Int, toSection newSection: Int) { rowsChanged() }

    func insertRowsImpl(at indexPaths: [IndexPath], with animation: RowAnimation) {
        selectedRows = selectedRows.map { selected in
            let before = indexPaths.filter { $0.section == selected.section && $0.row <= selected.row }.count
            return IndexPath(row: selected.row + before, section: selected.section)
        }
        rowsChanged()
    }

    func deleteRowsImpl(at indexPaths: [IndexPath], with animation: RowAnimation) {
        let deleted = Set(indexPaths)
        selectedRows = selectedRows.compactMap { selected in
            guard !deleted.contains(selected) else { return nil }
            let before = indexPaths.filter { $0.section == selected.section && $0.row < selected.row }.count
            return IndexPath(row: selected.row - before, section: selected.section)
        }
        rowsChanged()
    }

    func reloadRowsImpl(at indexPaths: [IndexPath], with animation: RowAnimation) { rowsChanged() }
    /// Reconfigures rows in place (iOS 15): their cells are asked for again.
    public func reconfigureRows(at indexPaths: [IndexPath]) { rowsChanged() }
    func moveRowImpl(at indexPath: IndexPath, to newIndexPath: IndexPath) { rowsChanged() }

    /// Groups changes; the table updates once, at `endUpdates()`.
    func beginUpdatesImpl() { updateDepth += 1 }

    /// `endUpdates()`: applies the batch when the outermost group ends.
    func endUpdatesImpl() {
        updateDepth = max(0, updateDepth - 1)
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Runs the updates as one batch, lays the table out, then calls `completion(true)`.
    func performBatchUpdatesImpl(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    private func rowsChanged() {
        pendingUpdates = true
        if updateDepth == 0 { applyPendingUpdates() }
    }

    private func applyPendingUpdates() {
        guard pendingUpdates else { return }
        pendingUpdates = false
        setNeedsReload()
        if window != nil || superview != nil { layoutIfNeeded() }
    }
}
