// MARK: - Statements and closures

extension Checker {
    /// Compiles statements in the current scope; declarations are visible to later statements.
    /// `topLevel`: bare expressions report their type so the shell prints their value.
    func compile(_ statements: [Statement], topLevel: Bool) throws -> [CompiledStatement] {
        try statements.map { try compile($0, topLevel: topLevel) }
    }

    private func compile(_ statement: Statement, topLevel: Bool) throws -> CompiledStatement {
        switch statement {
        case .declaration(let isVar, let name, let nameRange, let typeName, let value, let range):
            let typed: Typed
            if let typeName {
                typed = try check(value, as: try resolve(typeName), context: "specified type")
            } else {
                typed = try check(value, expected: nil)
            }
            if registry.type(named: name) != nil {
                throw ShellError("'\(name)' is the name of a type; choose another name", at: nameRange)
            }
            scope.declare(name, Scope.Entry(type: typed.type, isMutable: isVar))
            let type = typed.type
            return CompiledStatement(
                range: range, resultType: nil,
                run: { ctx in
                    let value = try typed.eval(ctx)
                    let frame = ctx.frame
                    let previous = frame.define(Variable(name: name, type: type, isMutable: isVar, value: value))
                    ctx.undo.record { frame.restore(name, to: previous) }
                    return ()
                })

        case .assignment(let target, let op, let value, let opRange, let range):
            let place = try check(target, expected: nil)
            guard let lvalue = place.lvalue else {
                throw ShellError("cannot assign to this expression", at: place.range)
            }
            if let reason = lvalue.immutableReason {
                let what: String
                if case .name = target { what = "value" } else { what = "property" }
                let isLetConstant = reason.hasSuffix("'let' constant")
                // A session `let` is certainly constant; a property may be settable in Swift where the binding is read-only.
                throw ShellError(
                    "cannot assign to \(what): \(reason)", at: place.range,
                    hint: isLetConstant ? "declare it with 'var' to make it mutable" : nil,
                    reason: isLetConstant && what == "value" ? .wrongSwift : nil)
            }
            let newValue: Typed
            if op == "=" {
                newValue = try assignable(value, to: place.type)
            } else {
                let combined = try checkBinary(
                    String(op.dropLast()), target, value, opRange: opRange, range: range, expected: place.type)
                newValue = try coerce(combined, to: place.type)
            }
            return CompiledStatement(
                range: range, resultType: nil,
                run: { ctx in
                    try lvalue.assign(ctx, try newValue.eval(ctx))
                    return ()
                })

        case .expression(let expr):
            let typed = try check(expr, expected: nil)
            return CompiledStatement(
                range: typed.range, resultType: topLevel && typed.type != .void ? typed.type : nil, run: typed.eval)

        case .returnStatement(let value, let range):
            guard let returnType = scope.returnType else {
                throw ShellError("return invalid outside of a closure", at: range)
            }
            let typed = try value.map { try check($0, as: returnType, context: "return type") }
            if typed == nil && returnType != .void {
                throw ShellError("non-void closure should return a value of type '\(returnType)'", at: range)
            }
            return CompiledStatement(
                range: range, resultType: nil,
                run: { ctx in
                    ctx.returnValue = try typed?.eval(ctx) ?? ()
                    throw ReturnSignal()
                })
        }
    }

    /// The value of an assignment, with Swift's message when its type does not fit.
    private func assignable(_ value: Expr, to type: TypeRef) throws -> Typed {
        let typed = try check(value, expected: type)
        guard isConvertible(typed.type, to: type) else {
            var hint: String?
            if case .implicitMember = value {
            } else if let t = registry.type(of: type.unwrapped), case .name(let n, _) = value, t.staticMembers[n] != nil
            {
                hint = "did you mean '.\(n)'?"
            }
            throw ShellError(
                "cannot assign value of type '\(typed.type)' to type '\(type)'", at: typed.range, hint: hint)
        }
        return try coerce(typed, to: type)
    }

    // MARK: - Closures

    func checkClosure(_ closure: Closure, range: SourceRange, expected: TypeRef?) throws -> Typed {
        guard case .function(let parameters, let result)? = expected?.unwrapped else {
            throw ShellError(
                "unable to infer the type of this closure; closures can be passed where UIKit takes one", at: range)
        }
        let names: [String]
        if let written = closure.parameters {
            guard written.count == parameters.count else {
                throw ShellError(
                    "contextual closure type '\(TypeRef.function(parameters, result))' expects \(parameters.count) argument\(parameters.count == 1 ? "" : "s"), but \(written.count) were used in closure body",
                    at: range)
            }
            names = written
        } else {
            names = parameters.indices.map { "$\($0)" }
        }
        let outer = scope
        scope = Scope(parent: outer, returnType: result)
        defer { scope = outer }
        for (name, type) in zip(names, parameters) where name != "_" {
            scope.declare(name, Scope.Entry(type: type, isMutable: false))
        }
        let body: [CompiledStatement]
        var singleExpression: Typed?
        if result != .void, closure.body.count == 1, case .expression(let expr) = closure.body[0] {
            singleExpression = try check(expr, as: result, context: "closure result type")
            body = []
        } else {
            body = try compile(closure.body, topLevel: false)
            if result != .void {
                guard case .returnStatement? = closure.body.last else {
                    throw ShellError(
                        "missing return in closure expected to return '\(result)'",
                        at: SourceRange(range.end - 1, range.end))
                }
            }
        }
        let type = TypeRef.function(parameters, result)
        let registry = registry
        return Typed(
            type: type, range: range,
            eval: { ctx in
                let captured = ctx.frame
                let console = ctx.console
                return ShellClosure(type: type, console: console, registry: registry) { arguments in
                    let frame = Frame(parent: captured)
                    for (i, name) in names.enumerated() where name != "_" && i < arguments.count {
                        frame.define(Variable(name: name, type: parameters[i], isMutable: false, value: arguments[i]))
                    }
                    let inner = Context(frame: frame, undo: UndoLog(), console: console)
                    if let singleExpression { return try singleExpression.eval(inner) }
                    do {
                        for statement in body { _ = try statement.run(inner) }
                    } catch is ReturnSignal {
                        return inner.returnValue ?? ()
                    }
                    return ()
                }
            })
    }
}
