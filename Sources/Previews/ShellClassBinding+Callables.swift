/// Initialisers and methods of generated bindings: each fixes its parameter types from the closure
/// the generator writes, so the generated code names each type once, as the declaration spells it:
///
///     binding.initializer(["frame"]) { (a0: CGRect) in SeedRingView(frame: a0) }
///     binding.method("setProgress", ["_", "animated"]) { (o: SeedRingView, a0: CGFloat, a1: Bool) in o.setProgress(a0, animated: a1) }
///
/// The closures are `@MainActor`, so they may call the members of a class annotated `@MainActor`
/// (as code for iOS 17 and later annotates its views); the shell calls them on the main thread.
extension ShellClassBinding {
    public mutating func initializer<T: AnyObject, each A>(
        _ labels: [String], _ body: @escaping @MainActor (repeat each A) throws -> T
    ) {
        add(
            .initializer, "init", labels, ShellArguments.types(repeat (each A).self), T.self,
            mainActorInvocation { _, arguments in
                var reader = ShellArguments(arguments)
                let values = (repeat try reader.next((each A).self))
                return try body(repeat each values)
            })
    }

    public mutating func method<T: AnyObject, each A, R>(
        _ name: String, _ labels: [String], _ body: @escaping @MainActor (T, repeat each A) throws -> R
    ) {
        add(
            .method, name, labels, ShellArguments.types(repeat (each A).self), R.self,
            mainActorInvocation { receiver, arguments in
                guard let object = receiver as? T else {
                    throw ShellBindingError(description: "internal error: not a \(T.self)")
                }
                var reader = ShellArguments(arguments)
                let values = (repeat try reader.next((each A).self))
                return try body(object, repeat each values)
            })
    }
}

/// The arguments of a call, read in order as the callable's parameter types (a parameter pack):
/// the generated bindings' callables here, the shell's UIKit bindings (`TypeBinding`) too.
public struct ShellArguments {
    private let values: [Any]
    private var index = 0

    public init(_ values: [Any]) { self.values = values }

    /// The next argument as `T`, through `convert` (by default a plain cast; the shell's own
    /// bindings also adapt closures); throws `ShellBindingError` when it is missing.
    public mutating func next<T>(_ type: T.Type, convert: (Any) throws -> T = { try _shellArgument([$0], 0) }) throws
        -> T
    {
        defer { index += 1 }
        guard index < values.count else {
            throw ShellBindingError(description: "internal error: argument \(index + 1) is missing")
        }
        return try convert(values[index])
    }

    /// The types of a parameter pack, in order.
    public static func types<each A>(_ types: repeat (each A).Type) -> [Any.Type] {
        var list: [Any.Type] = []
        repeat list.append(each types)
        return list
    }
}
