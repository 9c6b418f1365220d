internal import SwiftSyntax

/// A public free function or global constant of a framework (`UIRectFill(_:)`,
/// `UIGraphicsGetCurrentContext()`, `CATransform3DIdentity`), as the framework binding generator
/// sees it (see `FrameworkBindingPass`).
struct FrameworkGlobal {
    /// A `FunctionDeclSyntax` or a `VariableDeclSyntax` at file scope.
    var decl: DeclSyntax
    var module: String

    /// The generated lines of a module's globals: `g.function(…)` for each way to call a function
    /// that no other declaration answers with the same labels (as for methods), `g.constant(…)`
    /// for each `let` or `var` (read).
    static func entries(_ globals: [FrameworkGlobal]) -> [String] {
        let visible = globals.filter { global in
            guard let attributes = global.decl.asProtocol(WithAttributesSyntax.self)?.attributes else { return false }
            return !attributes.marksUnavailable && !attributes.marksDeprecated
        }
        let constants = visible.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable in
            variable.bindings.compactMap { binding -> String? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !name.contains("`")
                else { return nil }
                if case .accessors(let list)? = binding.accessorBlock?.accessors,
                    list.contains(where: { $0.effectSpecifiers != nil })
                {
                    return nil
                }
                return "g.constant(\(SourceLocation.quoted(name))) { \(name) }"
            }
        }
        let functions = visible.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.compactMap {
            FrameworkCallable(method: $0, isGlobal: true, qualify: { $0 })
        }
        return constants + FrameworkCallable.entries(functions, typeName: "")
    }
}
