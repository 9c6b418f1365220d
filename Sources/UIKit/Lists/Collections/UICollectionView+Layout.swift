import CoreGraphics
import Foundation

/// The layout pass: counts from the data source, `prepare()` when the layout is invalid, then
/// the elements meeting the bounds get their views.
extension UICollectionView {
    func configureCollectionView() {
        collectionViewLayout.owner = self
        invalidateLayoutForReload()
        backgroundColor = .systemBackground
        hasOwnBackgroundColor = false
        selectionRecognizer.cancelsTouchesInView = false
        selectionRecognizer.addAction { [weak self] recognizer in self?.handleSelectionTap(recognizer) }
        addGestureRecognizer(selectionRecognizer)
    }

    func invalidateCollectionLayout() {
        layoutIsValid = false
        setNeedsLayout()
    }

    /// What a reload and a new layout do on iOS: the layout is invalidated through
    /// `invalidateLayout(with:)` with a context of its `invalidationContextClass` whose
    /// `invalidateEverything` and `invalidateDataSourceCounts` are true (Apple,
    /// `UICollectionViewLayoutInvalidationContext.invalidateEverything`: "set to true when the
    /// collection view's reloadData method is called"), so a layout that rebuilds its model only
    /// from such a context prepares from scratch.
    func invalidateLayoutForReload() {
        let context = type(of: collectionViewLayout).makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        invalidateCollectionLayout()
    }

