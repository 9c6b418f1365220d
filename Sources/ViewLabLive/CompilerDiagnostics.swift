/// Picks the errors out of `swiftc`'s standard error: each `file:line:col: error: message` with
/// the source line, caret and the notes that follow it; warnings, remarks and driver noise are
/// dropped.
enum CompilerDiagnostics {
    /// `ignoring`: a generated file whose errors are left out when the user's code has errors
    /// (they follow from them).
    static func errors(in stderr: String, ignoring generated: String? = nil) -> String {
        var kept: [String] = []
        var keeping = false
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let userErrors = lines.contains { kind(of: $0) == "error" && !(generated.map($0.contains) ?? false) }
        for line in lines {
            switch kind(of: line) {
            case "error":
                keeping = !kept.contains(line) && !(userErrors && generated.map(line.contains) == true)
                if keeping { kept.append(line) }
            case "note":
                if keeping { kept.append(line) }
            case nil:
                if keeping, !line.isEmpty, !line.hasPrefix("error: ") { kept.append(line) }
            default:
                keeping = false
            }
        }
        if kept.isEmpty {
            let tail = lines.filter { !$0.isEmpty }.suffix(12)
            return tail.isEmpty ? "error: the Swift compiler failed" : tail.joined(separator: "\n")
        }
        return kept.joined(separator: "\n")
    }

    /// `error`, `warning`, `note` or `remark` for a diagnostic's first line; nil for others.
    static func kind(of line: String) -> String? {
        for kind in ["error", "warning", "note", "remark"] {
            if line.hasPrefix("\(kind): ") { return kind }
            if let range = line.range(of: ": \(kind): ") {
                let location = line[..<range.lowerBound]
                // file:line:col, or <unknown>:0
                if location.split(separator: ":").count >= 2, !location.contains(" ") || location.hasPrefix("/") {
                    return kind
                }
            }
        }
        return nil
    }
}
