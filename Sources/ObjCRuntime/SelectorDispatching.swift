/// An object whose methods can be called by `Selector` — what the Objective-C runtime's message
/// sending gives every `NSObject` on Apple platforms. On Linux the source bridge registers the
/// methods of bridged classes in `SelectorTable`; a type may also conform by hand.
public protocol SelectorDispatching: AnyObject {
    /// Calls the method named `selector` with `arguments` (as many as the selector has colons; a
    /// method that takes fewer parameters than it is given ignores the rest, as UIKit's action
    /// methods may take no sender). Returns `.notFound` when this object has no such method.
    func dispatchSelector(_ selector: Selector, arguments: [Any?]) -> SelectorDispatchResult
}

/// What calling a method by selector gave.
public enum SelectorDispatchResult {
    /// The object has no method with that selector.
    case notFound
    /// The method ran and returned this value (`nil` for `Void`).
    case returned(Any?)
}

extension Selector {
    /// Sends `self` to `target` with `arguments`, the way `objc_msgSend` would: the object's own
    /// `SelectorDispatching` conformance first, then the registered tables of its class and
    /// superclasses, then the object's forwarding target (`ObjCMessageForwarding`). Returns what the method returned, or `.notFound` when `target` has no such
    /// method (or cannot be messaged).
    @discardableResult
    public func send(to target: AnyObject?, arguments: [Any?] = []) -> SelectorDispatchResult {
        guard let target else { return .notFound }
        if let dispatching = target as? SelectorDispatching {
            let result = dispatching.dispatchSelector(self, arguments: arguments)
            if case .returned = result { return result }
        }
        for entry in SelectorTable.entries(for: type(of: target)) where entry.names.contains(name) {
            let result = entry.dispatch(target, self, arguments)
            if case .returned = result { return result }
        }
        if let next = forwardingTarget(of: target) { return send(to: next, arguments: arguments) }
        return .notFound
    }

    /// Whether `target` has a method with this selector (`respondsToSelector:`), as its class's
    /// registered tables say (a hand-written `SelectorDispatching` conformance cannot be asked
    /// without calling it).
    public func isImplemented(by target: AnyObject?) -> Bool {
        guard let target else { return false }
        // Not the forwarding target: `respondsToSelector:` does not consult it either. The
        // *Objective-C Runtime Programming Guide* ("Forwarding and Inheritance"): an object that
        // should act as if it inherited the behaviour of the object it forwards to must
        // "re-implement the respondsToSelector: … methods to include your forwarding algorithm",
        // which is what a proxy's own `responds(to:)` does.
        return SelectorTable.responds(type(of: target), to: self)
    }
}
