import CoreGraphics
import Foundation

/// Reloading, batch updates and selection. Updates are applied at once (no animation): the data
/// source must already describe the new state, as on iOS. As Apple documents for
/// `UICollectionViewLayout`, the layout is told about the batch: after `prepare()`, it receives
/// `prepare(forCollectionViewUpdates:)` with one `UICollectionViewUpdateItem` per inserted,
/// deleted, reloaded or moved item or section (a section's index path has item `NSNotFound`),
/// and `finalizeCollectionViewUpdates()` once the new layout is in place. Selecting in code does not tell the
/// delegate; a tap does (`shouldSelectItemAt`, then `didSelectItemAt`).
extension UICollectionView {
    /// `reloadData()`: asks the data source and the layout again in the next layout pass.
    func reloadAllItems() {
        needsReload = true
        measuredSizes = [:]
        for (_, cell) in visibleCellsByItem { enqueue(cell, kind: nil) }
        visibleCellsByItem = [:]
        for (key, view) in visibleSupplementary { enqueue(view, kind: key.kind) }
        visibleSupplementary = [:]
        invalidateCollectionLayout()
    }

    func insertItemsImpl(at indexPaths: [IndexPath]) {
        itemsChanged(indexPaths.map { .init(before: nil, after: $0, action: .insert) })
    }
    func deleteItemsImpl(at indexPaths: [IndexPath]) {
        selectedItems.removeAll { indexPaths.contains($0) }
        itemsChanged(indexPaths.map { .init(before: $0, after: nil, action: .delete) })
    }
    func reloadItemsImpl(at indexPaths: [IndexPath]) {
        itemsChanged(indexPaths.map { .init(before: $0, after: $0, action: .reload) })
    }
    public func reconfigureItems(at indexPaths: [IndexPath]) { itemsChanged([]) }
    func moveItemImpl(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        itemsChanged([.init(before: indexPath, after: newIndexPath, action: .move)])
    }
    func insertSectionsImpl(_ sections: IndexSet) {
        itemsChanged(sections.map { .init(before: nil, after: Self.section($0), action: .insert) })
    }
    func deleteSectionsImpl(_ sections: IndexSet) {
        itemsChanged(sections.map { .init(before: Self.section($0), after: nil, action: .delete) })
    }
    func reloadSectionsImpl(_ sections: IndexSet) {
        itemsChanged(sections.map { .init(before: Self.section($0), after: Self.section($0), action: .reload) })
    }
    func moveSectionImpl(_ section: Int, toSection newSection: Int) {
        itemsChanged([.init(before: Self.section(section), after: Self.section(newSection), action: .move)])
    }

    /// Runs the updates as one batch, lays out, then calls `completion(true)`.
    func performBatchUpdatesImpl(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 { applyUpdates() }
        completion?(true)
    }

    /// The index path UIKit gives a whole section's update item.
    private static func section(_ section: Int) -> IndexPath { IndexPath(item: NSNotFound, section: section) }

    private func itemsChanged(_ items: [UICollectionViewUpdateItem]) {
        pendingUpdateItems += items
        guard updateDepth == 0 else { return }
        applyUpdates()
    }

    /// Applies the batch: the counts asked again, the layout prepared and told the changes, the
    /// items laid out, the layout told the update is finished.
    private func applyUpdates() {
        let items = pendingUpdateItems
        pendingUpdateItems = []
        reloadAllItems()
        prepareLayoutIfNeeded()
        collectionViewLayout.prepare(forCollectionViewUpdates: items)
        layoutIfNeeded()
        collectionViewLayout.finalizeCollectionViewUpdates()
    }

    // MARK: - Selection

    /// `indexPathsForSelectedItems`, whose overridable declaration is in the class body.
    var indexPathsForSelectedItemsImpl: [IndexPath]? { selectedItems }

    /// `selectItem`, whose overridable declaration is in the class body.
    func selectItemImpl(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { selectedItems.forEach { setSelected(false, at: $0) }; return }
        if !allowsMultipleSelection { selectedItems.filter { $0 != indexPath }.forEach { setSelected(false, at: $0) } }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// `deselectItem`, whose overridable declaration is in the class body.
    func deselectItemImpl(at indexPath: IndexPath, animated: Bool) { setSelected(false, at: indexPath) }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected, !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        if !selected { selectedItems.removeAll { $0 == indexPath } }
        visibleCellsByItem[indexPath]?.isSelected = selected
    }

    func handleSelectionTap(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, allowsSelection else { return }
        let point = recognizer.location(in: self)
        let hit = hitTest(point, with: nil)
        if let revealed = revealedSwipe {
            if let hit, hit.isDescendant(of: revealed.view) { return }
            hideSwipeActions()
            return
        }
        if let hit, hit.isInsideControl(below: self) { return }
        guard let indexPath = indexPathForItem(at: point) else { return }
        tapItem(at: indexPath)
    }

    /// What a tap on an item does.
    func tapItem(at indexPath: IndexPath) {
        let delegate = self.delegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        if selectedItems.contains(indexPath) {
            guard allowsMultipleSelection, delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            else { return }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for previous in selectedItems {
                setSelected(false, at: previous)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
