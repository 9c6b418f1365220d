import Previews

/// A variable in the shell or in a closure's scope. Its value is its own, or lives in a compiled
/// line's variable (`storage`) when that line declared it, so the line's closures and the session
/// share one variable.
final class Variable: PromptVariableBox {
    let name: String
    let type: TypeRef
    let isMutable: Bool
    private var own: Any
    private let storage: (any PromptVariableBox)?

    var value: Any {
        get { storage?.value ?? own }
        set { if let storage { storage.value = newValue } else { own = newValue } }
    }

    init(name: String, type: TypeRef, isMutable: Bool, value: Any) {
        self.name = name
        self.type = type
        self.isMutable = isMutable
        self.own = value
        self.storage = nil
    }

    /// A variable a compiled line declared, kept in that line's own storage.
    init(name: String, type: TypeRef, isMutable: Bool, storage: any PromptVariableStorage) {
        self.name = name
        self.type = type
        self.isMutable = isMutable
        self.own = ()
        self.storage = storage
    }
}

/// The variables of one scope at run time: the session's, or a closure call's (whose parent is
/// the scope the closure was created in).
final class Frame {
    let parent: Frame?
    private(set) var variables: [String: Variable] = [:]
    /// Names in the order they were (last) declared.
    private(set) var order: [String] = []

    init(parent: Frame? = nil) {
        self.parent = parent
    }

    func lookup(_ name: String) -> Variable? {
        variables[name] ?? parent?.lookup(name)
    }

    /// Declares (or redeclares, as the Swift REPL allows) a variable; returns the one it replaced.
    @discardableResult
    func define(_ variable: Variable) -> Variable? {
        let previous = variables[variable.name]
        variables[variable.name] = variable
        order.removeAll { $0 == variable.name }
        order.append(variable.name)
        return previous
    }

    /// Puts back `previous` for `name` (or removes the name), undoing a `define`.
    func restore(_ name: String, to previous: Variable?) {
        variables[name] = previous
        order.removeAll { $0 == name }
        if previous != nil { order.append(name) }
    }

    func removeAll() {
        variables = [:]
        order = []
    }
}
