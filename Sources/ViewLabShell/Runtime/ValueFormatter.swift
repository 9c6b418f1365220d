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
            if quoted, let character = value as? Character { return character.debugDescription }
            return registry.type(named: name)?.describe(value) ?? String(describing: value)
        }
    }

    /// What `print` writes for a value: Swift's `print` writes `String(describing:)` of each
    /// argument (Swift standard library, `print(_:separator:terminator:)`), so a line prints the
    /// same interpreted or compiled: an enum case of your code prints `b`, a view its
    /// `description`. The echo of a bare expression keeps `describe`'s richer form (`.b`).
    func printed(_ value: Any, as type: TypeRef) -> String {
        guard case .named = type else { return describe(value, as: type, quoted: false) }
        return String(describing: value)
    }
}
