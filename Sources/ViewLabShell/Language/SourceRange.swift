/// A span of a line of shell input, in characters (`start..<end`), used to place carets under
/// the part of a statement an error is about.
struct SourceRange: Equatable {
    var start: Int
    var end: Int

    init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = max(end, start)
    }

    /// The smallest range covering both.
    func union(_ other: SourceRange) -> SourceRange {
        SourceRange(min(start, other.start), max(end, other.end))
    }
}
