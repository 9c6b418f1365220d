/// Arity helpers: each fixes the Swift parameter types of a callable from its closure, so that
/// bindings read like Swift (`.initializer(["frame"], UIView.init(frame:))`).
/// One overload per arity, 0…6 (written by a script: keep them identical in shape).
extension TypeBinding {

    @discardableResult
    func initializer(_ labels: [String] = [], doc: String = "", _ body: @escaping () throws -> T) -> Self {
        callable(.initializer, "init", labels: labels, parameters: [], result: T.self, doc: doc, undo: nil) { _, a in try body() }
    }

    @discardableResult
    func method<R>(_ name: String, _ labels: [String] = [], doc: String = "", undo: ((Any?, [Any]) -> () -> Void)? = nil,
                    _ body: @escaping (T) throws -> R) -> Self {
        callable(.method, name, labels: labels, parameters: [], result: R.self, doc: doc, undo: undo) { r, a in try body(try cast(r ?? ())) }
    }

    @discardableResult
    func staticMethod<R>(_ name: String, _ labels: [String] = [], doc: String = "", _ body: @escaping () throws -> R) -> Self {
        callable(.staticMethod, name, labels: labels, parameters: [], result: R.self, doc: doc, undo: nil) { _, a in try body() }
    }

    @discardableResult
    func initializer<A>(_ labels: [String] = [], doc: String = "", _ body: @escaping (A) throws -> T) -> Self {
        callable(.initializer, "init", labels: labels, parameters: [A.self], result: T.self, doc: doc, undo: nil) { _, a in try body(try cast(a[0])) }
    }

    @discardableResult
    func method<A, R>(_ name: String, _ labels: [String] = [], doc: String = "", undo: ((Any?, [Any]) -> () -> Void)? = nil,
                    _ body: @escaping (T, A) throws -> R) -> Self {
        callable(.method, name, labels: labels, parameters: [A.self], result: R.self, doc: doc, undo: undo) { r, a in try body(try cast(r ?? ()), try cast(a[0])) }
    }

    @discardableResult
    func staticMethod<A, R>(_ name: String, _ labels: [String] = [], doc: String = "", _ body: @escaping (A) throws -> R) -> Self {
        callable(.staticMethod, name, labels: labels, parameters: [A.self], result: R.self, doc: doc, undo: nil) { _, a in try body(try cast(a[0])) }
    }

    @discardableResult
    func initializer<A, B>(_ labels: [String] = [], doc: String = "", _ body: @escaping (A, B) throws -> T) -> Self {
        callable(.initializer, "init", labels: labels, parameters: [A.self, B.self], result: T.self, doc: doc, undo: nil) { _, a in try body(try cast(a[0]), try cast(a[1])) }
    }

    @discardableResult
    func method<A, B, R>(_ name: String, _ labels: [String] = [], doc: String = "", undo: ((Any?, [Any]) -> () -> Void)? = nil,
                    _ body: @escaping (T, A, B) throws -> R) -> Self {
        callable(.method, name, labels: labels, parameters: [A.self, B.self], result: R.self, doc: doc, undo: undo) { r, a in try body(try cast(r ?? ()), try cast(a[0]), try cast(a[1])) }
    }

    @discardableResult
    func staticMethod<A, B, R>(_ name: String, _ labels: [String] = [], doc: String = "", _ body: @escaping (A, B) throws -> R) -> Self {
        callable(.staticMethod, name, labels: labels, parameters: [A.self, B.self], result: R.self, doc: doc, undo: nil) { _, a in try body(try cast(a[0]), try cast(a[1])) }
    }

    @discardableResult
    func initializer<A, B, C>(_ labels: [String] = [], doc: String = "", _ body: @escaping (A, B, C) throws -> T) -> Self {
        callable(.initializer, "init", labels: labels, parameters: [A.self, B.self, C.self], result: T.self, doc: doc, undo: nil) { _, a in try body(try cast(a[0]), try cast(a[1]), try cast(a[2])) }
    }

    @discardableResult
    func method<A, B, C, R>(_ name: String, _ labels: [String] = [], doc: String = "", undo: ((Any?, [Any]) -> () -> Void)? = nil,
                    _ body: @escaping (T, A, B, C) throws -> R) -> Self {
        callable(.method, name, labels: labels, parameters: [A.self, B.self, C.self], result: R.self, doc: doc, undo: undo) { r, a in try body(try cast(r ?? ()), try cast(a[0]), try cast(a[1]), try cast(a[2])) }
    }

    @discardableResult
    func staticMethod<A, B, C, R>(_ name: String, _ labels: [String] = [], doc: String = "", _ body: @escaping (A, B, C) throws -> R) -> Self {
        callable(.staticMethod, name, labels: labels, parameters: [A.self, B.self, C.self], result: R.self, doc: doc, undo: nil) { _, a in try body(try cast(a[0]), try cast(a[1]), try cast(a[2])) }
    }

