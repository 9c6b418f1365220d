/// Whether the lines read so far are an unfinished statement that continues on the next line: an
/// open bracket, brace or string literal, or a last line ending in a binary operator or `=`.
///
/// Fed a line at a time, each line lexed once: a script of N lines costs N line lexes however long
/// its statements are (joining the pending lines and lexing them again on every line made a long
/// `class` body quadratic). A string literal cannot span lines here, so lexing line by line finds the
/// same tokens as lexing the joined text.
struct StatementContinuation {
    /// Open brackets and braces minus closed ones.
    private var depth = 0
    /// The last token that was not a newline.
    private var last: Token.Kind?
    /// A line held a string literal with no closing quote: nothing after it can finish it.
    private var unterminatedString = false

    /// The state after `text` (one or more lines).
    init(_ text: String = "") {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { feed(String(line)) }
    }

    /// Whether the statement goes on on the next line.
    var needsMore: Bool {
        if unterminatedString { return true }
        if case .punct(let op)? = last, Lexer.continuingOperators.contains(op) { return true }
        return depth > 0
    }

    /// Reads one more line (without its newline).
    mutating func feed(_ line: String) {
        guard !unterminatedString else { return }
        var lexer = Lexer(line)
        while true {
            do {
                let token = try lexer.next()
                switch token.kind {
                case .punct("("), .punct("["), .punct("{"): depth += 1
                case .punct(")"), .punct("]"), .punct("}"): depth -= 1
                case .end: return
                default: break
                }
                if token.kind != .newline { last = token.kind }
            } catch let error as ShellError {
                // A character the interpreter has no token for (`@objc`, `#selector`, `\.keyPath`) is still Swift: the
                // lexer has stepped over it, and the brackets after it count.
                if error.message.hasPrefix("unexpected character") { continue }
                unterminatedString = error.message == Lexer.unterminatedString
                return
            } catch {
                return
            }
        }
    }
}
