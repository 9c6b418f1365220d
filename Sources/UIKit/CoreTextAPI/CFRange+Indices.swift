import Foundation

extension CFRange {
    /// The indices of a collection of `count` elements this range names, as Core Text reads a range
    /// it is given: a length of 0 means "to the end"; the range is clamped to `0..<count`.
    func indices(in count: Int) -> Range<Int> {
        let start = min(max(0, location), count)
        let end = length <= 0 ? count : min(count, start + length)
        return start..<max(start, end)
    }

    /// The same indices as an `NSRange`.
    func nsRange(in count: Int) -> NSRange {
        let indices = indices(in: count)
        return NSRange(location: indices.lowerBound, length: indices.count)
    }
}
