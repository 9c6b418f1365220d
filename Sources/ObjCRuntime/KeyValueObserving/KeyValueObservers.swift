import Foundation
import Synchronization

/// The observers registered with one object (Apple keeps them in the object's `observationInfo`),
/// held in the runtime's association table, so an object nobody observes costs one lookup per
/// notification. `willChangeValue(forKey:)` records the old values and sends the `.prior`
/// notifications; `didChangeValue(forKey:)` sends the notifications, outside the lock, to the
/// observers registered when the change began (one removed meanwhile is skipped).
final class KeyValueObservers: @unchecked Sendable {
    typealias Token = Int

    /// What a notification hands the observer: the object, then (kind, old, new, isPrior).
    struct Notification {
        var old: Any??
        var new: Any??
        var isPrior: Bool
    }

    struct Entry {
        var token: Token
        var key: String
        var options: NSKeyValueObservingOptions
        /// The property's current value.
        var read: (AnyObject) -> Any?
        var deliver: (AnyObject, Notification) -> Void
        /// The observer (its identity: an observer removes itself in its `deinit`, when weak
        /// references to it already read nil) and context of a registration by
        /// `addObserver(_:forKeyPath:options:context:)`.
        var observer: ObjectIdentifier?
        var context: UnsafeMutableRawPointer?
    }

    private let lock = RuntimeLock()
    private var entries: [Entry] = []
    private var nextToken = 0
    /// Per key, a stack of changes in progress (nested `willChange`s of the same key), each the
    /// old values by token.
    private var pending: [String: [[Token: Any?]]] = [:]

    /// The association key: the address of a byte of its own, never freed.
    private static let associationKey = KeyValueObservers.uniqueAddress()
    private static func uniqueAddress() -> Int {
        Int(bitPattern: UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    }
    private static var key: UnsafeRawPointer { UnsafeRawPointer(bitPattern: associationKey)! }

    /// How many registries exist (an object's lives as long as the association table keeps it).
    /// While there is none — the usual case: a render, a layout pass — a setter's notification
    /// costs one atomic load instead of a table lookup under a lock (measured in a debug build:
    /// a lookup takes about 1 µs, and setting a view's `frame` notifies five times).
    private static let registries = Atomic<Int>(0)

    private init() { Self.registries.add(1, ordering: .relaxed) }
    deinit { Self.registries.subtract(1, ordering: .relaxed) }

    /// The observers of `object`, made on first use.
    static func of(_ object: AnyObject) -> KeyValueObservers {
        if let existing = existing(of: object) { return existing }
        let made = KeyValueObservers()
        objc_setAssociatedObject(object, key, made, .OBJC_ASSOCIATION_RETAIN)
        return made
    }

    /// The observers of `object`, if any were ever registered.
    static func existing(of object: AnyObject) -> KeyValueObservers? {
        guard registries.load(ordering: .relaxed) > 0 else { return nil }
        return objc_getAssociatedObject(object, key) as? KeyValueObservers
    }

    func add(_ entry: (Token) -> Entry) -> Token {
        lock.locked {
            nextToken += 1
            entries.append(entry(nextToken))
            return nextToken
        }
    }

    func remove(_ token: Token) {
        lock.locked { entries.removeAll { $0.token == token } }
    }

    /// Removes the most recent registration of `observer` for `key` (with `context`, when given);
    /// false when there is none.
    func remove(observer: AnyObject, key: String, context: UnsafeMutableRawPointer??) -> Bool {
        lock.locked {
            guard
                let index = entries.lastIndex(where: {
                    entry in
                    entry.observer == ObjectIdentifier(observer) && entry.key == key
                        && (context.map { entry.context == $0 } ?? true)
                })
            else { return false }
            entries.remove(at: index)
            return true
        }
    }

    func willChange(_ object: AnyObject, key: String) {
        let observing = lock.locked { entries.filter { $0.key == key } }
        var old: [Token: Any?] = [:]
        for entry in observing where entry.options.contains(.old) { old[entry.token] = entry.read(object) }
        lock.locked { pending[key, default: []].append(old) }
        for entry in observing where entry.options.contains(.prior) {
            deliver(
                entry, to: object,
                Notification(old: entry.options.contains(.old) ? old[entry.token] : nil, new: nil, isPrior: true))
        }
    }

    func didChange(_ object: AnyObject, key: String) {
        let (observing, old) = lock.locked { () -> ([Entry], [Token: Any?]) in
            let old = pending[key]?.popLast() ?? [:]
            if pending[key]?.isEmpty == true { pending[key] = nil }
            return (entries.filter { $0.key == key }, old)
        }
        for entry in observing {
            let new: Any?? = entry.options.contains(.new) ? .some(entry.read(object)) : nil
            deliver(
                entry, to: object,
                Notification(old: entry.options.contains(.old) ? old[entry.token] : nil, new: new, isPrior: false))
        }
    }

    /// The `.initial` notification of a new registration.
    func sendInitial(_ token: Token, to object: AnyObject) {
        guard let entry = lock.locked({ entries.first { $0.token == token } }) else { return }
        let new: Any?? = entry.options.contains(.new) ? .some(entry.read(object)) : nil
        entry.deliver(object, Notification(old: nil, new: new, isPrior: false))
    }

    /// Delivers unless the registration was removed by an earlier handler of the same change.
    private func deliver(_ entry: Entry, to object: AnyObject, _ notification: Notification) {
        guard lock.locked({ entries.contains { $0.token == entry.token } }) else { return }
        entry.deliver(object, notification)
    }
}