    @discardableResult
    func initializer<A, B, C, D>(_ labels: [String] = [], doc: String = "", _ body: @escaping (A, B, C, D) throws -> T) -> Self {
        callable(.initializer, "init", labels: labels, parameters: [A.self, B.self, C.self, D.self], result: T.self, doc: doc, undo: nil) { _, a in try body(try cast(a[0]), try cast(a[1]), try cast(a[2]), try cast(a[3])) }
    }

    @discardableResult
    func method<A, B, C, D, R>(_ name: String, _ labels: [String] = [], doc: String = "", undo: ((Any?, [Any]) -> () -> Void)? = nil,
                    _ body: @escaping (T, A, B, C, D) throws -> R) -> Self {
        callable(.method, name, labels: labels, parameters: [A.self, B.self, C.self, D.self], result: R.self, doc: doc, undo: undo) { r, a in try body(try cast(r ?? ()), try cast(a[0]), try cast(a[1]), try cast(a[2]), try cast(a[3])) }
    }

    @discardableResult
    func staticMethod<A, B, C, D, R>(_ name: String, _ labels: [String] = [], doc: String = "", _ body: @escaping (A, B, C, D) throws -> R) -> Self {
        callable(.staticMethod, name, labels: labels, parameters: [A.self, B.self, C.self, D.self], result: R.self, doc: doc, undo: nil) { _, a in try body(try cast(a[0]), try cast(a[1]), try cast(a[2]), try cast(a[3])) }
    }

    @discardableResult
    func initializer<A, B, C, D, E>(_ labels: [String] = [], doc: String = "", _ body: @escaping (A, B, C, D, E) throws -> T) -> Self {
        callable(.initializer, "init", labels: labels, parameters: [A.self, B.self, C.self, D.self, E.self], result: T.self, doc: doc, undo: nil) { _, a in try body(try cast(a[0]), try cast(a[1]), try cast(a[2]), try cast(a[3]), try cast(a[4])) }
    }

    @discardableResult
    func method<A, B, C, D, E, R>(_ name: String, _ labels: [String] = [], doc: String = "", undo: ((Any?, [Any]) -> () -> Void)? = nil,
                    _ body: @escaping (T, A, B, C, D, E) throws -> R) -> Self {
        callable(.method, name, labels: labels, parameters: [A.self, B.self, C.self, D.self, E.self], result: R.self, doc: doc, undo: undo) { r, a in try body(try cast(r ?? ()), try cast(a[0]), try cast(a[1]), try cast(a[2]), try cast(a[3]), try cast(a[4])) }
    }

    @discardableResult
    func staticMethod<A, B, C, D, E, R>(_ name: String, _ labels: [String] = [], doc: String = "", _ body: @escaping (A, B, C, D, E) throws -> R) -> Self {
        callable(.staticMethod, name, labels: labels, parameters: [A.self, B.self, C.self, D.self, E.self], result: R.self, doc: doc, undo: nil) { _, a in try body(try cast(a[0]), try cast(a[1]), try cast(a[2]), try cast(a[3]), try cast(a[4])) }
    }

    @discardableResult
    func initializer<A, B, C, D, E, F>(_ labels: [String] = [], doc: String = "", _ body: @escaping (A, B, C, D, E, F) throws -> T) -> Self {
        callable(.initializer, "init", labels: labels, parameters: [A.self, B.self, C.self, D.self, E.self, F.self], result: T.self, doc: doc, undo: nil) { _, a in try body(try cast(a[0]), try cast(a[1]), try cast(a[2]), try cast(a[3]), try cast(a[4]), try cast(a[5])) }
    }

    @discardableResult
    func method<A, B, C, D, E, F, R>(_ name: String, _ labels: [String] = [], doc: String = "", undo: ((Any?, [Any]) -> () -> Void)? = nil,
                    _ body: @escaping (T, A, B, C, D, E, F) throws -> R) -> Self {
        callable(.method, name, labels: labels, parameters: [A.self, B.self, C.self, D.self, E.self, F.self], result: R.self, doc: doc, undo: undo) { r, a in try body(try cast(r ?? ()), try cast(a[0]), try cast(a[1]), try cast(a[2]), try cast(a[3]), try cast(a[4]), try cast(a[5])) }
    }

    @discardableResult
    func staticMethod<A, B, C, D, E, F, R>(_ name: String, _ labels: [String] = [], doc: String = "", _ body: @escaping (A, B, C, D, E, F) throws -> R) -> Self {
        callable(.staticMethod, name, labels: labels, parameters: [A.self, B.self, C.self, D.self, E.self, F.self], result: R.self, doc: doc, undo: nil) { _, a in try body(try cast(a[0]), try cast(a[1]), try cast(a[2]), try cast(a[3]), try cast(a[4]), try cast(a[5])) }
    }
}
