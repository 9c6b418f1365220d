import Foundation

/// The base class of EventKit's records (Apple, `EKObject`): whether it has unsaved changes.
open class EKObject: NSObject {
    /// Whether the record was changed since it was saved (ViewLab saves nothing: true once made).
    open var hasChanges: Bool { true }
    /// Whether the record was never saved (always: ViewLab has no calendar database).
    open var isNew: Bool { true }
    open func reset() {}
    open func rollback() {}
    open func refresh() -> Bool { false }
}
