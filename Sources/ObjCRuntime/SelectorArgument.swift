import Foundation

/// Converts argument `index` of a message to the type of the method's parameter, for the
/// dispatch tables the source bridge generates. A missing argument is `nil` (an action method
/// called with fewer arguments than it takes); an argument of the wrong type traps with a message
/// naming the selector, as Objective-C would fail with "unrecognized selector" or a bad cast.
public func _selectorArgument<T>(_ arguments: [Any?], _ index: Int, _ selector: Selector) -> T {
    if index < arguments.count, let value = arguments[index] {
        if let typed = value as? T { return typed }
        if let number = _numberArgument(value, as: T.self) { return number }
        fatalError("\(selector.name): argument \(index + 1) is a \(type(of: value)), the method takes \(T.self)")
    }
    if let none = Optional<Any>.none as? T { return none }
    fatalError("\(selector.name): argument \(index + 1) is missing (nil), the method takes a non-optional \(T.self)")
}

/// Wraps what a method returned for `SelectorDispatchResult.returned`.
public func _selectorResult<T>(_ value: T) -> SelectorDispatchResult {
    .returned(value is Void ? nil : value)
}

/// The runtime side of an optional protocol requirement call, `delegate?.method?(…)`: runs `call`
/// only when `target` exists and implements the requirement (its class registered the
/// selector), as Objective-C's optional-method check does; otherwise the result is nil.
public func _optionalRequirement<T, R>(_ target: T?, _ selector: Selector, _ call: (T) throws -> R) rethrows -> R? {
    guard let target, let object = target as AnyObject?, selector.isImplemented(by: object) else { return nil }
    return try call(target)
}

/// `_optionalRequirement` for a target typed `AnyObject` (`weak var delegate: AnyObject?`, called
/// as `delegate?.menuOpened?(self)`): on iOS the message goes to any object whose class implements
/// the selector; here the bridge names the module's one protocol that declares the requirement,
/// and the call runs when the object implements the selector and conforms to that protocol.
public func _optionalRequirement<P, R>(
    _ target: AnyObject?, as _: P.Type, _ selector: Selector, _ call: (P) throws -> R
) rethrows -> R? {
    guard let target, selector.isImplemented(by: target), let typed = target as? P else { return nil }
    return try call(typed)
}

/// `_optionalRequirement` for a requirement that returns an optional (`-> String?`): the result
/// is one optional, not two, as Swift's optional chaining flattens `delegate?.title?(…)` on iOS
/// (so `guard let title = … else` binds a `String`).
public func _optionalRequirement<T, R>(_ target: T?, _ selector: Selector, _ call: (T) throws -> R?) rethrows -> R? {
    guard let target, let object = target as AnyObject?, selector.isImplemented(by: object) else { return nil }
    return try call(target)
}

/// The flattening form of `_optionalRequirement(_:as:_:_:)`, as above.
public func _optionalRequirement<P, R>(
    _ target: AnyObject?, as _: P.Type, _ selector: Selector, _ call: (P) throws -> R?
) rethrows -> R? {
    guard let target, selector.isImplemented(by: target), let typed = target as? P else { return nil }
    return try call(typed)
}

/// A number given for a parameter of another numeric type (a `Double` for a `CGFloat`, an `Int`
/// for a `Float`…), converted as Key-Value Coding unboxes an `NSNumber` into the property's
/// scalar type (so a XIB's runtime attribute `8` sets an `@IBInspectable var radius: CGFloat`).
/// A number for a `Bool` is true when non-zero. nil when `value` is not a number.
func _numberArgument<T>(_ value: Any, as _: T.Type) -> T? {
    let double: Double
    switch value {
    case let v as Double: double = v
    case let v as CGFloat: double = Double(v)
    case let v as Float: double = Double(v)
    case let v as Int: double = Double(v)
    case let v as NSNumber: double = v.doubleValue
    default: return nil
    }
    let candidates: [Any] = [
        double, CGFloat(double), Float(double), double.isFinite ? Int(exactly: double.rounded(.towardZero)) ?? 0 : 0,
        double != 0,
    ]
    for candidate in candidates {
        if let typed = candidate as? T { return typed }
    }
    return nil
}
