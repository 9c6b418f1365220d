/// Everything the shell knows about one type: its members, how to print and compare values.
/// Built from a `TypeBinding` and looked up by the type checker, completion, `:help` and
/// `:inspect`.
final class ShellType {
    enum Kind { case classType, structType, enumType }

    let name: String
    let kind: Kind
    let swiftType: Any.Type
    /// The nearest registered superclass (classes only).
    var superclass: String?
    var initializers: [Callable] {
        get { realizePending(); return storage.initializers }
        _modify { realizePending(); yield &storage.initializers }
    }
    var properties: [String: Property] {
        get { realizePending(); return storage.properties }
        _modify { realizePending(); yield &storage.properties }
    }
    /// Properties in declaration order (for `:inspect`).
    var propertyOrder: [String] {
        get { realizePending(); return storage.propertyOrder }
        _modify { realizePending(); yield &storage.propertyOrder }
    }
    var methods: [String: [Callable]] {
        get { realizePending(); return storage.methods }
        _modify { realizePending(); yield &storage.methods }
    }
    var staticMembers: [String: StaticMember] {
        get { realizePending(); return storage.staticMembers }
        _modify { realizePending(); yield &storage.staticMembers }
    }
    var staticOrder: [String] {
        get { realizePending(); return storage.staticOrder }
        _modify { realizePending(); yield &storage.staticOrder }
    }
    var staticMethods: [String: [Callable]] {
        get { realizePending(); return storage.staticMethods }
        _modify { realizePending(); yield &storage.staticMethods }
    }
    var describe: (Any) -> String = { String(describing: $0) }
    var equals: ((Any, Any) -> Bool)?
    /// For option sets: the union of an array literal's elements (`[.flexibleWidth, .flexibleHeight]`).
    var optionSetFromArray: (([Any]) -> Any)?
    var doc: String

    init(name: String, kind: Kind, swiftType: Any.Type, doc: String) {
        self.name = name
        self.kind = kind
        self.swiftType = swiftType
        self.doc = doc
    }

    var isValueType: Bool { kind != .classType }

    // MARK: - Members, added on first use

    private struct Members {
        var initializers: [Callable] = []
        var properties: [String: Property] = [:]
        var propertyOrder: [String] = []
        var methods: [String: [Callable]] = [:]
        var staticMembers: [String: StaticMember] = [:]
        var staticOrder: [String] = []
        var staticMethods: [String: [Callable]] = [:]
    }

    private var storage = Members()
    private var pending: [() -> Void] = []

    /// Adds members the first time any member of the type is looked up: the generated framework
    /// bindings (`FrameworkMembers`) are thousands of members of which a session uses a few
    /// types', so the shell starts without building them all.
    func addLater(_ body: @escaping () -> Void) { pending.append(body) }

    private func realizePending() {
        guard !pending.isEmpty else { return }
        let work = pending
        pending = []
        for body in work { body() }
    }
}
