import Foundation

/// Apple's marker protocol for the Swift overlay's key-path KVO API (`observe`,
/// `willChangeValue(for:)`, `didChangeValue(for:)`), which every `NSObject` adopts.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Calls `changeHandler` each time the property at `keyPath` is set, until the returned
    /// observation is invalidated or released (Apple's Swift overlay). `.initial` calls it once at
    /// once; `.prior` also before each change. A property that is not key-value observable here
    /// (see `KeyValueObservingCompliant`) reports one line and only gets the `.initial` call.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let key = (Self.self as? KeyValueObservingCompliant.Type)?.keyValueObservingKey(for: keyPath)
        if key == nil { KeyValueObservingReport.notObservable("\(Self.self)", "this key path (to a \(Value.self))") }
        let observers = KeyValueObservers.of(self)
        let token = observers.add { token in
            KeyValueObservers.Entry(
                token: token, key: key ?? "", options: options,
                read: { ($0 as! Self)[keyPath: keyPath] },
                deliver: { object, notification in
                    changeHandler(
                        object as! Self,
                        NSKeyValueObservedChange(
                            kind: .setting, newValue: notification.new.map { $0 as! Value },
                            oldValue: notification.old.map { $0 as! Value },
                            indexes: nil, isPrior: notification.isPrior))
                },
                observer: nil, context: nil)
        }
        // An unknown key path is registered under no key: it only gets the `.initial` call.
        if options.contains(.initial) { observers.sendInitial(token, to: self) }
        return NSKeyValueObservation(object: self, token: token)
    }

    /// Tells the observers of `keyPath` that its value is about to change (manual notification).
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        if let key = (Self.self as? KeyValueObservingCompliant.Type)?.keyValueObservingKey(for: keyPath) {
            willChangeValue(forKey: key)
        }
    }

    /// Tells the observers of `keyPath` that its value changed (manual notification).
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        if let key = (Self.self as? KeyValueObservingCompliant.Type)?.keyValueObservingKey(for: keyPath) {
            didChangeValue(forKey: key)
        }
    }
}

/// The string-keyed KVO of `NSObject` (Apple's `NSKeyValueObserving` category).
extension NSObject {
    /// Registers `observer` for changes of the property `keyPath` (a key: `"contentOffset"`,
    /// `#keyPath(UIScrollView.contentOffset)`); each change calls the observer's
    /// `observeValue(forKeyPath:of:change:context:)` with `context`. As on iOS the object does not
    /// retain the observer (here it is held weakly). A dotted path or a key the object does not
    /// notify about reports one line (`.initial` is still sent).
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        let read = KeyValueObservingReport.reader(for: keyPath, of: self)
        let observers = KeyValueObservers.of(self)
        let token = observers.add { token in
            KeyValueObservers.Entry(
                token: token, key: keyPath, options: options, read: { read?($0) ?? nil },
                deliver: { [weak observer] object, notification in
                    guard let observer else { return }
                    var change: [NSKeyValueChangeKey: Any] = [
                        .kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)
                    ]
                    if let new = notification.new { change[.newKey] = KeyValueObservingReport.object(new) }
                    if let old = notification.old { change[.oldKey] = KeyValueObservingReport.object(old) }
                    if notification.isPrior { change[.notificationIsPriorKey] = NSNumber(value: true) }
                    KeyValueObservingReport.send(
                        to: observer, keyPath: keyPath, of: object, change: change, context: context)
                },
                observer: ObjectIdentifier(observer), context: context)
        }
        if options.contains(.initial) { observers.sendInitial(token, to: self) }
    }

    /// Removes the most recent registration of `observer` for `keyPath`. Removing an observer that
    /// is not registered reports one line (iOS raises `NSRangeException`).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeObserver(observer, keyPath: keyPath, context: nil)
    }

    /// Removes the registration of `observer` for `keyPath` made with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeObserver(observer, keyPath: keyPath, context: .some(context))
    }

    private func removeObserver(_ observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer??) {
        if KeyValueObservers.existing(of: self)?.remove(observer: observer, key: keyPath, context: context) != true {
            KeyValueObservingReport.notRegistered(observer, keyPath: keyPath, object: self)
        }
    }

    /// Tells the observers of `key` that its value is about to change: with `.old` they read the
    /// value now, and `.prior` observers are notified. Pair it with `didChangeValue(forKey:)`.
    public func willChangeValue(forKey key: String) {
        KeyValueObservers.existing(of: self)?.willChange(self, key: key)
    }

    /// Tells the observers of `key` that its value changed: each is notified.
    public func didChangeValue(forKey key: String) {
        KeyValueObservers.existing(of: self)?.didChange(self, key: key)
    }

    /// Runs `set` (a property's setter) between `willChangeValue(forKey:)` and
    /// `didChangeValue(forKey:)`, as automatic KVO wraps a setter on iOS: every call notifies,
    /// whether or not the value changes. UIKit's and Core Animation's setters go through it.
    public func notifyingObservers(ofKey key: String, _ set: () -> Void) {
        guard let observers = KeyValueObservers.existing(of: self) else { return set() }
        observers.willChange(self, key: key)
        set()
        observers.didChange(self, key: key)
    }
}

extension NSObjectProtocol {
    /// Called on an observer registered with `addObserver(_:forKeyPath:options:context:)` when the
    /// observed property changes; subclasses implement it (the source bridge lets them write
    /// `override`, as on iOS). `NSObject`'s own implementation — what `super` reaches — is where a
    /// notification nobody handled ends: iOS raises "An -observeValueForKeyPath:ofObject:change:context:
    /// message was received but not handled"; ViewLab reports that line.
    public func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        KeyValueObservingReport.unhandled(self, keyPath: keyPath)
    }
}
