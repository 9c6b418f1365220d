import Foundation

// MARK: - Expressions

extension Checker {
    /// Checks `expr`; `expected` is the contextual type (literals and implicit members use it),
    /// but the result may still differ from it: callers convert with `coerce`.
    func check(_ expr: Expr, expected: TypeRef?) throws -> Typed {
        switch expr {
        case .integer(let n, let r):
            let type = expected.map(\.unwrapped).flatMap { $0.isNumeric ? $0 : nil } ?? .int
            let value = NumberValue.literal(n, as: type)
            return Typed(type: type, range: r, eval: { _ in value })
        case .float(let d, let r):
            let contextual = expected?.unwrapped
            if contextual == .int {
                throw ShellError("cannot convert value of type 'Double' to expected type 'Int'", at: r)
            }
            let type = contextual.flatMap { $0.isFloatingPoint ? $0 : nil } ?? .double
            let value = NumberValue.make(d, as: type)
            return Typed(type: type, range: r, eval: { _ in value })
        case .bool(let b, let r):
            return Typed(type: .bool, range: r, eval: { _ in b })
        case .string(let segments, let r):
            return try checkString(segments, range: r)
        case .nilLiteral(let r):
            guard let expected, expected.isOptional || expected == .any else {
                throw ShellError(
                    "'nil' requires a contextual type", at: r,
                    hint: expected.map { "'\($0)' is not optional, so it cannot be nil" })
            }
            return Typed(type: expected, range: r, eval: { _ in nilValue })
        case .array(let elements, let r):
            return try checkArray(elements, range: r, expected: expected)
        case .name(let name, let r):
            return try checkName(name, range: r)
        case .dollar(let n, let r):
            guard let entry = scope.lookup("$\(n)") else {
                throw ShellError("anonymous closure argument '$\(n)' is not available here", at: r)
            }
            return variable("$\(n)", entry: entry, range: r)
        case .member(let base, let name, let nameRange, let r):
            return try checkMember(base, name, nameRange: nameRange, range: r)
        case .implicitMember(let name, let r):
            return try checkImplicitMember(name, range: r, expected: expected)
        case .call(let callee, let args, let r):
            return try checkCall(callee, args, range: r, expected: expected)
        case .subscripted(let base, let index, let r):
            return try checkSubscript(base, index, range: r)
        case .prefix(let op, let operand, let r):
            return try checkPrefix(op, operand, range: r, expected: expected)
        case .binary(let op, let lhs, let rhs, let opRange, let r):
            return try checkBinary(op, lhs, rhs, opRange: opRange, range: r, expected: expected)
        case .ternary(let condition, let yes, let no, let r):
            return try checkTernary(condition, yes, no, range: r, expected: expected)
        case .closure(let closure, let r):
            return try checkClosure(closure, range: r, expected: expected)
        case .paren(let inner, let r):
            var typed = try check(inner, expected: expected)
            typed.range = r
            return typed
        case .forceUnwrap(let inner, let r):
            return try unwrap(inner, range: r, operatorName: "!") {
                ShellError("unexpectedly found nil while unwrapping an Optional value", at: r)
            }
        case .chainLink(let inner, let r):
            return try unwrap(inner, range: r, operatorName: "?") { ChainNil() }
        case .optionalChain(let inner, let r):
            return try checkOptionalChain(inner, range: r, expected: expected)
        }
    }

    private func checkString(_ segments: [StringSegment], range: SourceRange) throws -> Typed {
        var parts: [(Context) throws -> String] = []
        for segment in segments {
            switch segment {
            case .text(let text): parts.append { _ in text }
            case .interpolation(let expr):
                let typed = try check(expr, expected: nil)
                let formatter = ValueFormatter(registry: registry)
                // Swift's interpolation writes `String(describing:)`, as `print` does
                parts.append { ctx in formatter.printed(try typed.eval(ctx), as: typed.type) }
            }
        }
        return Typed(type: .string, range: range, eval: { ctx in try parts.map { try $0(ctx) }.joined() })
    }

    private func checkArray(_ elements: [Expr], range: SourceRange, expected: TypeRef?) throws -> Typed {
        if let expected, let type = registry.type(of: expected.unwrapped), let union = type.optionSetFromArray {
            // `[.flexibleWidth, .flexibleHeight]` where an option set is expected.
            let setType = TypeRef.named(type.name)
            let typed = try elements.map { try check($0, as: setType, context: "option set element type") }
            return Typed(type: setType, range: range, eval: { ctx in union(try typed.map { try $0.eval(ctx) }) })
        }
        var elementType: TypeRef?
        if case .array(let e)? = expected?.unwrapped { elementType = e }
        if elementType == nil, let first = elements.first(where: { !$0.isNumericLiteral }) ?? elements.first {
            elementType = try check(first, expected: nil).type
        }
        guard let elementType else {
            throw ShellError("empty collection literal requires an explicit type", at: range)
        }
        let typed = try elements.map { try check($0, as: elementType, context: "array element type") }
        return Typed(type: .array(elementType), range: range, eval: { ctx in try typed.map { try $0.eval(ctx) } })
    }