    /// Asks the data source for the counts (once per reload).
    func updateCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let dataSource else { counts = []; return }
        counts = (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
        }
    }

    /// Prepares the layout now if it is invalid. The counts are asked for lazily — when the
    /// layout's `prepare()` asks the collection view (`numberOfItems(inSection:)`), else after it
    /// — so a data source that answers from what its layout prepared (a calendar's cell cache)
    /// gets its layout prepared first.
    func prepareLayoutIfNeeded() {
        guard !layoutIsValid else { updateCountsIfNeeded(); return }
        layoutIsValid = true
        collectionViewLayout.prepare()
        updateCountsIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    func layOutItems() {
        prepareLayoutIfNeeded()
        backgroundView?.frame = bounds
        syncOrthogonalScrollers()
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        var decorations: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements where isShown(attributes) {
            let key = SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
            switch attributes.representedElementCategory {
            case .cell where isValid(attributes.indexPath): cells[attributes.indexPath] = attributes
            case .supplementaryView: supplementary[key] = attributes
            case .decorationView: decorations[key] = attributes
            default: break
            }
        }
        for (indexPath, cell) in visibleCellsByItem where cells[indexPath] == nil {
            visibleCellsByItem[indexPath] = nil
            enqueue(cell, kind: nil)
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for (key, view) in visibleSupplementary where supplementary[key] == nil {
            visibleSupplementary[key] = nil
            enqueue(view, kind: key.kind)
        }
        showDecorations(decorations)
        var displayed: [(view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)] = []
        for indexPath in cells.keys.sorted() {
            let attributes = cells[indexPath]!
            let parent = orthogonalScrollers[indexPath.section] ?? self
            if let cell = visibleCellsByItem[indexPath] {
                if cell.superview !== parent {
                    parent.insertSubview(cell, at: parent === self ? cellInsertionIndex : 0)
                }
                let unchanged =
                    cell.appliedAttributes.map {
                        $0.isEqual(attributes) && $0.listPlacement == attributes.listPlacement
                    } ?? false
                if parent !== self || !unchanged { apply(attributes, to: cell) }
                continue
            }
            attributesBeingDequeued = attributes
            let asked = dataSource?.collectionView(self, cellForItemAt: indexPath)
            attributesBeingDequeued = nil
            guard let cell = asked else { continue }
            // The selection is set only when it changes (Apple, `isSelected`: the collection view
            // changes it when the item's selection changes): a cell's `isSelected` observer that
            // restyles it runs for a selected item, not for every cell shown — a segmented header
            // whose cells colour their titles in `cellForItemAt` keeps that colour, as on iOS.
            let selected = selectedItems.contains(indexPath)
            if cell.isSelected != selected { cell.isSelected = selected }
            parent.insertSubview(cell, at: parent === self ? cellInsertionIndex : 0)
            if cell.appliedAttributes?.isEqual(attributes) != true { apply(attributes, to: cell) }
            visibleCellsByItem[indexPath] = cell
            displayed.append((cell, attributes))
            delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
        for (key, attributes) in supplementary {
            if let view = visibleSupplementary[key] {
                if view.appliedAttributes?.isEqual(attributes) != true { apply(attributes, to: view) }
                continue
            }
            attributesBeingDequeued = attributes
            let asked = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            attributesBeingDequeued = nil
            guard let view = asked else { continue }
            if view.appliedAttributes?.isEqual(attributes) != true { apply(attributes, to: view) }
            addSubview(view)
            visibleSupplementary[key] = view
            displayed.append((view, attributes))
            delegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
        placeSwipeActions()
        if askPreferredAttributes(of: displayed) { layOutItems() }
    }

    /// Self-sizing with a layout of the user's own: each view shown for the first time is asked
    /// for `preferredLayoutAttributesFitting(_:)`, and when they differ from the layout's the
    /// layout is asked `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// and, if it agrees, invalidated with its `invalidationContext(forPreferredLayoutAttributes:
    /// withOriginalAttributes:)` (Apple: "When the cell provides a set of modified attributes,
    /// the collection view calls this method to determine if the cell's change requires a larger
    /// layout refresh"). True when the layout was invalidated: the items are laid out again (the
    /// views are on screen by then, so they are not asked twice). Flow and compositional layouts
    /// measure their estimated items while they prepare (`UICollectionView+SelfSizing.swift`).
    private func askPreferredAttributes(
        of displayed: [(view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)]
    ) -> Bool {
        let layout = collectionViewLayout
        guard !(layout is UICollectionViewFlowLayout), !(layout is UICollectionViewCompositionalLayout) else {
            return false
        }
        var invalidated = false
        for (view, attributes) in displayed {
            guard let original = attributes.copy() as? UICollectionViewLayoutAttributes,
                let proposed = attributes.copy() as? UICollectionViewLayoutAttributes
            else { continue }
            let preferred = view.preferredLayoutAttributesFitting(proposed)
            guard preferred.frame != original.frame,
                layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            else { continue }
            layout.invalidateLayout(
                with: layout.invalidationContext(
                    forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            invalidated = true
        }
        return invalidated
    }

    /// Whether an element meets the visible area: the bounds, or for an item of a sideways
    /// scrolling section its scroll view's bounds.
    private func isShown(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        if attributes.size == .zero { return true }
        if attributes.representedElementCategory == .cell,
            let scroller = orthogonalScrollers[attributes.indexPath.section]
        {
            return scroller.frame.intersects(bounds)
                && scroller.frameInContent(attributes.frame).intersects(scroller.bounds)
        }
        return attributes.frame.intersects(bounds)
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    /// Applies attributes as UIKit does: centre and bounds (so a transform keeps its centre),
    /// transform, alpha, hidden, z-index, then the view's `apply(_:)`. A visible view gets its
    /// attributes again only when they changed (a layout pass with the same attributes leaves
    /// it alone), so a transform the app set on a visible cell — a carousel that rotates its
    /// cells from `scrollViewDidScroll` and `willDisplay` — stays until the layout changes it.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        view.appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        let bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
        if view.bounds != bounds { view.bounds = bounds }
        var center = attributes.center
        if attributes.representedElementCategory == .cell,
            let scroller = orthogonalScrollers[attributes.indexPath.section]
        {
            center = CGPoint(x: center.x - scroller.frame.minX, y: center.y - scroller.frame.minY)
        }
        if view.center != center { view.center = center }
        if let cell = view as? UICollectionViewListCell { cell.listPlacement = attributes.listPlacement }
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
}
