/// Splits a script into inputs: one per line, except that an unfinished statement (open
/// bracket, brace or string) takes the following lines too.
enum ScriptReader {
    struct Chunk {
        var text: String
        /// 0-based line number of the chunk's first line.
        var line: Int
    }

    static func chunks(of text: String) -> [Chunk] {
        var out: [Chunk] = []
        var pending: [String] = []
        var continuation = StatementContinuation()
        var start = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (number, line) in lines.enumerated() {
            if pending.isEmpty {
                start = number
                if line.trimmingCharacters(in: .whitespaces).hasPrefix(":") {
                    out.append(Chunk(text: line, line: number))
                    continue
                }
            }
            pending.append(line)
            continuation.feed(line)
            if !continuation.needsMore {
                out.append(Chunk(text: pending.joined(separator: "\n"), line: start))
                pending = []
                continuation = StatementContinuation()
            }
        }
        if !pending.isEmpty { out.append(Chunk(text: pending.joined(separator: "\n"), line: start)) }
        return out
    }
}
