import CoreGraphics
import Foundation

/// Measuring self-sizing cells and supplementary views: the data source makes the view (or
/// the one on screen is used), it is laid out at the proposed size and asked for
/// `preferredLayoutAttributesFitting(_:)` — by default its Auto Layout fitting size along the
/// axes that are not fixed — then a new view goes back to its reuse queue.
extension UICollectionView {
    /// A flow layout's self-sizing item (`estimatedItemSize`), measured once per reload.
    func measuredItemSize(at indexPath: IndexPath, layout: UICollectionViewFlowLayout) -> CGSize {
        if let size = measuredSizes[indexPath] { return size }
        var estimate = layout.estimatedItemSize
        if estimate == UICollectionViewFlowLayout.automaticSize { estimate = layout.itemSize }
        let size = selfSizedCell(at: indexPath, proposed: estimate, fixedWidth: false, fixedHeight: false)
        measuredSizes[indexPath] = size
        return size
    }

    /// The size the item's cell wants at `proposed`, keeping the fixed axes.
    func selfSizedCell(at indexPath: IndexPath, proposed: CGSize, fixedWidth: Bool, fixedHeight: Bool) -> CGSize {
        guard let cell = visibleCellsByItem[indexPath] ?? dataSource?.collectionView(self, cellForItemAt: indexPath)
        else { return proposed }
        (cell as? UICollectionViewListCell)?.listPlacement = collectionViewLayout.listPlacementForMeasuring(
            at: indexPath)
        let size = fit(
            cell, attributes: UICollectionViewLayoutAttributes(forCellWith: indexPath), proposed: proposed,
            fixedWidth: fixedWidth, fixedHeight: fixedHeight)
        if visibleCellsByItem[indexPath] == nil { enqueue(cell, kind: nil) }
        return size
    }

    /// The size a header or footer wants at `proposed`.
    func selfSizedSupplementary(
        _ kind: String, at indexPath: IndexPath, proposed: CGSize, fixedWidth: Bool, fixedHeight: Bool
    ) -> CGSize {
        let key = SupplementaryKey(kind: kind, indexPath: indexPath)
        guard
            let view = visibleSupplementary[key]
                ?? dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        else {
            return proposed
        }
        let size = fit(
            view, attributes: UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath),
            proposed: proposed,
            fixedWidth: fixedWidth, fixedHeight: fixedHeight)
        if visibleSupplementary[key] == nil { enqueue(view, kind: kind) }
        return size
    }

    private func fit(
        _ view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes, proposed: CGSize,
        fixedWidth: Bool, fixedHeight: Bool
    ) -> CGSize {
        attributes.size = proposed
        view.bounds.size = proposed
        view.selfSizingFixedAxes = (fixedWidth, fixedHeight)
        defer { view.selfSizingFixedAxes = (false, false) }
        view.layoutIfNeeded()
        let size = view.preferredLayoutAttributesFitting(attributes).size
        return CGSize(
            width: fixedWidth ? proposed.width : size.width, height: fixedHeight ? proposed.height : size.height)
    }
}
