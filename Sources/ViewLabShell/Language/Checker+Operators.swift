// MARK: - Operators

extension Checker {
    func checkPrefix(_ op: String, _ operand: Expr, range: SourceRange, expected: TypeRef?) throws -> Typed {
        if op == "!" {
            let typed = try check(operand, as: .bool)
            return Typed(type: .bool, range: range, eval: { ctx in !(try typed.eval(ctx) as? Bool ?? false) })
        }
        let typed = try check(operand, expected: expected)
        guard typed.type.isNumeric else {
            throw ShellError(
                "unary operator '\(op)' cannot be applied to an operand of type '\(typed.type)'", at: range)
        }
        if op == "+" { return Typed(type: typed.type, range: range, eval: typed.eval) }
        let type = typed.type
        return Typed(
            type: type, range: range,
            eval: { ctx in
                try NumberValue.arithmetic("-", NumberValue.literal(0, as: type), try typed.eval(ctx), type: type)
            })
    }

    func checkBinary(
        _ op: String, _ lhs: Expr, _ rhs: Expr, opRange: SourceRange, range: SourceRange, expected: TypeRef?
    ) throws -> Typed {
        switch op {
        case "&&", "||":
            let l = try check(lhs, as: .bool), r = try check(rhs, as: .bool)
            let isAnd = op == "&&"
            return Typed(
                type: .bool, range: range,
                eval: { ctx in
                    let a = try l.eval(ctx) as? Bool ?? false
                    if a != isAnd { return a }
                    return try r.eval(ctx) as? Bool ?? false
                })
        case "??":
            let l = try check(lhs, expected: expected.map { .optional($0.unwrapped) })
            guard case .optional(let wrapped) = l.type else {
                throw ShellError(
                    "left side of nil coalescing operator '??' has non-optional type '\(l.type)'", at: l.range)
            }
            let r = try check(rhs, as: wrapped)
            return Typed(
                type: wrapped, range: range,
                eval: { ctx in
                    if let value = unwrapOptional(try l.eval(ctx)) { return value }
                    return try r.eval(ctx)
                })
        case "+", "-", "*", "/", "%":
            return try checkArithmetic(op, lhs, rhs, opRange: opRange, range: range, expected: expected)
        case "<", "<=", ">", ">=":
            let (l, r) = try operands(op, lhs, rhs, opRange: opRange, expected: nil)
            guard l.type.isNumeric || l.type == .string else { throw operatorError(op, l.type, r.type, opRange) }
            return Typed(
                type: .bool, range: range,
                eval: { ctx in
                    let a = try l.eval(ctx), b = try r.eval(ctx)
                    if let a = a as? String, let b = b as? String { return NumberValue.compare(op, a, b) }
                    return NumberValue.compare(op, a, b)
                })
        case "===", "!==":
            return try checkIdentity(op, lhs, rhs, opRange: opRange, range: range)
        default:
            return try checkEquality(op, lhs, rhs, opRange: opRange, range: range)
        }
    }

    /// `a === b`: the same object (class instances only).
    private func checkIdentity(_ op: String, _ lhs: Expr, _ rhs: Expr, opRange: SourceRange, range: SourceRange) throws
        -> Typed
    {
        let l = try check(lhs, expected: nil), r = try check(rhs, expected: nil)
        for side in [l, r] where registry.type(of: side.type.unwrapped)?.kind != .classType {
            throw ShellError("'\(op)' compares class instances; '\(side.type)' is not a class", at: side.range)
        }
        let negate = op == "!=="
        return Typed(
            type: .bool, range: range,
            eval: { ctx in
                let a = unwrapOptional(try l.eval(ctx)), b = unwrapOptional(try r.eval(ctx))
                let same =
                    (a == nil && b == nil) || (a.map { $0 as AnyObject } === b.map { $0 as AnyObject } && a != nil)
                return same != negate
            })
    }

    private func operatorError(_ op: String, _ l: TypeRef, _ r: TypeRef, _ at: SourceRange) -> ShellError {
        ShellError("binary operator '\(op)' cannot be applied to operands of type '\(l)' and '\(r)'", at: at)
    }

    /// Checks two operands that must have the same type, letting literals take the other side's
    /// type (and Double/CGFloat meet as CGFloat).
    private func operands(_ op: String, _ lhs: Expr, _ rhs: Expr, opRange: SourceRange, expected: TypeRef?) throws -> (
        Typed, Typed
    ) {
        let numericHint = expected.map(\.unwrapped).flatMap { $0.isNumeric ? $0 : nil }
        var l: Typed, r: Typed
        switch (lhs.isNumericLiteral, rhs.isNumericLiteral) {
        case (true, true):
            let type = numericHint ?? (lhs.containsFloatLiteral || rhs.containsFloatLiteral ? .double : .int)
            l = try check(lhs, expected: type)
            r = try check(rhs, expected: type)
        case (true, false):
            r = try check(rhs, expected: numericHint)
            l = try check(lhs, expected: r.type)
        default:
            l = try check(lhs, expected: numericHint)
            r = try check(rhs, expected: l.type)
        }
        if l.type != r.type {
            if l.type.isFloatingPoint && r.type.isFloatingPoint && l.type != .float && r.type != .float {
                let meet: TypeRef = numericHint == .double ? .double : .cgFloat
                return (try coerce(l, to: meet), try coerce(r, to: meet))
            }
            throw operatorError(op, l.type, r.type, opRange)
        }
        return (l, r)
    }

