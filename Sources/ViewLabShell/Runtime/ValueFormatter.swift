/// Prints values as the Swift REPL does: `(16.0, 80.0, 361.0, 180.0)` for a rect, `Optional(…)`
/// around optionals, strings quoted at the top level; registered types print with their
/// binding's `describe`.
struct ValueFormatter {
    let registry: ShellRegistry

    func describe(_ value: Any, as type: TypeRef, quoted: Bool) -> String {
        switch type {
        case .optional(let wrapped):
            guard let inner = unwrapOptional(value) else { return "nil" }
            return "Optional(\(describe(inner, as: wrapped, quoted: true)))"
        case .array(let element):
            let items = value as? [Any] ?? []
            return "[" + items.map { describe($0, as: element, quoted: true) }.joined(separator: ", ") + "]"
        case .function:
            return "(Function)"
        case .void:
            return "()"
        case .any:
            return String(describing: value)
        case .named(let name):
            if quoted, let text = value as? String { return text.debugDescription }
            return registry.type(named: name)?.describe(value) ?? String(describing: value)
        }
    }
}
