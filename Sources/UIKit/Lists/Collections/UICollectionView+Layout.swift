import CoreGraphics
import Foundation

/// The layout pass: counts from the data source, `prepare()` when the layout is invalid, then
/// the elements meeting the bounds get their views.
extension UICollectionView {
    func configureCollectionView() {
        collectionViewLayout.owner = self
        backgroundColor = .systemBackground
        selectionRecognizer.cancelsTouchesInView = false
        selectionRecognizer.addAction { [weak self] recognizer in self?.handleSelectionTap(recognizer) }
        addGestureRecognizer(selectionRecognizer)
    }

    func invalidateCollectionLayout() {
        layoutIsValid = false
        setNeedsLayout()
    }

    /// Asks the data source for the counts (once per reload).
    func updateCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let dataSource else { counts = []; return }
        counts = (0..<max(0, dataSource.numberOfSections(in: self))).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Prepares the layout now if it is invalid.
    func prepareLayoutIfNeeded() {
        updateCountsIfNeeded()
        guard !layoutIsValid else { return }
        layoutIsValid = true
        collectionViewLayout.prepare()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    func layOutItems() {
        prepareLayoutIfNeeded()
        backgroundView?.frame = bounds
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements where attributes.frame.intersects(bounds) || attributes.size == .zero {
            switch attributes.representedElementCategory {
            case .cell where isValid(attributes.indexPath): cells[attributes.indexPath] = attributes
            case .supplementaryView:
                supplementary[SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] = attributes
            default: break
            }
        }
        for (indexPath, cell) in visibleCellsByItem where cells[indexPath] == nil {
            visibleCellsByItem[indexPath] = nil
            enqueue(cell, kind: nil)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for (key, view) in visibleSupplementary where supplementary[key] == nil {
            visibleSupplementary[key] = nil
            enqueue(view, kind: key.kind)
        }
        for indexPath in cells.keys.sorted() {
            let attributes = cells[indexPath]!
            if let cell = visibleCellsByItem[indexPath] { apply(attributes, to: cell); continue }
            guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { continue }
            cell.isSelected = selectedItems.contains(indexPath)
            apply(attributes, to: cell)
            insertSubview(cell, at: backgroundView == nil ? 0 : 1)
            visibleCellsByItem[indexPath] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
        for (key, attributes) in supplementary {
            if let view = visibleSupplementary[key] { apply(attributes, to: view); continue }
            guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath) else { continue }
            apply(attributes, to: view)
            addSubview(view)
            visibleSupplementary[key] = view
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    /// Applies attributes as UIKit does: centre and bounds (so a transform keeps its centre),
    /// transform, alpha, hidden, z-index, then the view's `apply(_:)`.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
        if view.bounds != bounds { view.bounds = bounds }
        if view.center != attributes.center { view.center = attributes.center }
        if CATransform3DIsAffine(attributes.transform3D) {
            view.transform = CATransform3DGetAffineTransform(attributes.transform3D)
        } else {
            view.layer.transform = attributes.transform3D
        }
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.apply(attributes)
    }

    /// A self-sizing item's size: its cell's preferred attributes at the estimated size (the
    /// cell is made by the data source, measured, and queued for reuse).
    func measuredItemSize(at indexPath: IndexPath, layout: UICollectionViewFlowLayout) -> CGSize {
        if let size = measuredSizes[indexPath] { return size }
        var estimate = layout.estimatedItemSize
        if estimate == UICollectionViewFlowLayout.automaticSize { estimate = layout.itemSize }
        guard let cell = visibleCellsByItem[indexPath] ?? dataSource?.collectionView(self, cellForItemAt: indexPath) else { return estimate }
        let proposed = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        proposed.size = estimate
        cell.bounds.size = estimate
        cell.layoutIfNeeded()
        let size = cell.preferredLayoutAttributesFitting(proposed).size
        if visibleCellsByItem[indexPath] == nil { enqueue(cell, kind: nil) }
        measuredSizes[indexPath] = size
        return size
    }
}
