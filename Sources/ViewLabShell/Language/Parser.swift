/// Parses tokens into statements (recursive descent, Swift's operator precedence).
struct Parser {
    private var tokens: [Token]
    private var index = 0
    /// How deeply expressions nest; bounded so that hostile input cannot overflow the stack.
    private var depth = 0
    static let maximumDepth = 128

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// Parses a whole input: statements separated by `;` or newlines.
    static func parse(_ text: String) throws -> [Statement] {
        var parser = Parser(tokens: try Lexer.tokens(text))
        let statements = try parser.statements(until: .end)
        return statements
    }

    // MARK: - Tokens

    private var current: Token { tokens[index] }
    private var kind: Token.Kind { tokens[index].kind }

    private mutating func advance() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    private func isPunct(_ p: String) -> Bool { kind == .punct(p) }

    @discardableResult
    private mutating func expect(_ p: String, _ what: String? = nil) throws -> Token {
        guard isPunct(p) else { throw ShellError("expected \(what ?? "'\(p)'")", at: current.range) }
        return advance()
    }

    private mutating func skipNewlines() {
        while kind == .newline { _ = advance() }
    }

    private func unexpected(_ what: String) -> ShellError {
        if case .end = kind { return ShellError("expected \(what)", at: current.range) }
        return ShellError("expected \(what), found \(describe(current))", at: current.range)
    }

    private func describe(_ token: Token) -> String {
        switch token.kind {
        case .identifier(let s), .keyword(let s), .punct(let s): return "'\(s)'"
        case .dollar(let n): return "'$\(n)'"
        case .integer, .float: return "a number"
        case .string: return "a string"
        case .newline: return "end of line"
        case .end: return "end of input"
        }
    }

    // MARK: - Statements

    private mutating func statements(until end: Token.Kind) throws -> [Statement] {
        var out: [Statement] = []
        while true {
            while kind == .newline || isPunct(";") { _ = advance() }
            if kind == end || kind == .end { break }
            out.append(try statement())
            guard kind == .newline || isPunct(";") || kind == end || kind == .end else {
                throw ShellError("consecutive statements on a line must be separated by ';'", at: current.range)
            }
        }
        return out
    }

    private mutating func statement() throws -> Statement {
        let start = current.range
        if case .keyword(let word) = kind, word == "let" || word == "var" {
            _ = advance()
            guard case .identifier(let name) = kind else { throw unexpected("a name after '\(word)'") }
            let nameRange = advance().range
            var type: TypeName?
            if isPunct(":") {
                _ = advance()
                type = try typeName()
            }
            guard isPunct("=") else {
                throw ShellError(
                    "'\(word)' declarations need an initial value ('\(word) \(name) = …')", at: current.range)
            }
            _ = advance()
            skipNewlines()
            let value = try expression()
            return .declaration(
                isVar: word == "var", name: name, nameRange: nameRange, type: type, value: value,
                start.union(value.range))
        }
        if kind == .keyword("return") {
            _ = advance()
            if kind == .newline || kind == .end || isPunct(";") || isPunct("}") { return .returnStatement(nil, start) }
            let value = try expression()
            return .returnStatement(value, start.union(value.range))
        }
        let target = try expression()
        if case .punct(let op) = kind, ["=", "+=", "-=", "*=", "/=", "%="].contains(op) {
            let opRange = advance().range
            skipNewlines()
            let value = try expression()
            return .assignment(target: target, op: op, value: value, opRange: opRange, target.range.union(value.range))
        }
        return .expression(target)
    }

    private mutating func typeName() throws -> TypeName {
        var type: TypeName
        let start = current.range
        if isPunct("[") {
            _ = advance()
            let element = try typeName()
            let close = try expect("]")
            type = .array(element, start.union(close.range))
        } else {
            guard case .identifier(var name) = kind else { throw unexpected("a type") }
            var range = advance().range
            while isPunct("."), case .identifier(let inner) = tokens[index + 1].kind {
                _ = advance()
                name += "." + inner
                range = range.union(advance().range)
            }
            type = .named(name, range)
        }
        while (isPunct("?") || isPunct("!")) && !current.spaceBefore {
            type = .optional(type, type.range.union(advance().range))
        }
        return type
    }

    // MARK: - Expressions

    mutating func expression() throws -> Expr {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Parser.maximumDepth else {
            throw ShellError(
                "expression is nested too deeply (more than \(Parser.maximumDepth) levels)", at: current.range)
        }
        let condition = try binary(level: 0)
        guard isPunct("?") else { return condition }
        _ = advance()
        skipNewlines()
        let yes = try expression()
        skipNewlines()
        try expect(":", "':' in ternary expression")
        skipNewlines()
        let no = try expression()
        return .ternary(condition, yes, no, condition.range.union(no.range))
    }

    private static let levels: [[String]] = [
        ["||"], ["&&"], ["==", "!=", "===", "!==", "<", "<=", ">", ">="], ["??"], ["+", "-"], ["*", "/", "%"],
    ]

    private mutating func binary(level: Int) throws -> Expr {
        guard level < Parser.levels.count else { return try prefix() }
        var left = try binary(level: level + 1)
        while case .punct(let op) = kind, Parser.levels[level].contains(op) {
            let opRange = advance().range
            skipNewlines()
            let right = try binary(level: level + 1)
            left = .binary(op, left, right, opRange: opRange, left.range.union(right.range))
        }
        return left
    }

    private mutating func prefix() throws -> Expr {
        if case .punct(let op) = kind, op == "-" || op == "!" || op == "+" {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Parser.maximumDepth else {
                throw ShellError(
                    "expression is nested too deeply (more than \(Parser.maximumDepth) levels)", at: current.range)
            }
            let start = advance().range
            let operand = try prefix()
            return .prefix(op, operand, start.union(operand.range))
        }
        return try postfix()
    }

