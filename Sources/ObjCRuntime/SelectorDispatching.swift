/// An object whose methods can be called by `Selector` — what the Objective-C runtime's message
/// sending gives every `NSObject` on Apple platforms. On Linux the source bridge generates the
/// conformance: a table from each selector the class's code names to a call of the method.
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
    /// Sends `self` to `target` with `arguments`, the way `objc_msgSend` would: returns what the
    /// method returned, or `.notFound` when `target` has no such method (or cannot be messaged).
    public func send(to target: AnyObject?, arguments: [Any?] = []) -> SelectorDispatchResult {
        guard let target = target as? SelectorDispatching else { return .notFound }
        return target.dispatchSelector(self, arguments: arguments)
    }
}
