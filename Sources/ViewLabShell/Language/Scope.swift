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
    /// The session's variables, read where they are (a line's scope is made for every input:
    /// copying every variable into it made a long script quadratic).
    private let globals: Frame?

    init(parent: Scope?, returnType: TypeRef? = nil) {
        self.parent = parent
        self.returnType = returnType ?? parent?.returnType
        globals = nil
    }

    /// The outermost scope of a line: the session's variables, under the line's own declarations.
    init(globals: Frame) {
        parent = nil
        returnType = nil
        self.globals = globals
    }

    func lookup(_ name: String) -> Entry? {
        entries[name] ?? parent?.lookup(name)
            ?? globals?.lookup(name).map { Entry(type: $0.type, isMutable: $0.isMutable) }
    }

    func declare(_ name: String, _ entry: Entry) { entries[name] = entry }

    /// Every visible name (for suggestions).
    var allNames: [String] { Array(entries.keys) + (parent?.allNames ?? []) + (globals?.order ?? []) }
}
