import Foundation

/// How string-keyed observations read values and reach their observers, and the lines reported
/// where iOS raises an exception or silently never notifies.
enum KeyValueObservingReport {
    /// The selector Swift gives `observeValue(forKeyPath:of:change:context:)` (`ObjCSelectorName`),
    /// under which the source bridge registers a class's implementation.
    static let callback = Selector("observeValueForKeyPath:of:change:context:")

    /// How to read the property `key` of `object`: through the class's observable key paths
    /// (`KeyValueObservingCompliant`), else its getter by selector (an `@objc` property of a
    /// bridged class). nil, with one line reported, for a dotted path or a key neither knows.
    static func reader(for key: String, of object: AnyObject) -> ((AnyObject) -> Any?)? {
        if let keyPath = (type(of: object) as? KeyValueObservingCompliant.Type)?.keyValueObservingKeyPaths[key] {
            return { ($0 as Any)[keyPath: keyPath] }
        }
        if !key.contains("."), Selector(key).isImplemented(by: object) {
            return { object in
                if case .returned(let value) = Selector(key).send(to: object) { return value }
                return nil
            }
        }
        notObservable("\(type(of: object))", "\"\(key)\"")
        return nil
    }

    /// A value as the change dictionary holds it: nil — also an optional property's nil, which
    /// reading by key path wraps — is `NSNull` (Apple, `NSKeyValueChangeKey.newKey`: "If the
    /// value is nil, NSNull").
    static func object(_ value: Any?) -> Any {
        guard let value else { return NSNull() }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return object(mirror.children.first?.value)
    }

    /// Calls the observer's `observeValue(forKeyPath:of:change:context:)`.
    static func send(
        to observer: AnyObject, keyPath: String, of object: AnyObject, change: [NSKeyValueChangeKey: Any],
        context: UnsafeMutableRawPointer?
    ) {
        if case .notFound = callback.send(to: observer, arguments: [keyPath, object, change, context]) {
            unhandled(observer, keyPath: keyPath)
        }
    }

    static func notObservable(_ type: String, _ keyPath: String) {
        report(
            "warning: \(type) does not send key-value notifications for \(keyPath) here; the observer gets only the .initial one"
        )
    }

    static func notRegistered(_ observer: AnyObject, keyPath: String, object: AnyObject) {
        report(
            "error: Cannot remove an observer \(Swift.type(of: observer)) for the key path \"\(keyPath)\" from \(Swift.type(of: object)) because it is not registered as an observer; ignored"
        )
    }

    static func unhandled(_ observer: AnyObject, keyPath: String?) {
        report(
            "error: \(Swift.type(of: observer)): An -observeValueForKeyPath:ofObject:change:context: message was received but not handled (key path \"\(keyPath ?? "")\")"
        )
    }

    private static func report(_ line: String) {
        FileHandle.standardError.write(Data("viewlab: \(line)\n".utf8))
    }
}
