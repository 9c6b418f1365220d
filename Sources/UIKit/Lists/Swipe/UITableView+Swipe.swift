import CoreGraphics
import Foundation

/// Swipe actions of table rows. The delegate's `trailingSwipeActionsConfigurationForRowAt` and
/// `leadingSwipeActionsConfigurationForRowAt` give them; without a trailing configuration an
/// editable row whose editing style is `.delete` gets UIKit's default, one destructive action
/// titled by `titleForDeleteConfirmationButtonForRowAt` (default "Delete") that commits the
/// delete through the data source's `commit editingStyle` (Apple,
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`: "if you do not implement this
/// method, the table view … displays the default delete action"). Before those, the delegate's
/// `editActionsForRowAt` row actions (iOS 8) are shown when there is no trailing configuration
/// (Apple, `tableView(_:editActionsForRowAt:)`: "when the user swipes horizontally in a row, the
/// table view moves the row content aside to reveal your actions").
///
/// iOS reveals them only under a finger: it has no API to show them. ViewLab adds one for
/// previews and tests, `revealSwipeActions(forRowAt:edge:)` (`@_spi(ViewLab)`), which the shell's
/// `:swipe` command uses: the row moves aside and the buttons show beside it, as after a swipe.
/// A tap elsewhere in the table closes them, as on iOS.
extension UITableView {
    /// ViewLab only: shows the row's swipe actions as a finished swipe does. Returns false (and
    /// shows nothing) when the row has none, is not on the table, or the table is editing.
    @_spi(ViewLab) @discardableResult
    public func revealSwipeActions(forRowAt indexPath: IndexPath, edge: SwipeEdge = .trailing) -> Bool {
        hideSwipeActions()
        updateGeometryIfNeeded()
        guard !isEditing, geometry.contains(indexPath),
            let configuration = swipeConfiguration(at: indexPath, edge: edge)
        else { return false }
        return reveal(configuration, at: indexPath, edge: edge)
    }

    @discardableResult
    func reveal(_ configuration: UISwipeActionsConfiguration, at indexPath: IndexPath, edge: SwipeEdge) -> Bool {
        guard !configuration.actions.isEmpty else { return false }
        revealedSwipe = RevealedSwipe(configuration, at: indexPath, edge: edge) { [weak self] in
            self?.hideSwipeActions()
        }
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        layOutNow()
        return true
    }

    /// ViewLab only: closes revealed swipe actions.
    @_spi(ViewLab) public func hideSwipeActions() {
        guard let revealed = revealedSwipe else { return }
        revealedSwipe = nil
        revealed.view.removeFromSuperview()
        delegate?.tableView(self, didEndEditingRowAt: revealed.indexPath)
        setNeedsLayout()
    }

    /// A tap on a row's delete control in editing mode shows the delete confirmation (the
    /// default delete action), as on iOS.
    func confirmDelete(at indexPath: IndexPath) {
        hideSwipeActions()
        guard let configuration = swipeConfiguration(at: indexPath, edge: .trailing, defaultOnly: true) else { return }
        reveal(configuration, at: indexPath, edge: .trailing)
    }

    /// What a tap does while actions are shown: on a button the button acts; anywhere else the
    /// actions close. Returns whether the tap was taken.
    func handleTapWhileRevealed(_ hit: UIView?) -> Bool {
        guard let revealed = revealedSwipe else { return false }
        if let hit, hit.isDescendant(of: revealed.view) { return true }
        hideSwipeActions()
        return true
    }

    /// The row's configuration for `edge`, or the default delete action.
    func swipeConfiguration(at indexPath: IndexPath, edge: SwipeEdge, defaultOnly: Bool = false)
        -> UISwipeActionsConfiguration?
    {
        switch edge {
        case .leading: return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing:
            if !defaultOnly,
                let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            {
                return configuration
            }
            if !defaultOnly, let rowActions = delegate?.tableView(self, editActionsForRowAt: indexPath),
                !rowActions.isEmpty
            {
                return UISwipeActionsConfiguration(actions: rowActions.map { $0.contextualAction(at: indexPath) })
            }
            guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
                (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
            else { return nil }
            let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
            let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
                guard let self else { return done(false) }
                self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
    }

    /// Puts the revealed row aside and its buttons beside it (a layout step).
    func placeSwipeActions() {
        guard let revealed = revealedSwipe, let rowFrame = rowFrame(revealed.indexPath) else { return }
        if let cell = visibleCellsByRow[revealed.indexPath] {
            cell.frame = rowFrame.offsetBy(dx: revealed.offset, dy: 0)
        }
        if revealed.view.superview !== self { addSubview(revealed.view) }
        revealed.view.frame = revealed.actionsFrame(besideRow: rowFrame)
    }
}
