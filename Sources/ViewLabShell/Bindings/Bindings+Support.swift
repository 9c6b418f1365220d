// MARK: - Binding helpers

extension TypeBinding where T: Equatable {
    /// Static values named as Swift names them (`CAShapeLayerLineCap.round`), for types whose
    /// values are not enum cases (`RawRepresentable` structs, option sets, `UIFont.Weight`).
    /// Values print as `.name` when they match one of them.
    @discardableResult
    func named(_ values: [(String, T)]) -> Self {
        for (name, value) in values { staticValue(name) { value } }
        equatable()
        describe { value in values.first { $0.1 == value }.map { ".\($0.0)" } ?? String(describing: value) }
        return self
    }
}

extension TypeBinding where T: OptionSet, T.Element == T, T: Equatable {
    /// An option set with its named members; prints as `[.a, .b]`.
    @discardableResult
    func options(_ values: [(String, T)]) -> Self {
        for (name, value) in values { staticValue(name) { value } }
        equatable()
        optionSet()
        describe { set in
            "[" + values.filter { !$0.1.isEmpty && set.contains($0.1) }.map { ".\($0.0)" }.joined(separator: ", ") + "]"
        }
        return self
    }
}

extension TypeBinding {
    /// A failable initialiser (`init?`): the shell types its result `T?` (`UIImage(named:)`).
    @discardableResult
    func failableInitializer<A>(_ labels: [String], doc: String = "", _ body: @escaping (A) throws -> T?) -> Self {
        callable(.initializer, "init", labels: labels, parameters: [A.self], result: T?.self, doc: doc, undo: nil) {
            _, args in
            try body(try cast(args[0])) as Any
        }
    }

    /// A failable initialiser with two parameters.
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
