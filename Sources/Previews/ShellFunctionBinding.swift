/// An initialiser or method of a `ShellClassBinding`: argument labels (`_` for none), parameter
/// and result types, and the call (`receiver` nil for initialisers). Arguments arrive as the
/// parameter types; a mismatch throws `ShellBindingError`.
public struct ShellFunctionBinding {
    public var name: String
    public var labels: [String]
    public var parameterTypes: [Any.Type]
    public var resultType: Any.Type
    public var invoke: (_ receiver: AnyObject?, _ arguments: [Any]) throws -> Any
}

/// A value of the wrong type passed to a generated binding (the shell's type checker prevents it).
public struct ShellBindingError: Error, CustomStringConvertible {
    public var description: String
}

/// Argument `index` as `T` (generated bindings call it).
public func _shellArgument<T>(_ arguments: [Any], _ index: Int) throws -> T {
    guard index < arguments.count, let value = arguments[index] as? T else {
        throw ShellBindingError(description: "internal error: argument \(index + 1) is not a \(T.self)")
    }
    return value
}
