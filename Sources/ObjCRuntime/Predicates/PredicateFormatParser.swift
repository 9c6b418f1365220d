import Foundation

/// Reads a predicate format string (*Predicate Programming Guide*, "Predicate Format String
/// Syntax") into a `PredicateExpression`: comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`, `MATCHES`,
/// `LIKE`, `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `IN`, with `[c]`, `[d]`, `[cd]`), `AND`/`&&`,
/// `OR`/`||`, `NOT`/`!`, parentheses, `TRUEPREDICATE`/`FALSEPREDICATE`, and the operands `SELF`,
/// key paths, quoted strings, numbers, `YES`/`NO`/`TRUE`/`FALSE`, `NIL`/`NULL`, `{…}` lists and
/// the arguments `%@`, `%K` (a key path), `%d`/`%i`/`%ld`/`%f`. Keywords are case-insensitive.
struct PredicateFormatParser {
    enum Token: Equatable {
        case word(String), string(String), number(Double), symbol(String), argument(String)
    }

    struct Failure: Error { let message: String }

    private var tokens: [Token]
    private var index = 0
    private var arguments: [Any?]

    init(_ format: String, arguments: [Any?]) throws {
        tokens = try PredicateFormatParser.tokenize(format)
        self.arguments = arguments
    }

    mutating func parse() throws -> PredicateExpression {
        let predicate = try parseOr()
        guard index == tokens.count else { throw Failure(message: "unexpected \(describe(tokens[index]))") }
        return predicate
    }

    // MARK: - Grammar

    private mutating func parseOr() throws -> PredicateExpression {
        var left = try parseAnd()
        while take(word: "OR") || take(symbol: "||") { left = .or(left, try parseAnd()) }
        return left
    }

    private mutating func parseAnd() throws -> PredicateExpression {
        var left = try parseNot()
        while take(word: "AND") || take(symbol: "&&") { left = .and(left, try parseNot()) }
        return left
    }

    private mutating func parseNot() throws -> PredicateExpression {
        if take(word: "NOT") || take(symbol: "!") { return .not(try parseNot()) }
        if take(symbol: "(") {
            let inner = try parseOr()
            guard take(symbol: ")") else { throw Failure(message: "missing )") }
            return inner
        }
        if take(word: "TRUEPREDICATE") { return .constant(true) }
        if take(word: "FALSEPREDICATE") { return .constant(false) }
        let lhs = try parseOperand()
        let op = try parseOperator()
        let options = try parseOptions()
        return .comparison(lhs, op, options, try parseOperand())
    }

    private static let symbolOperators: [String: PredicateExpression.Operator] = [
        "==": .equal, "=": .equal, "!=": .notEqual, "<>": .notEqual, "<": .less, "<=": .lessOrEqual, "=<": .lessOrEqual,
        ">": .greater, ">=": .greaterOrEqual, "=>": .greaterOrEqual,
    ]
    private static let wordOperators: [String: PredicateExpression.Operator] = [
        "MATCHES": .matches, "LIKE": .like, "BEGINSWITH": .beginsWith, "ENDSWITH": .endsWith, "CONTAINS": .contains,
        "IN": .within,
    ]

    private mutating func parseOperator() throws -> PredicateExpression.Operator {
        guard index < tokens.count else { throw Failure(message: "missing an operator at the end") }
        switch tokens[index] {
        case .symbol(let s) where Self.symbolOperators[s] != nil:
            index += 1
            return Self.symbolOperators[s]!
        case .word(let w) where Self.wordOperators[w.uppercased()] != nil:
            index += 1
            return Self.wordOperators[w.uppercased()]!
        default:
            throw Failure(message: "expected an operator, found \(describe(tokens[index]))")
        }
    }

    private mutating func parseOptions() throws -> PredicateExpression.Options {
        guard take(symbol: "[") else { return [] }
        var options: PredicateExpression.Options = []
        if index < tokens.count, case .word(let flags) = tokens[index] {
            index += 1
            for flag in flags.lowercased() {
                switch flag {
                case "c": options.insert(.caseInsensitive)
                case "d": options.insert(.diacriticInsensitive)
                case "n": break  // normalized: nothing more to do for Swift strings
                default: throw Failure(message: "unknown comparison option '\(flag)'")
                }
            }
        }
        guard take(symbol: "]") else { throw Failure(message: "missing ] after the comparison options") }
        return options
    }

