import CoreGraphics
import Foundation

/// Swipe actions of list sections: the section's list configuration's
/// `trailingSwipeActionsConfigurationProvider` and `leadingSwipeActionsConfigurationProvider`
/// give them (Apple, `UICollectionLayoutListConfiguration`). As for tables, iOS reveals them
/// only under a finger; ViewLab's `revealSwipeActions(forItemAt:edge:)` (`@_spi(ViewLab)`,
/// used by the shell's `:swipe`) shows them as a finished swipe does.
extension UICollectionView {
    /// ViewLab only: shows the item's swipe actions. Returns false when its section is not a
    /// list, the provider gives none, or the item does not exist.
    @_spi(ViewLab) @discardableResult
    public func revealSwipeActions(forItemAt indexPath: IndexPath, edge: SwipeEdge = .trailing) -> Bool {
        hideSwipeActions()
        prepareLayoutIfNeeded()
        guard isValid(indexPath), let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            layout.preparedSections.indices.contains(indexPath.section),
            let list = layout.preparedSections[indexPath.section]?.listConfiguration,
            let configuration =
                (edge == .trailing
                ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider)?(
                    indexPath),
            !configuration.actions.isEmpty
        else { return false }
        revealedSwipe = RevealedSwipe(configuration, at: indexPath, edge: edge) { [weak self] in
            self?.hideSwipeActions()
        }
        layOutNow()
        return true
    }

    /// ViewLab only: closes revealed swipe actions.
    @_spi(ViewLab) public func hideSwipeActions() {
        guard let revealed = revealedSwipe else { return }
        revealedSwipe = nil
        revealed.view.removeFromSuperview()
        if let cell = visibleCellsByItem[revealed.indexPath],
            let attributes = collectionViewLayout.layoutAttributesForItem(at: revealed.indexPath)
        {
            apply(attributes, to: cell)
        }
        setNeedsLayout()
    }

    /// Puts the revealed item aside and its buttons beside it (a layout step).
    func placeSwipeActions() {
        guard let revealed = revealedSwipe,
            let attributes = collectionViewLayout.layoutAttributesForItem(at: revealed.indexPath),
            let cell = visibleCellsByItem[revealed.indexPath]
        else { return }
        // From the layout's centre, not the cell's: a visible cell keeps its centre between layout
        // passes whose attributes did not change, so adding to it would move the row again each pass.
        cell.center.x = attributes.center.x + revealed.offset
        if revealed.view.superview !== self { addSubview(revealed.view) }
        revealed.view.frame = revealed.actionsFrame(besideRow: attributes.frame)
    }
}
