@_spi(ViewLab) import UIKit
import ViewLabSupport

/// The shell's "did you mean …?" rule, on top of ViewLabSupport's shared `Suggestion` (the Levenshtein
/// distance lives there, once). The shell's rule differs from `Suggestion.closest` on purpose:
/// the word itself is never suggested, ties go to the alphabetically first candidate, and when
/// nothing is close a candidate that `name` is a prefix of is offered (`back` → `backgroundColor`).
enum EditDistance {
    /// Case-insensitive Levenshtein distance (`Suggestion.distance`).
    static func distance(_ a: String, _ b: String) -> Int {
        Suggestion.distance(a.lowercased(), b.lowercased())
    }

    /// The candidate closest to `name`, if within a third of its length (at least 2 edits), or
    /// one that `name` is a prefix of.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        let scored = candidates.filter { $0 != name }.map { ($0, distance(name, $0)) }.sorted {
            ($0.1, $0.0) < ($1.1, $1.0)
        }
        if let best = scored.first, best.1 <= limit, best.1 < name.count { return best.0 }
        return candidates.filter { $0.lowercased().hasPrefix(name.lowercased()) }.min()
    }
}
