import Foundation

/// `NSObjectProtocol`'s `respondsToSelector:`, answered by the selector tables. It is declared on
/// the protocol, not in an extension of `NSObject`, so that a subclass may declare its own
/// `responds(to:)` (a forwarding proxy's; see `MessageForwardingPass`) — Swift refuses to let a
/// subclass redeclare a member of a class extension — and so that `any NSObjectProtocol` has it,
/// as on iOS.
extension NSObjectProtocol {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self as AnyObject) }
}

/// `NSObjectProtocol`'s `performSelector:` family, answered by the selector tables (`Selector.send`).
extension NSObject {

    /// Calls the method named `aSelector` without arguments; returns the object it returned, if any.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { perform(aSelector, arguments: []) }

    /// Calls the one-argument method named `aSelector` with `object`.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        perform(aSelector, arguments: [object])
    }

    /// Calls the two-argument method named `aSelector`.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        perform(aSelector, arguments: [object1, object2])
    }

    /// Sends the selector; an object the class does not implement traps, as Objective-C raises
    /// "unrecognized selector sent to instance".
    func perform(_ selector: Selector, arguments: [Any?]) -> Unmanaged<AnyObject>? {
        switch selector.send(to: self, arguments: arguments) {
        case .notFound:
            fatalError("-[\(type(of: self)) \(selector.name)]: unrecognized selector sent to instance")
        case .returned(let value):
            // Only objects come back (`perform` returns an `id`; other results are not objects).
            guard let value, type(of: value) is AnyObject.Type else { return nil }
            return Unmanaged.passUnretained(PerformResults.keep(value as AnyObject))
        }
    }
}

/// What an autorelease pool does for `perform`'s unretained result: the last results stay alive
/// for a while (the 64 most recent), so the caller can take them.
enum PerformResults {

    static func keep(_ object: AnyObject) -> AnyObject {
        RuntimeTables.shared.performResults.locked { recent in
            recent.append(object)
            if recent.count > 64 { recent.removeFirst(recent.count - 64) }
        }
        return object
    }
}
