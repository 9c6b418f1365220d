import Foundation

/// The persistent input history: unique entries (re-entering one moves it to the end), capped
/// at `limit`, saved atomically (a temporary file renamed into place). One entry per line;
/// backslashes and newlines inside multi-line entries are escaped.
final class History {
    let path: String
    let limit: Int
    private(set) var entries: [String] = []

    init(path: String, limit: Int) {
        self.path = path
        self.limit = max(1, limit)
    }

    /// Reads the file (a missing or unreadable file is an empty history).
    func load() {
        guard let data = FileManager.default.contents(atPath: path) else { return }
        entries = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            add(History.unescape(String(line)))
        }
    }

    /// Adds an entry; returns false when it was already there (and was moved to the end).
    @discardableResult
    func add(_ entry: String) -> Bool {
        let trimmed = entry.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return true }
        let existed = entries.contains(trimmed)
        entries.removeAll { $0 == trimmed }
        entries.append(trimmed)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        return !existed
    }

    func save() throws {
        let text = entries.map(History.escape).joined(separator: "\n") + "\n"
        let url = URL(fileURLWithPath: path)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    static func escape(_ entry: String) -> String {
        entry.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    static func unescape(_ line: String) -> String {
        var out = ""
        var escaping = false
        for c in line {
            if escaping {
                out.append(c == "n" ? "\n" : c)
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}
