/// The Objective-C runtime's method functions, for method swizzling — the idiom libraries use to
/// run their code inside a UIKit method of every view:
///
///     extension UIView {
///         @objc func skeletonLayoutSubviews() {
///             skeletonLayoutSubviews()          // after the exchange: UIKit's layoutSubviews
///             layoutSkeletonIfNeeded()
///         }
///     }
///     let original = class_getInstanceMethod(UIView.self, #selector(UIView.layoutSubviews))!
///     let swizzled = class_getInstanceMethod(UIView.self, #selector(UIView.skeletonLayoutSubviews))!
///     method_exchangeImplementations(original, swizzled)
///
/// A `Method` is a class's implementation of a selector; an `IMP`, the code that runs for it (here:
/// the method a class defined under a selector). The functions keep Apple's semantics
/// (*Objective-C Runtime Reference*: `class_getInstanceMethod` looks in superclasses,
/// `class_addMethod` "will add an override of a superclass's implementation, but will not replace
/// an existing implementation in this class", `class_replaceMethod` adds or replaces and returns
/// the previous IMP, `method_exchangeImplementations` swaps two methods' IMPs). A class's methods
/// are those of its bridged selector tables (`@objc` methods of the user's extensions) and the
/// UIKit methods that consult this table (`registerNative`, `run`): `UIView.layoutSubviews()` and
/// `traitCollectionDidChange(_:)`. The source bridge turns a method's call of itself into
/// `send(_:_:_:fallback:)`, so that after an exchange it runs the other IMP, as `objc_msgSend` does.
public enum MethodSwizzling {
    /// The code a native (UIKit) method runs, with the message's arguments.
    public typealias Native = (AnyObject, [Any?]) -> Any?

    struct Key: Hashable {
        var cls: ObjectIdentifier
        var selector: String
    }

    /// The table (`RuntimeTables.methods`): native methods, and the implementations set in their place.
    struct Tables {
        var natives: [Key: Native] = [:]
        var implementations: [Key: IMP] = [:]
    }
    static var table: RuntimeTable<Tables> { RuntimeTables.shared.methods }

    /// Declares that `cls` implements `selector` natively with `body` (UIKit calls this once per
    /// method it lets be swizzled).
    public static func registerNative(_ cls: AnyClass, _ selector: String, _ body: @escaping Native) {
        table.locked { $0.natives[Key(cls: ObjectIdentifier(cls), selector: selector)] = body }
    }

    /// What a native method of `cls` calls first: runs the IMP set in its place for `object` —
    /// its `Method`'s when another was set, or that of a class between the receiver's and `cls`
    /// (a category's replacement, `MethodSwizzling+Categories`) — else `body` (the native code).
    /// `object` is the receiver.
    public static func run<T>(
        _ object: AnyObject, _ cls: AnyClass, _ selector: String, _ arguments: [Any?], native body: () -> T
    ) -> T {
        guard let imp = table.locked({ replacement(for: object, at: cls, selector, in: $0) }) else { return body() }
        return result(call(imp, object, arguments))
    }

    /// A message `selector` sent to `object` by the method that implements it (its call of
    /// itself): the IMP of the first class of the receiver's chain that has the method, if it was
    /// swapped, else `fallback` (the direct call).
    public static func send<T>(_ object: AnyObject, _ selector: String, _ arguments: [Any?], fallback: () -> T) -> T {
        var current: AnyClass? = type(of: object)
        while let each = current {
            let key = Key(cls: ObjectIdentifier(each), selector: selector)
            if let imp = table.locked({ $0.implementations[key] }) {
                return imp == IMP(each, selector) ? fallback() : result(call(imp, object, arguments))
            }
            if defines(each, selector) { return fallback() }
            current = _getSuperclass(each)
        }
        return fallback()
    }

    /// A method's return value as the caller's type (a `Void` method returns nil by selector).
    static func result<T>(_ value: Any?) -> T {
        T.self == Void.self ? () as! T : value as! T
    }

