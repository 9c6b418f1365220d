/// Splits shell input into tokens. Works on characters so that ranges are caret columns.
struct Lexer {
    private let chars: [Character]
    /// Offset added to every range (for the code inside a string interpolation).
    private let base: Int
    private var index = 0
    /// The open brackets: newlines inside `(` and `[` are whitespace, inside `{` separators.
    private var open: [String] = []

    init(_ text: String, base: Int = 0) {
        chars = Array(text)
        self.base = base
    }

    /// Tokenises the whole input (ending in `.end`).
    static func tokens(_ text: String, base: Int = 0) throws -> [Token] {
        var lexer = Lexer(text, base: base)
        var out: [Token] = []
        while true {
            let token = try lexer.next()
            out.append(token)
            if token.kind == .end { return out }
        }
    }

    /// Whether `text` is an unfinished statement that continues on the next line: an open
    /// bracket, brace or string literal, or a line ending in a binary operator or `=`.
    static func needsContinuation(_ text: String) -> Bool {
        StatementContinuation(text).needsMore
    }

    static let unterminatedString = "unterminated string literal"

    /// Operators after which a statement goes on on the next line.
    static let continuingOperators: Set<String> = [
        "=", "+=", "-=", "*=", "/=", "%=", "+", "-", "*", "/", "%", "&&", "||", "==", "!=", "<", "<=", ">", ">=", "??",
        ",", "?", ":",
    ]

    // MARK: - Scanning

    private func peek(_ ahead: Int = 0) -> Character? {
        index + ahead < chars.count ? chars[index + ahead] : nil
    }

    private func range(from start: Int) -> SourceRange { SourceRange(base + start, base + index) }

    mutating func next() throws -> Token {
        var space = index == 0
        while let c = peek() {
            if c == "\n" && (open.last ?? "{") == "{" {
                break
            } else if c == " " || c == "\t" || c == "\r" || c == "\n" {
                space = true
                index += 1
            } else if c == "/" && peek(1) == "/" {
                while let c = peek(), c != "\n" { index += 1 }
            } else {
                break
            }
        }
        let start = index
        guard let c = peek() else { return Token(kind: .end, range: range(from: start), spaceBefore: true) }
        func token(_ kind: Token.Kind) -> Token { Token(kind: kind, range: range(from: start), spaceBefore: space) }

        if c == "\n" {
            index += 1
            return token(.newline)
        }
        if c.isLetter || c == "_" {
            while let c = peek(), c.isLetter || c.isNumber || c == "_" { index += 1 }
            let word = String(chars[start..<index])
            return token(Token.keywords.contains(word) ? .keyword(word) : .identifier(word))
        }
        if c == "$" {
            index += 1
            var digits = ""
            while let d = peek(), d.isASCII, d.isNumber { digits.append(d); index += 1 }
            guard let n = Int(digits) else { throw ShellError("expected a number after '$'", at: range(from: start)) }
            return token(.dollar(n))
        }
        if c.isASCII && c.isNumber { return try number(start: start, space: space) }
        if c == "\"" { return try string(start: start, space: space) }
        return try punctuation(start: start, space: space)
    }

    private mutating func number(start: Int, space: Bool) throws -> Token {
        var text = ""
        var isFloat = false
        if peek() == "0", let x = peek(1), x == "x" || x == "b" || x == "o" {
            index += 2
            let radix = x == "x" ? 16 : x == "b" ? 2 : 8
            while let d = peek(), d.isHexDigit || d == "_" { if d != "_" { text.append(d) }; index += 1 }
            guard let value = Int(text, radix: radix) else {
                throw ShellError("invalid integer literal", at: range(from: start))
            }
            return Token(kind: .integer(value), range: range(from: start), spaceBefore: space)
        }
        while let d = peek() {
            if d.isASCII && d.isNumber || d == "_" {
                if d != "_" { text.append(d) }
                index += 1
            } else if d == ".", !isFloat, let after = peek(1), after.isASCII, after.isNumber {
                isFloat = true
                text.append(d)
                index += 1
            } else if d == "e" || d == "E" {
                isFloat = true
                text.append(d)
                index += 1
                if let sign = peek(), sign == "+" || sign == "-" { text.append(sign); index += 1 }
            } else {
                break
            }
        }
        if isFloat {
            guard let value = Double(text), value.isFinite else {
                throw ShellError("invalid floating-point literal", at: range(from: start))
            }
            return Token(kind: .float(value), range: range(from: start), spaceBefore: space)
        }
        guard let value = Int(text) else {
            throw ShellError(
                "integer literal '\(text)' overflows when stored into 'Int'", at: range(from: start),
                reason: .wrongSwift)
        }
        return Token(kind: .integer(value), range: range(from: start), spaceBefore: space)
    }

