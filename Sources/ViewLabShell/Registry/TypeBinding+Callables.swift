import Previews

/// Callables of any arity: each fixes the Swift parameter types of an initialiser or method from
/// its closure (a parameter pack), so that bindings read like Swift
/// (`.initializer(["frame"], UIView.init(frame:))`). The closures are `@MainActor`, as UIKit's
/// initialisers and methods are.
extension TypeBinding {

    @discardableResult
    func initializer<each A>(
        _ labels: [String] = [], doc: String = "", _ body: @escaping @MainActor (repeat each A) throws -> T
    ) -> Self {
        callable(
            .initializer, "init", labels: labels, parameters: ShellArguments.types(repeat (each A).self),
            result: T.self, doc: doc, undo: nil
        ) { _, a in
            var arguments = ShellArguments(a)
            return try body(repeat try arguments.next((each A).self, convert: cast))
        }
    }

    @discardableResult
    func method<each A, R>(
        _ name: String, _ labels: [String] = [], doc: String = "", undo: ((Any?, [Any]) -> () -> Void)? = nil,
        _ body: @escaping @MainActor (T, repeat each A) throws -> R
    ) -> Self {
        callable(
            .method, name, labels: labels, parameters: ShellArguments.types(repeat (each A).self), result: R.self,
            doc: doc, undo: undo
        ) { r, a in
            var arguments = ShellArguments(a)
            return try body(try cast(r ?? ()), repeat try arguments.next((each A).self, convert: cast))
        }
    }

    @discardableResult
    func staticMethod<each A, R>(
        _ name: String, _ labels: [String] = [], doc: String = "",
        _ body: @escaping @MainActor (repeat each A) throws -> R
    ) -> Self {
        callable(
            .staticMethod, name, labels: labels, parameters: ShellArguments.types(repeat (each A).self), result: R.self,
            doc: doc, undo: nil
        ) { _, a in
            var arguments = ShellArguments(a)
            return try body(repeat try arguments.next((each A).self, convert: cast))
        }
    }
}

extension TypeBinding {
    /// A failable initialiser (`init?`) with two parameters: the shell types its result `T?`
    /// (`UIFont(name:size:)`).
    @discardableResult
    func failableInitializer<A, B>(_ labels: [String], doc: String = "", _ body: @escaping (A, B) throws -> T?) -> Self
    {
        callable(
            .initializer, "init", labels: labels, parameters: [A.self, B.self], result: T?.self, doc: doc, undo: nil
        ) { _, args in
            try body(try cast(args[0]), try cast(args[1])) as Any
        }
    }
}
