import Foundation

/// One change of a batch update, as a layout's `prepare(forCollectionViewUpdates:)` receives it
/// (`UICollectionViewUpdateItem`, Apple's documentation: the index paths before and after the
/// update and the action). ViewLab applies updates at once and passes no items.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change (`UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The item's index path before the update (nil for an insertion).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The item's index path after the update (nil for a deletion).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What happens to the item.
    open private(set) var updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }
}
