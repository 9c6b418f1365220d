import Foundation

/// A change as the block-based `observe(_:options:changeHandler:)` hands it (Apple's Swift
/// overlay): `newValue` is set only when the options include `.new`, `oldValue` only with `.old`
/// (a widely met surprise on iOS: `change.newValue` is nil without `.new`).
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    /// The indexes of a to-many change; nil for a property set.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (`.prior`).
    public let isPrior: Bool
}

/// What `observe(_:options:changeHandler:)` returns: the observation lasts as long as this object,
/// or until `invalidate()` (Apple: "when the returned NSKeyValueObservation is deinited or
/// invalidated, it will stop observing"). It does not keep the observed object alive.
public final class NSKeyValueObservation: NSObject {
    private weak var object: AnyObject?
    private let token: KeyValueObservers.Token

    init(object: AnyObject, token: KeyValueObservers.Token) {
        self.object = object
        self.token = token
    }

    /// Stops observing; calling it again does nothing.
    public func invalidate() {
        if let object { KeyValueObservers.existing(of: object)?.remove(token) }
        object = nil
    }

    deinit { invalidate() }
}
