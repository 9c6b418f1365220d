import Previews

/// A variable in the shell or in a closure's scope.
final class Variable: PromptVariableBox {
    let name: String
    let type: TypeRef
    let isMutable: Bool
    var value: Any

    init(name: String, type: TypeRef, isMutable: Bool, value: Any) {
        self.name = name
        self.type = type
        self.isMutable = isMutable
        self.value = value
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
