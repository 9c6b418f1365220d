import CoreGraphics
import Foundation

/// Asking a collection view about its items and scrolling to one.
extension UICollectionView {
    public var numberOfSections: Int { updateCountsIfNeeded(); return counts.count }

    public func numberOfItems(inSection section: Int) -> Int {
        updateCountsIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The cell on screen for the item (nil when it is not visible).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByItem[indexPath] }
    public var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visibleCellsByItem[$0] } }
    public var indexPathsForVisibleItems: [IndexPath] { visibleCellsByItem.keys.sorted() }
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visibleCellsByItem.first { $0.value === cell }?.key }

    /// The item whose frame contains the point (content coordinates).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        // Over a sideways-scrolling section the items stand where that section has scrolled them.
        let target = layoutPoint(point)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.contains(target) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementary.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Scrolls so that the item stands where `scrollPosition` says (within the scrollable range).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
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
