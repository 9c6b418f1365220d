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
    var initializers: [Callable] = []
    var properties: [String: Property] = [:]
    /// Properties in declaration order (for `:inspect`).
    var propertyOrder: [String] = []
    var methods: [String: [Callable]] = [:]
    var staticMembers: [String: StaticMember] = [:]
    var staticOrder: [String] = []
    var staticMethods: [String: [Callable]] = [:]
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
}