    private func checkName(_ name: String, range: SourceRange) throws -> Typed {
        if let entry = scope.lookup(name) { return variable(name, entry: entry, range: range) }
        if registry.type(named: name) != nil {
            throw ShellError(
                "expected member name or initializer call after type name '\(name)'", at: range,
                hint: "try '\(name)(…)' or '\(name).member'")
        }
        if let constant = registry.constants[name] {
            let get = constant.get
            return Typed(type: constant.type, range: range, eval: { _ in try get() })
        }
        if registry.functions[name] != nil {
            throw ShellError("function '\(name)' must be called: '\(name)(…)'", at: range)
        }
        let candidates =
            scope.allNames.filter { !$0.hasPrefix("$") } + Array(registry.types.keys) + ["print"]
            + Array(registry.functions.keys) + Array(registry.constants.keys)
        throw ShellError("cannot find '\(name)' in scope", at: range, hint: suggestion(name, among: candidates))
    }

    func variable(_ name: String, entry: Scope.Entry, range: SourceRange) -> Typed {
        let assign: (Context, Any) throws -> Void = { ctx, value in
            let variable = try ctx.variable(name)
            let old = variable.value
            variable.value = value
            ctx.undo.record { variable.value = old }
        }
        let reason = entry.isMutable ? nil : "'\(name)' is a 'let' constant"
        return Typed(
            type: entry.type, range: range, eval: { ctx in try ctx.variable(name).value },
            lvalue: LValue(assign: assign, immutableReason: reason))
    }

    // MARK: - Members

    private func checkMember(_ base: Expr, _ name: String, nameRange: SourceRange, range: SourceRange) throws -> Typed {
        if let type = typeExpression(base) {
            return try staticMember(of: type, name, nameRange: nameRange, range: range)
        }
        let receiver = try check(base, expected: nil)
        if case .optional(let wrapped) = receiver.type {
            throw ShellError(
                "value of optional type '\(receiver.type)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped)'",
                at: receiver.range, hint: "chain the optional using '?' or force-unwrap using '!'")
        }
        if case .array(let element) = receiver.type {
            return try arrayMember(receiver, element: element, name, nameRange: nameRange, range: range)
        }
        guard let type = registry.type(of: receiver.type), let property = registry.property(name, of: type) else {
            if let type = registry.type(of: receiver.type), !registry.methods(name, of: type).isEmpty {
                throw ShellError("method '\(name)' must be called: '\(name)(…)'", at: nameRange)
            }
            let names = registry.type(of: receiver.type).map(registry.instanceMemberNames) ?? []
            throw ShellError(
                "value of type '\(receiver.type)' has no member '\(name)'", at: nameRange,
                hint: suggestion(name, among: names))
        }
        return propertyAccess(receiver, property, isValueType: type.isValueType, range: range)
    }

    /// Reads `receiver.property`; writes go through the property's setter and, for value types,
    /// back into the receiver's own place (`card.layer.shadowOffset.height = 4`).
    private func propertyAccess(_ receiver: Typed, _ property: Property, isValueType: Bool, range: SourceRange) -> Typed
    {
        let get = property.get
        let readReceiver = receiver.eval
        var lvalue: LValue?
        if let set = property.set {
            if isValueType {
                let outer = receiver.lvalue
                lvalue = LValue(
                    assign: { ctx, value in
                        guard let outer else { throw ShellError("cannot assign to property of an immutable value") }
                        let updated = try set(try readReceiver(ctx), value)
                        try outer.assign(ctx, updated)
                    }, immutableReason: outer == nil ? "the value is not a variable" : outer?.immutableReason)
            } else {
                let log = registry.assignments, name = property.name
                lvalue = LValue(
                    assign: { ctx, value in
                        let object = try readReceiver(ctx)
                        let old = try get(object)
                        _ = try set(object, value)
                        ctx.undo.record { _ = try? set(object, old) }
                        log.record(object as AnyObject, name, value)  // set again on the new instance after a reload
                    }, immutableReason: nil)
            }
        } else {
            lvalue = LValue(assign: { _, _ in }, immutableReason: "'\(property.name)' is a get-only property")
        }
        return Typed(type: property.type, range: range, eval: { ctx in try get(try readReceiver(ctx)) }, lvalue: lvalue)
    }

