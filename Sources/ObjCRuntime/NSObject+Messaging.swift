import Foundation

/// `NSObjectProtocol`'s messaging methods, answered by the selector tables (`Selector.send`).
extension NSObject {
    /// `respondsToSelector:`: whether the object's class (or a superclass) has the method.
    public func responds(to aSelector: Selector!) -> Bool { aSelector.isImplemented(by: self) }

    /// Calls the method named `aSelector` without arguments; returns the object it returned, if any.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { perform(aSelector, arguments: []) }

    /// Calls the one-argument method named `aSelector` with `object`.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { perform(aSelector, arguments: [object]) }

    /// Calls the two-argument method named `aSelector`.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        perform(aSelector, arguments: [object1, object2])
    }

    /// Sends the selector; an object the class does not implement traps, as Objective-C raises
    /// "unrecognized selector sent to instance".
    private func perform(_ selector: Selector, arguments: [Any?]) -> Unmanaged<AnyObject>? {
        switch selector.send(to: self, arguments: arguments) {
        case .notFound:
            fatalError("-[\(type(of: self)) \(selector.name)]: unrecognized selector sent to instance")
        case .returned(let value):
            guard let value, let object = value as AnyObject? , !(value is String), !(value is any Numeric) else { return nil }
            return Unmanaged.passUnretained(object)
        }
    }
}
