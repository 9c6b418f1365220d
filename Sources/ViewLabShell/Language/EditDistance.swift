/// Levenshtein distance, for "did you mean …?" suggestions.
enum EditDistance {
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The candidate closest to `name`, if within a third of its length (at least 2 edits), or
    /// one that `name` is a prefix of.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        let scored = candidates.filter { $0 != name }.map { ($0, distance(name, $0)) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        if let best = scored.first, best.1 <= limit, best.1 < name.count { return best.0 }
        return candidates.filter { $0.lowercased().hasPrefix(name.lowercased()) }.min()
    }
}
