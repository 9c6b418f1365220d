/// Arity helpers for generated bindings: each fixes the parameter types of an initialiser or
/// method from the closure the generator writes, so the generated code names each type once, as
/// the declaration spells it:
///
///     binding.initializer(["frame"]) { (a0: CGRect) in SeedRingView(frame: a0) }
///     binding.method("setProgress", ["_", "animated"]) { (o: SeedRingView, a0: CGFloat, a1: Bool) in o.setProgress(a0, animated: a1) }
///
/// One overload per arity, 0…5 (written by a script: keep them identical in shape).
extension ShellClassBinding {

    public mutating func initializer<T: AnyObject>(_ labels: [String], _ body: @escaping () throws -> T) {
        add(.initializer, "init", labels, [], T.self) { _, a in try body() }
    }

    public mutating func method<T: AnyObject, R>(_ name: String, _ labels: [String], _ body: @escaping (T) throws -> R) {
        add(.method, name, labels, [], R.self) { r, a in
            guard let object = r as? T else { throw ShellBindingError(description: "internal error: not a \(T.self)") }
            return try body(object)
        }
    }

    public mutating func initializer<T: AnyObject, A>(_ labels: [String], _ body: @escaping (A) throws -> T) {
        add(.initializer, "init", labels, [A.self], T.self) { _, a in try body(try _shellArgument(a, 0)) }
    }

    public mutating func method<T: AnyObject, A, R>(_ name: String, _ labels: [String], _ body: @escaping (T, A) throws -> R) {
        add(.method, name, labels, [A.self], R.self) { r, a in
            guard let object = r as? T else { throw ShellBindingError(description: "internal error: not a \(T.self)") }
            return try body(object, try _shellArgument(a, 0))
        }
    }

    public mutating func initializer<T: AnyObject, A, B>(_ labels: [String], _ body: @escaping (A, B) throws -> T) {
        add(.initializer, "init", labels, [A.self, B.self], T.self) { _, a in try body(try _shellArgument(a, 0), try _shellArgument(a, 1)) }
    }

    public mutating func method<T: AnyObject, A, B, R>(_ name: String, _ labels: [String], _ body: @escaping (T, A, B) throws -> R) {
        add(.method, name, labels, [A.self, B.self], R.self) { r, a in
            guard let object = r as? T else { throw ShellBindingError(description: "internal error: not a \(T.self)") }
            return try body(object, try _shellArgument(a, 0), try _shellArgument(a, 1))
        }
    }

    public mutating func initializer<T: AnyObject, A, B, C>(_ labels: [String], _ body: @escaping (A, B, C) throws -> T) {
        add(.initializer, "init", labels, [A.self, B.self, C.self], T.self) { _, a in try body(try _shellArgument(a, 0), try _shellArgument(a, 1), try _shellArgument(a, 2)) }
    }

    public mutating func method<T: AnyObject, A, B, C, R>(_ name: String, _ labels: [String], _ body: @escaping (T, A, B, C) throws -> R) {
        add(.method, name, labels, [A.self, B.self, C.self], R.self) { r, a in
            guard let object = r as? T else { throw ShellBindingError(description: "internal error: not a \(T.self)") }
            return try body(object, try _shellArgument(a, 0), try _shellArgument(a, 1), try _shellArgument(a, 2))
        }
    }

    public mutating func initializer<T: AnyObject, A, B, C, D>(_ labels: [String], _ body: @escaping (A, B, C, D) throws -> T) {
        add(.initializer, "init", labels, [A.self, B.self, C.self, D.self], T.self) { _, a in try body(try _shellArgument(a, 0), try _shellArgument(a, 1), try _shellArgument(a, 2), try _shellArgument(a, 3)) }
    }

    public mutating func method<T: AnyObject, A, B, C, D, R>(_ name: String, _ labels: [String], _ body: @escaping (T, A, B, C, D) throws -> R) {
        add(.method, name, labels, [A.self, B.self, C.self, D.self], R.self) { r, a in
            guard let object = r as? T else { throw ShellBindingError(description: "internal error: not a \(T.self)") }
            return try body(object, try _shellArgument(a, 0), try _shellArgument(a, 1), try _shellArgument(a, 2), try _shellArgument(a, 3))
        }
    }

    public mutating func initializer<T: AnyObject, A, B, C, D, E>(_ labels: [String], _ body: @escaping (A, B, C, D, E) throws -> T) {
        add(.initializer, "init", labels, [A.self, B.self, C.self, D.self, E.self], T.self) { _, a in try body(try _shellArgument(a, 0), try _shellArgument(a, 1), try _shellArgument(a, 2), try _shellArgument(a, 3), try _shellArgument(a, 4)) }
    }

    public mutating func method<T: AnyObject, A, B, C, D, E, R>(_ name: String, _ labels: [String], _ body: @escaping (T, A, B, C, D, E) throws -> R) {
        add(.method, name, labels, [A.self, B.self, C.self, D.self, E.self], R.self) { r, a in
            guard let object = r as? T else { throw ShellBindingError(description: "internal error: not a \(T.self)") }
            return try body(object, try _shellArgument(a, 0), try _shellArgument(a, 1), try _shellArgument(a, 2), try _shellArgument(a, 3), try _shellArgument(a, 4))
        }
    }
}
