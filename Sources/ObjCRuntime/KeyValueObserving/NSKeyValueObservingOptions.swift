import Foundation

// Key-value observing's value types, which swift-corelibs-foundation does not have (a probe on the
// Swift 6.3.1 toolchain: no `NSKeyValueObservation`, `NSKeyValueChangeKey`,
// `NSKeyValueObservingOptions`, `NSKeyValueChange`, `observe(_:options:changeHandler:)`,
// `addObserver(_:forKeyPath:options:context:)` or `willChangeValue(forKey:)`). Names, raw values
// and meanings are Apple's (*NSKeyValueObserving.h*, Foundation).

/// What a change notification carries (Apple's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A notification is sent at once, when the observer is registered, before it returns.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification is also sent before each change (`isPrior`, `notificationIsPriorKey`).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (Apple's `NSKeyValueChange`): a property set is `.setting`; the others are
/// for to-many relationships.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives, with
/// Apple's raw values.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of the change, an `NSNumber` holding an `NSKeyValueChange` raw value.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value (with `.new`); `NSNull` for nil.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value (with `.old`); `NSNull` for nil.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change (an `IndexSet`); absent for `.setting`.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` (an `NSNumber`) in the notification sent before a change (`.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}