    private func checkArithmetic(
        _ op: String, _ lhs: Expr, _ rhs: Expr, opRange: SourceRange, range: SourceRange,
        expected: TypeRef?
    ) throws -> Typed {
        let (l, r) = try operands(op, lhs, rhs, opRange: opRange, expected: expected)
        if l.type == .string, op == "+" {
            return Typed(
                type: .string, range: range,
                eval: { ctx in
                    (try l.eval(ctx) as? String ?? "") + (try r.eval(ctx) as? String ?? "")
                })
        }
        guard l.type.isNumeric else { throw operatorError(op, l.type, r.type, opRange) }
        if op == "%" && l.type != .int {
            throw ShellError(
                "'%' is unavailable for floating-point numbers", at: opRange,
                hint: "use truncatingRemainder(dividingBy:)",
                reason: .wrongSwift)
        }
        let type = l.type
        return Typed(
            type: type, range: range,
            eval: { ctx in
                do {
                    return try NumberValue.arithmetic(op, try l.eval(ctx), try r.eval(ctx), type: type)
                } catch var error as ShellError {
                    error.range = error.range ?? range
                    throw error
                }
            })
    }

    private func checkEquality(_ op: String, _ lhs: Expr, _ rhs: Expr, opRange: SourceRange, range: SourceRange) throws
        -> Typed
    {
        let negate = op == "!="
        var l: Typed, r: Typed
        switch (lhs, rhs) {
        case (.nilLiteral, _), (_, .nilLiteral):
            let other = try check(lhs.isNilLiteral ? rhs : lhs, expected: nil)
            guard other.type.isOptional else {
                throw ShellError(
                    "comparing non-optional value of type '\(other.type)' to 'nil' always returns \(negate)",
                    at: other.range)
            }
            return Typed(
                type: .bool, range: range, eval: { ctx in (unwrapOptional(try other.eval(ctx)) == nil) != negate })
        case (.implicitMember, _):
            r = try check(rhs, expected: nil)
            l = try check(lhs, as: r.type)
        default:
            if lhs.isNumericLiteral || rhs.isNumericLiteral {
                (l, r) = try operands(op, lhs, rhs, opRange: opRange, expected: nil)
            } else {
                l = try check(lhs, expected: nil)
                let right = try check(rhs, expected: l.type)
                if isConvertible(right.type, to: l.type) {
                    r = try coerce(right, to: l.type)
                } else if isConvertible(l.type, to: right.type) {
                    l = try coerce(l, to: right.type)
                    r = right
                } else {
                    throw operatorError(op, l.type, right.type, opRange)
                }
            }
        }
        let type = l.type
        guard type.isNumeric || registry.type(of: type.unwrapped)?.equals != nil else {
            throw ShellError("binary operator '\(op)' cannot be applied to two '\(type)' operands", at: opRange)
        }
        let equals = valueEquality(type)
        return Typed(type: .bool, range: range, eval: { ctx in equals(try l.eval(ctx), try r.eval(ctx)) != negate })
    }

    /// `==` at run time for values of `type` (optionals: equal when both nil or both equal).
    func valueEquality(_ type: TypeRef) -> (Any, Any) -> Bool {
        let base = type.unwrapped
        let equals = registry.type(of: base)?.equals
        return { a, b in
            switch (unwrapOptional(a), unwrapOptional(b)) {
            case (nil, nil): return true
            case (let x?, let y?):
                if base.isNumeric { return NumberValue.compare("==", x, y) }
                return equals?(x, y) ?? false
            default: return false
            }
        }
    }

    func checkTernary(_ condition: Expr, _ yes: Expr, _ no: Expr, range: SourceRange, expected: TypeRef?) throws
        -> Typed
    {
        let c = try check(condition, as: .bool)
        var a: Typed, b: Typed
        if let expected {
            a = try check(yes, as: expected)
            b = try check(no, as: expected)
        } else if case .implicitMember = yes {
            b = try check(no, expected: nil)
            a = try check(yes, as: b.type)
        } else {
            a = try check(yes, expected: nil)
            b = try check(no, as: a.type, context: "expected type")
        }
        return Typed(
            type: a.type, range: range,
            eval: { ctx in
                (try c.eval(ctx) as? Bool ?? false) ? try a.eval(ctx) : try b.eval(ctx)
            })
    }
}

extension Expr {
    var isNilLiteral: Bool {
        if case .nilLiteral = self { return true }
        return false
    }
}
