import Foundation

/// A JSON value that remembers where it stood in its file, so theme errors can name the line and
/// column. Parsed by `ThemeJSON.parse`.
indirect enum ThemeJSON {
    case object([(key: String, keyPosition: Position, value: ThemeJSON)], Position)
    case array([ThemeJSON], Position)
    case string(String, Position)
    case number(Double, Position)
    case bool(Bool, Position)
    case null(Position)

    /// A 1-based line and column.
    struct Position: Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    /// A syntax error at a position.
    struct SyntaxError: Error {
        var position: Position
        var message: String
    }

    var position: Position {
        switch self {
        case .object(_, let p), .array(_, let p), .string(_, let p), .number(_, let p), .bool(_, let p), .null(let p):
            return p
        }
    }

    /// A short name of the value's kind, for "expected … but found …" messages.
    var kind: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }

    // MARK: - Parsing

    static func parse(_ text: String) throws -> ThemeJSON {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.atEnd else {
            throw SyntaxError(position: parser.position, message: "unexpected text after the end of the JSON value")
        }
        return value
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var column = 1

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        var atEnd: Bool { index >= scalars.count }
        var position: Position { Position(line: line, column: column) }
        var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

        mutating func advance() {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        mutating func skipWhitespace() {
            while let c = current, c == " " || c == "\n" || c == "\t" || c == "\r" { advance() }
        }

        func error(_ message: String) -> SyntaxError { SyntaxError(position: position, message: message) }

        var found: String { current.map { "'\($0)'" } ?? "the end of the file" }

        mutating func expect(_ scalar: Unicode.Scalar, _ context: String) throws {
            guard current == scalar else { throw error("expected '\(scalar)' \(context), found \(found)") }
            advance()
        }

        mutating func value(depth: Int) throws -> ThemeJSON {
            guard depth < 64 else { throw error("nested too deeply") }
            let start = position
            switch current {
            case "{": return try object(depth: depth)
            case "[": return try array(depth: depth)
            case "\"": return .string(try string(), start)
            case "t": try literal("true"); return .bool(true, start)
            case "f": try literal("false"); return .bool(false, start)
            case "n": try literal("null"); return .null(start)
            case let c? where c == "-" || ("0"..."9").contains(c): return .number(try number(), start)
            default:
                throw error("expected a value (object, array, string, number, true, false or null), found \(found)")
            }
        }

        mutating func literal(_ word: String) throws {
            for scalar in word.unicodeScalars {
                guard current == scalar else { throw error("expected '\(word)'") }
                advance()
            }
        }

        mutating func object(depth: Int) throws -> ThemeJSON {
            let start = position
            advance()
            var members: [(key: String, keyPosition: Position, value: ThemeJSON)] = []
            skipWhitespace()
            if current == "}" {
                advance()
                return .object(members, start)
            }
            while true {
                skipWhitespace()
                let keyPosition = position
                guard current == "\"" else { throw error("expected a quoted member name, found \(found)") }
                let key = try string()
                skipWhitespace()
                try expect(":", "after member name \"\(key)\"")
                skipWhitespace()
                members.append((key, keyPosition, try value(depth: depth + 1)))
                skipWhitespace()
                if current == "," {
                    advance()
                    continue
                }
                try expect("}", "or ',' after the value of \"\(key)\"")
                return .object(members, start)
            }
        }

        mutating func array(depth: Int) throws -> ThemeJSON {
            let start = position
            advance()
            var items: [ThemeJSON] = []
            skipWhitespace()
            if current == "]" {
                advance()
                return .array(items, start)
            }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                if current == "," {
                    advance()
                    continue
                }
                try expect("]", "or ',' after an array element")
                return .array(items, start)
            }
        }

        mutating func string() throws -> String {
            advance()
            var out = String.UnicodeScalarView()
            while true {
                guard let c = current else { throw error("unterminated string") }
                if c == "\"" {
                    advance()
                    return String(out)
                }
                if c == "\n" { throw error("unterminated string (line break inside a string)") }
                if c == "\\" {
                    advance()
                    guard let e = current else { throw error("unterminated string") }
                    switch e {
                    case "\"", "\\", "/": out.append(e)
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "b": out.append("\u{8}")
                    case "f": out.append("\u{C}")
                    case "u":
                        var value: UInt32 = 0
                        for _ in 0..<4 {
                            advance()
                            guard let h = current, let digit = UInt32(String(h), radix: 16) else {
                                throw error("expected 4 hex digits after \\u")
                            }
                            value = value * 16 + digit
                        }
                        out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    default: throw error("unknown escape '\\\(e)'")
                    }
                    advance()
                    continue
                }
                out.append(c)
                advance()
            }
        }

        mutating func number() throws -> Double {
            var text = ""
            while let c = current, "+-0123456789.eE".unicodeScalars.contains(c) {
                text.unicodeScalars.append(c)
                advance()
            }
            guard let value = Double(text), value.isFinite else { throw error("'\(text)' is not a number") }
            return value
        }
    }
}
