import Foundation

/// Foundation's selector-based observers: each matching notification sends `aSelector` to
/// `observer` with the notification. The centre does not keep the observer alive (as since iOS 9);
/// `removeObserver(_:)` / `removeObserver(_:name:object:)` with the observer remove its entries.
extension NotificationCenter {
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let target = observer as AnyObject
        // messaged on the posting thread, unchecked as in Objective-C (Apple's contract)
        nonisolated(unsafe) weak let weakTarget = target
        let token = addObserver(forName: aName, object: anObject, queue: nil) { note in
            aSelector.send(to: weakTarget, arguments: [note])
        }
        SelectorObservers.add(token, name: aName, for: target)
    }

    /// Removes every entry of `observer`: those added with a selector, and block tokens.
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.remove(for: observer, name: nil) { removeObserver(token as Any) }
        removeObserver(observer as Any)
    }

    /// Removes the entries of `observer` for `aName` (all names when nil).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservers.remove(for: observer, name: aName) { removeObserver(token as Any) }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// The block tokens standing for each selector observer, by observer.
enum SelectorObservers {
    // the runtime's tables are reached from any thread, as in Objective-C (`RuntimeTables.selectorObservers`)
    typealias Tokens = [ObjectIdentifier: [(name: NSNotification.Name?, token: NSObjectProtocol)]]
    private static var table: RuntimeTable<Tokens> { RuntimeTables.shared.selectorObservers }

    static func add(_ token: NSObjectProtocol, name: NSNotification.Name?, for observer: AnyObject) {
        table.locked { $0[ObjectIdentifier(observer), default: []].append((name, token)) }
    }

    static func remove(for observer: AnyObject, name: NSNotification.Name?) -> [NSObjectProtocol] {
        table.locked { tokens in
            let key = ObjectIdentifier(observer)
            let all = tokens[key] ?? []
            let removed = all.filter { name == nil || $0.name == name }
            tokens[key] = all.filter { !(name == nil || $0.name == name) }
            return removed.map(\.token)
        }
    }
}
