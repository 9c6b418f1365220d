import CoreGraphics
import Foundation

/// Asking a collection view about its items and scrolling to one.
extension UICollectionView {
    /// `numberOfSections`, whose overridable declaration is in the class body.
    var numberOfSectionsImpl: Int { updateCountsIfNeeded(); return counts.count }

    /// `numberOfItems`, whose overridable declaration is in the class body.
    func numberOfItemsImpl(inSection section: Int) -> Int {
        updateCountsIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// `cellForItem`, whose overridable declaration is in the class body.
    func cellForItemImpl(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByItem[indexPath] }
    /// `visibleCells`, whose overridable declaration is in the class body.
    var visibleCellsImpl: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visibleCellsByItem[$0] } }
    /// `indexPathsForVisibleItems`, whose overridable declaration is in the class body.
    var indexPathsForVisibleItemsImpl: [IndexPath] { visibleCellsByItem.keys.sorted() }
    /// `indexPath`, whose overridable declaration is in the class body.
    func indexPathImpl(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByItem.first { $0.value === cell }?.key
    }

    /// `indexPathForItem`, whose overridable declaration is in the class body.
    func indexPathForItemImpl(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        // Over a sideways-scrolling section the items stand where that section has scrolled them.
        let target = layoutPoint(point)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.contains(target) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// `layoutAttributesForItem`, whose overridable declaration is in the class body.
    func layoutAttributesForItemImpl(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// `supplementaryView`, whose overridable declaration is in the class body.
    func supplementaryViewImpl(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView?
    {
        visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementary.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(
            \.value)
    }

    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// `scrollToItem`, whose overridable declaration is in the class body.
    func scrollToItemImpl(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            UIView.report(.invalidArgument, "attempt to scroll to invalid index path: \(indexPath)")
            return
        }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visible.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visible.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visible.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visible.width }
        if scrollPosition.isEmpty { scrollRectToVisible(frame, animated: animated); return }
        setContentOffset(clampedOffset(offset), animated: animated)
    }
}
