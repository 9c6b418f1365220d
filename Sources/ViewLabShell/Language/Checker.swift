/// The type checker: turns parsed statements into compiled, typed code. A whole line is checked
/// before any of it runs, so an error leaves nothing half-applied.
final class Checker {
    let registry: ShellRegistry
    var scope: Scope

    init(registry: ShellRegistry, scope: Scope) {
        self.registry = registry
        self.scope = scope
    }

    // MARK: - Types

    /// Resolves a written type.
    func resolve(_ name: TypeName) throws -> TypeRef {
        switch name {
        case .named(let text, let range):
            guard registry.type(named: text) != nil else {
                throw ShellError(
                    "cannot find type '\(text)' in scope", at: range,
                    hint: suggestion(text, among: Array(registry.types.keys)))
            }
            return .named(text)
        case .optional(let wrapped, _): return .optional(try resolve(wrapped))
        case .array(let element, _): return .array(try resolve(element))
        }
    }

    /// The registered type named by a type expression (`UIColor`, `UIView.ContentMode`), if it
    /// is one and is not shadowed by a variable.
    func typeExpression(_ expr: Expr) -> ShellType? {
        switch expr {
        case .name(let name, _):
            return scope.lookup(name) == nil ? registry.type(named: name) : nil
        case .member(let base, let name, _, _):
            guard let outer = typeExpression(base) else { return nil }
            return registry.type(named: outer.name + "." + name)
        default:
            return nil
        }
    }

    // MARK: - Conversions

    /// Checks `expr` where a value of `type` is expected and converts it.
    func check(_ expr: Expr, as type: TypeRef, context: String = "") throws -> Typed {
        let typed = try check(expr, expected: type)
        return try coerce(typed, to: type, context: context)
    }

    /// Whether a value of `from` can be used where `to` is expected.
    func isConvertible(_ from: TypeRef, to: TypeRef) -> Bool {
        if from == to || to == .any { return true }
        switch (from, to) {
        case (.named(let a), .named(let b)):
            return registry.isSubclass(a, of: b) || (a == "Double" && b == "CGFloat")
                || (a == "CGFloat" && b == "Double")
        case (.optional(let a), .optional(let b)):
            return isConvertible(a, to: b)
        case (_, .optional(let b)):
            return isConvertible(from, to: b)
        case (.array(let a), .array(let b)):
            return isConvertible(a, to: b)
        default:
            return false
        }
    }

    /// Converts `typed` to `type`: optional wrapping, upcasts, and Swift's implicit
    /// Double ↔ CGFloat conversion (SE-0307).
    func coerce(_ typed: Typed, to type: TypeRef, context: String = "") throws -> Typed {
        if typed.type == type || type == .any { return typed }
        guard isConvertible(typed.type, to: type) else {
            var hint: String?
            if case .optional(let wrapped) = typed.type, isConvertible(wrapped, to: type) {
                hint = "value of optional type '\(typed.type)' must be unwrapped with '!' or '?'"
            }
            throw ShellError(
                "cannot convert value of type '\(typed.type)' to \(context.isEmpty ? "expected type" : context) '\(type)'",
                at: typed.range, hint: hint)
        }
        var out = typed
        out.type = type
        out.lvalue = nil
        if let convert = Checker.numericConversion(from: typed.type.unwrapped, to: type.unwrapped) {
            let inner = typed.eval
            out.eval = { ctx in
                let value = try inner(ctx)
                guard let unwrapped = unwrapOptional(value) else { return value }
                return convert(unwrapped)
            }
        }
        return out
    }

    static func numericConversion(from: TypeRef, to: TypeRef) -> ((Any) -> Any)? {
        guard from != to, from.isFloatingPoint, to.isFloatingPoint else { return nil }
        return { value in NumberValue.make(NumberValue.double(value) ?? 0, as: to) }
    }

    // MARK: - Suggestions

    /// "did you mean 'x'?" for the closest name by edit distance (when close enough).
    func suggestion(_ name: String, among candidates: [String]) -> String? {
        guard let best = EditDistance.closest(to: name, in: candidates) else { return nil }
        return "did you mean '\(best)'?"
    }
}