    private mutating func postfix() throws -> Expr {
        var expr = try primary()
        var chained = false
        while true {
            if isPunct(".") || isPunct("?.") {
                if isPunct("?.") {
                    expr = .chainLink(expr, expr.range.union(current.range))
                    chained = true
                }
                _ = advance()
                let nameToken = current
                let name: String
                switch nameToken.kind {
                case .identifier(let s): name = s
                case .keyword(let s) where s != "in": name = s
                case .integer(let n): name = String(n)
                default: throw unexpected("a member name after '.'")
                }
                _ = advance()
                expr = .member(expr, name, nameRange: nameToken.range, expr.range.union(nameToken.range))
            } else if isPunct("("), !current.spaceBefore || isCallable(expr) {
                let (args, end) = try arguments(close: ")")
                expr = .call(expr, args, expr.range.union(end))
                expr = try trailingClosure(after: expr)
            } else if isPunct("["), !current.spaceBefore {
                _ = advance()
                skipNewlines()
                let index = try expression()
                skipNewlines()
                let close = try expect("]")
                expr = .subscripted(expr, index, expr.range.union(close.range))
            } else if isPunct("!"), !current.spaceBefore {
                expr = .forceUnwrap(expr, expr.range.union(advance().range))
            } else if isPunct("{"), isCallable(expr) {
                expr = try trailingClosure(after: expr)
            } else {
                break
            }
        }
        return chained ? .optionalChain(expr, expr.range) : expr
    }

    /// Names and member references can take a trailing closure (`UIColor { … }`).
    private func isCallable(_ expr: Expr) -> Bool {
        switch expr {
        case .name, .member, .implicitMember, .call: return true
        default: return false
        }
    }

    private mutating func trailingClosure(after expr: Expr) throws -> Expr {
        guard isPunct("{") else { return expr }
        let closure = try closureLiteral()
        let argument = Argument(label: nil, labelRange: nil, value: closure, isTrailingClosure: true)
        if case .call(let callee, var args, _) = expr {
            args.append(argument)
            return .call(callee, args, expr.range.union(closure.range))
        }
        return .call(expr, [argument], expr.range.union(closure.range))
    }

    private mutating func arguments(close: String) throws -> ([Argument], SourceRange) {
        _ = advance()
        var args: [Argument] = []
        skipNewlines()
        while !isPunct(close) {
            var label: String?
            var labelRange: SourceRange?
            if case .identifier(let name) = kind, tokens[index + 1].kind == .punct(":") {
                label = name
                labelRange = advance().range
                _ = advance()
            } else if case .keyword(let name) = kind, tokens[index + 1].kind == .punct(":") {
                label = name
                labelRange = advance().range
                _ = advance()
            }
            skipNewlines()
            args.append(Argument(label: label, labelRange: labelRange, value: try expression()))
            skipNewlines()
            guard isPunct(",") else { break }
            _ = advance()
            skipNewlines()
        }
        let end = try expect(close, "',' or '\(close)' in argument list")
        return (args, end.range)
    }

    private mutating func primary() throws -> Expr {
        let token = current
        switch token.kind {
        case .integer(let n): _ = advance(); return .integer(n, token.range)
        case .float(let d): _ = advance(); return .float(d, token.range)
        case .keyword("true"): _ = advance(); return .bool(true, token.range)
        case .keyword("false"): _ = advance(); return .bool(false, token.range)
        case .keyword("nil"): _ = advance(); return .nilLiteral(token.range)
        case .identifier(let name): _ = advance(); return .name(name, token.range)
        case .dollar(let n): _ = advance(); return .dollar(n, token.range)
        case .string(let parts):
            _ = advance()
            return .string(try parts.map(segment), token.range)
        case .punct("."):
            _ = advance()
            guard case .identifier(let name) = kind else { throw unexpected("a member name after '.'") }
            let end = advance().range
            return .implicitMember(name, token.range.union(end))
        case .punct("("):
            _ = advance()
            skipNewlines()
            let inner = try expression()
            skipNewlines()
            let close = try expect(")")
            return .paren(inner, token.range.union(close.range))
        case .punct("["):
            let (args, end) = try arguments(close: "]")
            if let labelled = args.first(where: { $0.label != nil }), let range = labelled.labelRange {
                throw ShellError("dictionary literals are not supported", at: range)
            }
            return .array(args.map(\.value), token.range.union(end))
        case .punct("{"):
            return try closureLiteral()
        default:
            throw unexpected("an expression")
        }
    }

    private func segment(_ part: Token.StringPart) throws -> StringSegment {
        switch part {
        case .text(let text): return .text(text)
        case .code(let code, let offset):
            var parser = Parser(tokens: try Lexer.tokens(code, base: offset))
            let expr = try parser.expression()
            guard parser.kind == .end else { throw parser.unexpected("')' to end the interpolation") }
            return .interpolation(expr)
        }
    }

    private mutating func closureLiteral() throws -> Expr {
        let open = try expect("{")
        // `{ x in …}`, `{ _ in … }`, `{ (x, y) in … }`
        var parameters: [String]?
        let saved = index
        var names: [String] = []
        let parenthesised = isPunct("(")
        if parenthesised { _ = advance() }
        while case .identifier(let name) = kind {
            names.append(name)
            _ = advance()
            if isPunct(",") { _ = advance() } else { break }
        }
        if parenthesised, isPunct(")") { _ = advance() }
        if !names.isEmpty, kind == .keyword("in") {
            _ = advance()
            parameters = names
        } else {
            index = saved
        }
        let body = try statements(until: .punct("}"))
        let close = try expect("}", "'}' to end the closure")
        return .closure(Closure(parameters: parameters, body: body), open.range.union(close.range))
    }
}