    /// Whether `cls` itself (not a superclass) has a method `selector`.
    static func defines(_ cls: AnyClass, _ selector: String) -> Bool {
        let key = Key(cls: ObjectIdentifier(cls), selector: selector)
        return table.locked { $0.natives[key] != nil || $0.implementations[key] != nil }
            || SelectorTable.defines(cls, selector)
    }

    static func implementation(of method: Method) -> IMP {
        table.locked { $0.implementations[method.key] } ?? IMP(method.cls, method.selector)
    }

    static func setImplementation(_ imp: IMP, of method: Method) {
        table.locked { $0.implementations[method.key] = imp }
    }

    /// Runs the code of `imp` for `object`.
    static func call(_ imp: IMP, _ object: AnyObject, _ arguments: [Any?]) -> Any? {
        let key = Key(cls: ObjectIdentifier(imp.owner), selector: imp.selector)
        if let native = table.locked({ $0.natives[key] }) { return native(object, arguments) }
        guard case .returned(let value) = SelectorTable.dispatch(imp.owner, Selector(imp.selector), object, arguments)
        else {
            fatalError(
                "unrecognized selector \(imp.selector) sent to instance of \(type(of: object)) (its swizzled method has no implementation)"
            )
        }
        return value
    }
}

/// An Objective-C method: `cls`'s implementation of `selector` (`class_getInstanceMethod`).
public struct Method: Equatable {
    let cls: AnyClass
    let selector: String

    var key: MethodSwizzling.Key { .init(cls: ObjectIdentifier(cls), selector: selector) }

    public static func == (a: Method, b: Method) -> Bool { a.key == b.key }
}

/// The code that runs for a method: the method `owner` defined under `selector`.
public struct IMP: Equatable {
    let owner: AnyClass
    let selector: String

    init(_ owner: AnyClass, _ selector: String) {
        self.owner = owner
        self.selector = selector
    }

    public static func == (a: IMP, b: IMP) -> Bool {
        ObjectIdentifier(a.owner) == ObjectIdentifier(b.owner) && a.selector == b.selector
    }
}

/// The method `cls` (or its nearest superclass that has one) runs for `name`; nil when none does.
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    var current: AnyClass? = cls
    while let each = current {
        if MethodSwizzling.defines(each, name.name) { return Method(cls: each, selector: name.name) }
        current = _getSuperclass(each)
    }
    return nil
}

public func method_getImplementation(_ m: Method) -> IMP { MethodSwizzling.implementation(of: m) }

/// The type encoding is not kept (the bridge's tables carry typed calls): always nil.
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }

public func method_getName(_ m: Method) -> Selector { Selector(m.selector) }

/// Adds `name` to `cls` with `imp` unless `cls` itself already has it (then: false).
@discardableResult
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool {
    guard let cls, !MethodSwizzling.defines(cls, name.name) else { return false }
    MethodSwizzling.setImplementation(imp, of: Method(cls: cls, selector: name.name))
    return true
}

/// Sets `cls`'s `name` to `imp` (adding it if `cls` itself lacks it); returns the IMP it had, if any.
@discardableResult
public func class_replaceMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> IMP?
{
    guard let cls else { return nil }
    let method = Method(cls: cls, selector: name.name)
    let previous = MethodSwizzling.defines(cls, name.name) ? MethodSwizzling.implementation(of: method) : nil
    MethodSwizzling.setImplementation(imp, of: method)
    return previous
}

@discardableResult
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP {
    let previous = MethodSwizzling.implementation(of: m)
    MethodSwizzling.setImplementation(imp, of: m)
    return previous
}

public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
    let first = MethodSwizzling.implementation(of: m1), second = MethodSwizzling.implementation(of: m2)
    MethodSwizzling.setImplementation(second, of: m1)
    MethodSwizzling.setImplementation(first, of: m2)
}
