/// Callables of any arity: each fixes the Swift parameter types of an initialiser or method from
/// its closure (a parameter pack), so that bindings read like Swift
/// (`.initializer(["frame"], UIView.init(frame:))`).
extension TypeBinding {

    @discardableResult
    func initializer<each A>(_ labels: [String] = [], doc: String = "", _ body: @escaping (repeat each A) throws -> T) -> Self {
        callable(.initializer, "init", labels: labels, parameters: CallArguments.types(repeat (each A).self), result: T.self, doc: doc, undo: nil) { _, a in
            var arguments = CallArguments(a)
            return try body(repeat try arguments.next((each A).self))
        }
    }

    @discardableResult
    func method<each A, R>(_ name: String, _ labels: [String] = [], doc: String = "", undo: ((Any?, [Any]) -> () -> Void)? = nil,
                           _ body: @escaping (T, repeat each A) throws -> R) -> Self {
        callable(.method, name, labels: labels, parameters: CallArguments.types(repeat (each A).self), result: R.self, doc: doc, undo: undo) { r, a in
            var arguments = CallArguments(a)
            return try body(try cast(r ?? ()), repeat try arguments.next((each A).self))
        }
    }

    @discardableResult
    func staticMethod<each A, R>(_ name: String, _ labels: [String] = [], doc: String = "", _ body: @escaping (repeat each A) throws -> R) -> Self {
        callable(.staticMethod, name, labels: labels, parameters: CallArguments.types(repeat (each A).self), result: R.self, doc: doc, undo: nil) { _, a in
            var arguments = CallArguments(a)
            return try body(repeat try arguments.next((each A).self))
        }
    }
}

/// The arguments of a call, read in order as the callable's parameter types (`cast` each).
struct CallArguments {
    private let values: [Any]
    private var index = 0

    init(_ values: [Any]) { self.values = values }

    mutating func next<V>(_ type: V.Type) throws -> V {
        defer { index += 1 }
        guard index < values.count else { throw ShellError("internal error: argument \(index + 1) is missing") }
        return try cast(values[index])
    }

    /// The types of a parameter pack, in order.
    static func types<each A>(_ types: repeat (each A).Type) -> [Any.Type] {
        var list: [Any.Type] = []
        repeat list.append(each types)
        return list
    }
}