    private mutating func parseOperand() throws -> PredicateExpression.Operand {
        guard index < tokens.count else { throw Failure(message: "missing an expression at the end") }
        let token = tokens[index]
        index += 1
        switch token {
        case .string(let s): return .constant(s)
        case .number(let n): return .constant(n)
        case .argument(let spec): return try argument(spec)
        case .symbol("{"):
            var items: [Any?] = []
            while !take(symbol: "}") {
                if !items.isEmpty, !take(symbol: ",") { throw Failure(message: "expected , or } in a list") }
                items.append(try parseOperand().value(in: nil))
            }
            return .constant(items.map { $0 as Any })
        case .word(let w):
            switch w.uppercased() {
            case "SELF": return .evaluatedObject
            case "YES", "TRUE": return .constant(true)
            case "NO", "FALSE": return .constant(false)
            case "NIL", "NULL": return .constant(nil)
            default: return .keyPath(w.split(separator: ".").map(String.init))
            }
        case .symbol(let s):
            throw Failure(message: "expected an expression, found '\(s)'")
        }
    }

    private mutating func argument(_ spec: String) throws -> PredicateExpression.Operand {
        guard !arguments.isEmpty else { throw Failure(message: "not enough arguments for %\(spec)") }
        let value = arguments.removeFirst()
        if spec == "K" {
            guard let key = value as? String else { throw Failure(message: "%K needs a key path string") }
            return .keyPath(key.split(separator: ".").map(String.init))
        }
        return .constant(value)
    }

    // MARK: - Tokens

    private mutating func take(word: String) -> Bool {
        guard index < tokens.count, case .word(let w) = tokens[index], w.uppercased() == word else { return false }
        index += 1
        return true
    }

    private mutating func take(symbol: String) -> Bool {
        guard index < tokens.count, tokens[index] == .symbol(symbol) else { return false }
        index += 1
        return true
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .word(let w): return "'\(w)'"
        case .string(let s): return "\"\(s)\""
        case .number(let n): return "\(n)"
        case .symbol(let s): return "'\(s)'"
        case .argument(let a): return "%\(a)"
        }
    }

    static func tokenize(_ text: String) throws -> [Token] {
        var tokens: [Token] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "'" || c == "\"" {
                var value = "", j = i + 1
                while j < chars.count, chars[j] != c {
                    if chars[j] == "\\", j + 1 < chars.count { j += 1 }
                    value.append(chars[j])
                    j += 1
                }
                guard j < chars.count else { throw Failure(message: "unterminated string") }
                tokens.append(.string(value))
                i = j + 1
            } else if c == "%" {
                var j = i + 1
                while j < chars.count, chars[j].isLetter || chars[j] == "@" {
                    j += 1
                    if chars[j - 1] != "l" && chars[j - 1] != "q" && chars[j - 1] != "h" { break }
                }
                let spec = String(chars[(i + 1)..<j])
                guard !spec.isEmpty else { throw Failure(message: "a lone %") }
                tokens.append(.argument(spec.last == "@" ? "@" : spec.last == "K" ? "K" : spec))
                i = j
            } else if c.isNumber {
                var j = i
                while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
                tokens.append(.number(Double(String(chars[i..<j])) ?? 0))
                i = j
            } else if c.isLetter || c == "_" || c == "$" || c == "@" {
                var j = i
                while j < chars.count,
                    chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." || chars[j] == "@"
                        || chars[j] == "$"
                { j += 1 }
                tokens.append(.word(String(chars[i..<j])))
                i = j
            } else {
                let two = i + 1 < chars.count ? String(chars[i...(i + 1)]) : ""
                if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    i += 2
                } else if "()[]{},=<>!".contains(c) {
                    tokens.append(.symbol(String(c)))
                    i += 1
                } else {
                    throw Failure(message: "unexpected character '\(c)'")
                }
            }
        }
        return tokens
    }
}
