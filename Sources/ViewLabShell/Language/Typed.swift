/// A type-checked expression: its static type and the compiled code that evaluates it.
struct Typed {
    var type: TypeRef
    var range: SourceRange
    var eval: (Context) throws -> Any
    /// How to write to it, when it is an assignable place.
    var lvalue: LValue?
}

/// An assignable place: a variable or a settable property path. `assign` records the inverse
/// operation in the context's undo log.
struct LValue {
    var assign: (Context, Any) throws -> Void
    /// Why it cannot be assigned (nil: it can): "'v' is a 'let' constant".
    var immutableReason: String?
}

/// A type-checked statement, ready to run. `resultType` is set for bare expressions whose value
/// the shell prints.
struct CompiledStatement {
    var range: SourceRange
    var resultType: TypeRef?
    var run: (Context) throws -> Any
}

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
