/// The variables visible while type checking: the session's, the line's new declarations, a
/// closure's parameters.
final class Scope {
    struct Entry {
        var type: TypeRef
        var isMutable: Bool
    }

    let parent: Scope?
    private(set) var entries: [String: Entry] = [:]
    /// The closure's result type, inside a closure body.
    let returnType: TypeRef?

    init(parent: Scope?, returnType: TypeRef? = nil) {
        self.parent = parent
        self.returnType = returnType ?? parent?.returnType
    }

    func lookup(_ name: String) -> Entry? { entries[name] ?? parent?.lookup(name) }

    func declare(_ name: String, _ entry: Entry) { entries[name] = entry }

    /// Every visible name (for suggestions).
    var allNames: [String] { Array(entries.keys) + (parent?.allNames ?? []) }
}
