import CoreGraphics
import Foundation

/// Editing mode, as UIKit runs it: `setEditing(_:animated:)` puts every row in editing mode —
/// the row shows the control for the delegate's `editingStyleForRowAt` (default `.delete`: a red
/// disc; `.insert`: a green one) when the data source's `canEditRowAt` allows it (default true),
/// its content moves right by the control, its accessory hides, and the reorder grip shows at
/// the trailing edge where `canMoveRowAt` is true (Apple, *UITableView* "Editing mode" and
/// `tableView(_:canMoveRowAt:)`).
///
/// ViewLab difference: on iOS the grip shows for every row once the data source implements
/// `tableView(_:moveRowAt:to:)` (and `canMoveRowAt` does not say false); a Swift protocol
/// default cannot tell whether a method is implemented, so here `canMoveRowAt` must return true
/// (its default is false).
extension UITableView {
    func applyEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingState = editing
        revealedSwipe = nil
        for cell in visibleCellsByRow.values { cell.setEditing(editing, animated: animated) }
        setNeedsLayout()
    }

    /// The row's editing control while the table is editing (nil: none).
    func editingControl(at indexPath: IndexPath) -> ListGlyphView.Glyph? {
        guard isEditing, dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return nil }
        // With `allowsMultipleSelectionDuringEditing`, editing rows show the selection circle (filled
        // with a checkmark when selected) instead of a delete control, as Mail's and Files' lists do.
        if allowsMultipleSelectionDuringEditing { return .selectionCircle(selected: selectedRows.contains(indexPath)) }
        switch delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete {
        case .delete: return .delete
        case .insert: return .insert
        case .none: return nil
        }
    }

    func showsReorderControl(at indexPath: IndexPath) -> Bool {
        isEditing && dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
    }

    /// Whether a tap adds to the selection: `allowsMultipleSelectionDuringEditing` while editing,
    /// `allowsMultipleSelection` otherwise.
    var selectsMultipleRows: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
}
