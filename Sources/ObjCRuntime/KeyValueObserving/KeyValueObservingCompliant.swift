/// A class whose properties are key-value observable by Swift key path: it names the key
/// (`"bounds"`) of each such property and the key path that reads it from `Self`.
///
/// On Apple platforms a Swift key path to an `@objc` property carries its Objective-C key
/// (`_kvcKeyPathString`), which `observe(\.bounds)` registers under; Linux key paths carry no
/// name, so a class lists its observable properties here. UIKit's and Core Animation's classes
/// list the properties they notify about (Docs/uikit.md, *Key-value observing*), and the source
/// bridge lists a class's `@objc dynamic` properties (`KeyValueObservingPass`). A subclass adds
/// its own to `super`'s: key paths must be formed from `Self` (`\R.bounds` in a function generic
/// over `R: UIView`, called with `Self.self`), since `\UIView.bounds` and `\UILabel.bounds` are
/// different key paths.
public protocol KeyValueObservingCompliant: AnyObject {
    /// Key → the key path from `Self` to the property.
    static var keyValueObservingKeyPaths: [String: AnyKeyPath] { get }
}

extension KeyValueObservingCompliant {
    /// The key of `keyPath`, when it is one of the class's observable properties.
    static func keyValueObservingKey(for keyPath: AnyKeyPath) -> String? {
        keyValueObservingKeyPaths.first { $0.value == keyPath }?.key
    }
}

/// `inherited` with the table `make` gives: how a class's `keyValueObservingKeyPaths` adds its own
/// key paths to its superclass's (UIKit's classes and the tables the source bridge writes). The
/// table may name main-actor properties (a view's) while the property is read from any thread:
/// forming a key path reads nothing, and a synchronous main-actor function has the calling
/// convention of a nonisolated one.
public func _keyValueObservingKeyPaths(
    adding make: @MainActor () -> [String: AnyKeyPath], to inherited: [String: AnyKeyPath]
) -> [String: AnyKeyPath] {
    let own = withoutActuallyEscaping(make) { unsafeBitCast($0, to: (() -> [String: AnyKeyPath]).self)() }
    return inherited.merging(own) { $1 }
}
