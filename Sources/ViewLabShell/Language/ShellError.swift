/// An error in a statement (syntax, types, or evaluation), with the part of the input it is
/// about, an optional hint ("did you mean …?") and the means to render it with a caret line.
struct ShellError: Error, Equatable {
    /// Why the interpreter stopped, which decides where a line goes next (`Shell.runStatement`).
    enum Reason: Equatable {
        /// The interpreter cannot run the line exactly — a construct it does not parse, a member
        /// or overload it has no binding for, a conversion it does not model. The line may well
        /// be Swift: it goes to the compiler, and this error is shown only if the compiler
        /// rejects the line too. Every error found before a line runs has this reason unless it
        /// is known to be wrong Swift.
        case interpreterLacks
        /// The line is certainly not valid Swift (an unterminated string, `%` on a `Double`,
        /// assigning to a `let` of the session): reported at once, as the compiler would.
        case wrongSwift
        /// The line was valid and failed while running (nil unwrapped, index out of range): it
        /// was rolled back; compiling it again would not change the answer.
        case runtime
    }

    var message: String
    var range: SourceRange?
    var hint: String?
    /// Set where the error is made when it is known (`wrongSwift`); otherwise `Session.run`
    /// classifies it by when it happened (before the line ran: `interpreterLacks`).
    var reason: Reason?
    /// The Swift compiler's own diagnostics (a compiled line): printed as they are.
    var isCompilerOutput = false

    init(_ message: String, at range: SourceRange? = nil, hint: String? = nil, reason: Reason? = nil) {
        self.message = message
        self.range = range
        self.hint = hint
        self.reason = reason
    }

    /// The same error, with `reason` unless it already has one.
    func classified(_ reason: Reason) -> ShellError {
        var copy = self
        copy.reason = copy.reason ?? reason
        return copy
    }

    init(compilerOutput: String) {
        message = compilerOutput
        isCompilerOutput = true
    }

    /// Renders the error the way the Swift compiler does:
    ///
    ///     <stdin>:3:21: error: type 'UIColor' has no member 'systemRedd'
    ///     v.backgroundColor = .systemRedd
    ///                         ^~~~~~~~~~~
    ///     did you mean 'systemRed'?
    ///
    /// `source` is the text the range refers to, `lineOffset` the line number of its first line
    /// (0-based) in the file called `name` (nil: no location prefix, as in the interactive shell).
    func rendered(source: String, name: String?, lineOffset: Int = 0) -> String {
        var out = ""
        if isCompilerOutput { return message }
        guard let range else {
            out = (name.map { "\($0):\(lineOffset + 1): " } ?? "") + "error: \(message)"
            if let hint { out += "\n\(hint)" }
            return out
        }
        let chars = Array(source)
        var lineStart = 0, line = 0
        var i = 0
        while i < min(range.start, chars.count) {
            if chars[i] == "\n" { line += 1; lineStart = i + 1 }
            i += 1
        }
        var lineEnd = lineStart
        while lineEnd < chars.count, chars[lineEnd] != "\n" { lineEnd += 1 }
        let column = range.start - lineStart
        let width = max(1, min(range.end, lineEnd) - range.start)
        if let name { out += "\(name):\(lineOffset + line + 1):\(column + 1): " }
        out += "error: \(message)\n"
        out += String(chars[lineStart..<lineEnd]) + "\n"
        // Tabs in the source keep their width in the caret line.
        let pad = chars[lineStart..<lineStart + column].map { $0 == "\t" ? "\t" : " " }.joined()
        out += pad + "^" + String(repeating: "~", count: width - 1)
        if let hint { out += "\n\(hint)" }
        return out
    }
}
