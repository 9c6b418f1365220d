/// The parsed form of shell input: statements and expressions with source ranges.
indirect enum Expr {
    case integer(Int, SourceRange)
    case float(Double, SourceRange)
    case string([StringSegment], SourceRange)
    case bool(Bool, SourceRange)
    case nilLiteral(SourceRange)
    case array([Expr], SourceRange)
    /// A variable or type name.
    case name(String, SourceRange)
    case dollar(Int, SourceRange)
    /// `base.member`; `nameRange` covers the member name.
    case member(Expr, String, nameRange: SourceRange, SourceRange)
    /// `.member` resolved from the expected type.
    case implicitMember(String, SourceRange)
    case call(Expr, [Argument], SourceRange)
    case subscripted(Expr, Expr, SourceRange)
    case prefix(String, Expr, SourceRange)
    case binary(String, Expr, Expr, opRange: SourceRange, SourceRange)
    case ternary(Expr, Expr, Expr, SourceRange)
    case closure(Closure, SourceRange)
    case paren(Expr, SourceRange)
    /// `base!`
    case forceUnwrap(Expr, SourceRange)
    /// `base?` inside an optional chain.
    case chainLink(Expr, SourceRange)
    /// The boundary of an optional chain (`a?.b.c`): nil anywhere inside makes the whole nil.
    case optionalChain(Expr, SourceRange)

    var range: SourceRange {
        switch self {
        case .integer(_, let r), .float(_, let r), .string(_, let r), .bool(_, let r), .nilLiteral(let r),
            .array(_, let r), .name(_, let r), .dollar(_, let r), .member(_, _, _, let r), .implicitMember(_, let r),
            .call(_, _, let r), .subscripted(_, _, let r), .prefix(_, _, let r), .binary(_, _, _, _, let r),
            .ternary(_, _, _, let r), .closure(_, let r), .paren(_, let r), .forceUnwrap(_, let r),
            .chainLink(_, let r), .optionalChain(_, let r):
            return r
        }
    }

    /// Whether the expression is a numeric literal (or arithmetic on them only): its type
    /// comes from context, as in Swift.
    var isNumericLiteral: Bool {
        switch self {
        case .integer, .float: return true
        case .prefix("-", let e, _), .paren(let e, _): return e.isNumericLiteral
        case .binary(let op, let l, let r, _, _) where ["+", "-", "*", "/", "%"].contains(op):
            return l.isNumericLiteral && r.isNumericLiteral
        default: return false
        }
    }

    var containsFloatLiteral: Bool {
        switch self {
        case .float: return true
        case .prefix(_, let e, _), .paren(let e, _): return e.containsFloatLiteral
        case .binary(_, let l, let r, _, _): return l.containsFloatLiteral || r.containsFloatLiteral
        default: return false
        }
    }
}

enum StringSegment {
    case text(String)
    case interpolation(Expr)
}

struct Argument {
    var label: String?
    var labelRange: SourceRange?
    var value: Expr
    var isTrailingClosure = false
}

struct Closure {
    /// Named parameters (`x in`, `_ in`); nil when the body uses `$0`… or nothing.
    var parameters: [String]?
    var body: [Statement]
}

enum Statement {
    case declaration(isVar: Bool, name: String, nameRange: SourceRange, type: TypeName?, value: Expr, SourceRange)
    case assignment(target: Expr, op: String, value: Expr, opRange: SourceRange, SourceRange)
    case expression(Expr)
    case returnStatement(Expr?, SourceRange)

    var range: SourceRange {
        switch self {
        case .declaration(_, _, _, _, _, let r), .assignment(_, _, _, _, let r), .returnStatement(_, let r): return r
        case .expression(let e): return e.range
        }
    }
}

/// A written type: `UIColor`, `UIColor?`, `[CGFloat]`, `UIView.ContentMode`.
indirect enum TypeName {
    case named(String, SourceRange)
    case optional(TypeName, SourceRange)
    case array(TypeName, SourceRange)

    var range: SourceRange {
        switch self {
        case .named(_, let r), .optional(_, let r), .array(_, let r): return r
        }
    }
}