    private mutating func string(start: Int, space: Bool) throws -> Token {
        index += 1
        var parts: [Token.StringPart] = []
        var text = ""
        while true {
            guard let c = peek(), c != "\n" else { throw ShellError(Lexer.unterminatedString, at: range(from: start)) }
            index += 1
            if c == "\"" { break }
            guard c == "\\" else { text.append(c); continue }
            guard let e = peek() else { throw ShellError(Lexer.unterminatedString, at: range(from: start)) }
            index += 1
            switch e {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "0": text.append("\0")
            case "\\": text.append("\\")
            case "\"": text.append("\"")
            case "'": text.append("'")
            case "u":
                guard peek() == "{" else {
                    throw ShellError("expected '{' in \\u{…} escape", at: range(from: index - 2))
                }
                index += 1
                var hex = ""
                while let h = peek(), h != "}" { hex.append(h); index += 1 }
                index += 1
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                    throw ShellError("invalid unicode scalar", at: range(from: start))
                }
                text.unicodeScalars.append(scalar)
            case "(":
                if !text.isEmpty { parts.append(.text(text)); text = "" }
                let codeStart = index
                var depth = 1
                var inString = false
                while depth > 0 {
                    guard let d = peek(), d != "\n" else {
                        throw ShellError(Lexer.unterminatedString, at: range(from: start))
                    }
                    index += 1
                    if d == "\"" { inString.toggle() }
                    if !inString { depth += d == "(" ? 1 : d == ")" ? -1 : 0 }
                }
                parts.append(.code(String(chars[codeStart..<index - 1]), offset: base + codeStart))
            default:
                throw ShellError("invalid escape sequence in literal", at: SourceRange(base + index - 2, base + index))
            }
        }
        if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
        return Token(kind: .string(parts), range: range(from: start), spaceBefore: space)
    }

    private static let operators = [
        "===", "!==", "...", "..<", "&&", "||", "==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "%=", "->", "??", "?.",
        "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "=", "<", ">", "+", "-", "*", "/", "%", "!", "?",
    ]

    /// `operators` by first character, longest first (so `===` wins over `==` and `=`), as characters:
    /// one dictionary lookup and a few character comparisons a token, no strings made.
    private static let operatorsByFirst: [Character: [(op: String, chars: [Character])]] =
        Dictionary(grouping: operators.map { (op: $0, chars: Array($0)) }, by: { $0.chars[0] })
        .mapValues { $0.sorted { $0.chars.count > $1.chars.count } }

    private mutating func punctuation(start: Int, space: Bool) throws -> Token {
        for (op, opChars) in Lexer.operatorsByFirst[chars[index]] ?? [] {
            let n = opChars.count
            guard index + n <= chars.count, chars[index..<index + n].elementsEqual(opChars) else { continue }
            // `a ? .x : .y` is a ternary; `a?.x` is optional chaining.
            if op == "?." && space { continue }
            index += n
            if op == "(" || op == "[" || op == "{" { open.append(op) }
            if op == ")" || op == "]" || op == "}", !open.isEmpty { open.removeLast() }
            return Token(kind: .punct(op), range: range(from: start), spaceBefore: space)
        }
        index += 1
        throw ShellError("unexpected character '\(chars[start])'", at: range(from: start))
    }
}