    private func staticMember(of type: ShellType, _ name: String, nameRange: SourceRange, range: SourceRange) throws
        -> Typed
    {
        guard let member = type.staticMembers[name] else {
            if type.staticMethods[name] != nil {
                throw ShellError("static method '\(name)' must be called: '\(type.name).\(name)(…)'", at: nameRange)
            }
            throw ShellError(
                "type '\(type.name)' has no member '\(name)'", at: nameRange,
                hint: suggestion(name, among: registry.staticMemberNames(of: type)))
        }
        let get = member.get
        return Typed(type: member.type, range: range, eval: { _ in try get() })
    }

    private func checkImplicitMember(_ name: String, range: SourceRange, expected: TypeRef?) throws -> Typed {
        guard let expected, let type = registry.type(of: expected.unwrapped) else {
            throw ShellError(
                "cannot infer contextual base in reference to member '\(name)'", at: range,
                hint: expected.map { "'\($0)' has no static members" })
        }
        let nameRange = SourceRange(range.start + 1, range.end)
        return try staticMember(of: type, name, nameRange: nameRange, range: range)
    }

    private func arrayMember(
        _ receiver: Typed, element: TypeRef, _ name: String, nameRange: SourceRange, range: SourceRange
    ) throws -> Typed {
        let read = receiver.eval
        switch name {
        case "count": return Typed(type: .int, range: range, eval: { ctx in (try read(ctx) as? [Any])?.count ?? 0 })
        case "isEmpty":
            return Typed(type: .bool, range: range, eval: { ctx in (try read(ctx) as? [Any])?.isEmpty ?? true })
        case "first", "last":
            return Typed(
                type: .optional(element), range: range,
                eval: { ctx in
                    let items = try read(ctx) as? [Any] ?? []
                    return (name == "first" ? items.first : items.last) ?? nilValue
                })
        default:
            throw ShellError(
                "value of type '\(receiver.type)' has no member '\(name)'", at: nameRange,
                hint: suggestion(name, among: ["count", "isEmpty", "first", "last"]))
        }
    }

    private func checkSubscript(_ base: Expr, _ index: Expr, range: SourceRange) throws -> Typed {
        let receiver = try check(base, expected: nil)
        guard case .array(let element) = receiver.type else {
            throw ShellError("value of type '\(receiver.type)' has no subscripts", at: receiver.range)
        }
        let position = try check(index, as: .int, context: "argument type")
        let read = receiver.eval
        let indexRange = position.range
        return Typed(
            type: element, range: range,
            eval: { ctx in
                let items = try read(ctx) as? [Any] ?? []
                let i = try position.eval(ctx) as? Int ?? -1
                guard items.indices.contains(i) else {
                    throw ShellError(
                        "index \(i) out of range (the array has \(items.count) element\(items.count == 1 ? "" : "s"))",
                        at: indexRange)
                }
                return items[i]
            })
    }

    // MARK: - Optionals

    private func unwrap(_ inner: Expr, range: SourceRange, operatorName: String, onNil: @escaping () -> Error) throws
        -> Typed
    {
        let typed = try check(inner, expected: nil)
        guard case .optional(let wrapped) = typed.type else {
            throw ShellError(
                "cannot use '\(operatorName)' on non-optional value of type '\(typed.type)'",
                at: SourceRange(range.end - 1, range.end))
        }
        let read = typed.eval
        return Typed(
            type: wrapped, range: range,
            eval: { ctx in
                guard let value = unwrapOptional(try read(ctx)) else { throw onNil() }
                return value
            }, lvalue: typed.lvalue)
    }

    private func checkOptionalChain(_ inner: Expr, range: SourceRange, expected: TypeRef?) throws -> Typed {
        let typed = try check(inner, expected: expected?.unwrapped)
        let read = typed.eval
        let type: TypeRef = typed.type.isOptional || typed.type == .void ? typed.type : .optional(typed.type)
        let lvalue = typed.lvalue.map { inner in
            LValue(
                assign: { ctx, value in
                    do { try inner.assign(ctx, value) } catch is ChainNil {}
                }, immutableReason: inner.immutableReason)
        }
        return Typed(
            type: type, range: range,
            eval: { ctx in
                do { return try read(ctx) } catch is ChainNil { return type == .void ? () : nilValue }
            }, lvalue: lvalue)
    }
}
