/// One lexical token of the shell language.
struct Token: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        /// `$0`, `$1`… in closures.
        case dollar(Int)
        case keyword(String)
        case integer(Int)
        case float(Double)
        case string([StringPart])
        /// Operators and punctuation: `(`, `.`, `+=`, `?.`…
        case punct(String)
        /// A newline outside brackets: a statement separator.
        case newline
        case end
    }

    /// A piece of a string literal: text, or the source of an `\(interpolation)` with the
    /// offset of its first character in the line.
    enum StringPart: Equatable {
        case text(String)
        case code(String, offset: Int)
    }

    var kind: Kind
    var range: SourceRange
    /// Whether whitespace (or the start of input) comes right before the token — Swift uses it
    /// to tell a postfix `!`/`?` from a prefix or infix one.
    var spaceBefore: Bool

    static let keywords: Set<String> = ["let", "var", "true", "false", "nil", "in", "return"]
}
