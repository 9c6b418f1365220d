/// Renders a registered type's API (`:help UIView`) or an object's property values
/// (`:inspect card`) from the registry.
struct TypeHelp {
    let registry: ShellRegistry

    func describe(_ type: ShellType) -> String {
        var lines = [
            "\(type.name)" + (type.superclass.map { " : \($0)" } ?? "") + (type.doc.isEmpty ? "" : " — \(type.doc)")
        ]
        if !type.initializers.isEmpty {
            lines.append("  initialisers:")
            lines += type.initializers.map { "    \(type.name)(\(parameters($0)))" }
        }
        let props = type.propertyOrder.compactMap { type.properties[$0] }
        if !props.isEmpty {
            lines.append("  properties:")
            lines += props.map {
                "    \($0.doc == "@IBInspectable" ? "@IBInspectable " : "")\($0.name): \($0.type)\($0.set == nil ? " { get }" : "")"
            }
        }
        let methods = type.methods.keys.sorted().flatMap { type.methods[$0] ?? [] }
        if !methods.isEmpty {
            lines.append("  methods:")
            lines += methods.map { "    \($0.name)(\(parameters($0)))\($0.result == .void ? "" : " -> \($0.result)")" }
        }
        let statics = type.staticOrder.compactMap { type.staticMembers[$0] }
        if !statics.isEmpty {
            lines.append(type.kind == .enumType ? "  cases:" : "  static members:")
            lines.append("    " + statics.map { ".\($0.name)" }.joined(separator: " "))
        }
        let staticMethods = type.staticMethods.keys.sorted().flatMap { type.staticMethods[$0] ?? [] }
        if !staticMethods.isEmpty {
            lines.append("  static methods:")
            lines += staticMethods.map { "    .\($0.name)(\(parameters($0))) -> \($0.result)" }
        }
        if let parent = type.superclass { lines.append("  (and everything from \(parent): :help \(parent))") }
        return lines.joined(separator: "\n")
    }

    private func parameters(_ callable: Callable) -> String {
        zip(callable.labels, callable.parameters).map { "\($0): \($1)" }.joined(separator: ", ")
    }

    /// Every property of `object` with its current value, grouped by the class that declares it.
    func inspect(_ object: Any, of type: ShellType) -> String {
        let formatter = ValueFormatter(registry: registry)
        var lines = [type.describe(object)]
        for owner in registry.lineage(type) {
            let props = owner.propertyOrder.compactMap { owner.properties[$0] }
            guard !props.isEmpty else { continue }
            lines.append("  \(owner.name):")
            let width = props.map(\.name.count).max() ?? 0
            for property in props {
                let value =
                    (try? property.get(object)).map { formatter.describe($0, as: property.type, quoted: true) } ?? "?"
                lines.append(
                    "    " + property.name.padding(toLength: width, withPad: " ", startingAt: 0) + " = " + value)
            }
        }
        return lines.joined(separator: "\n")
    }
}
