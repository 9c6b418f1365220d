import Foundation

/// ViewLab: the text system's own attributed string — a `String` and runs of attributes over its
/// UTF-16 offsets (the units of `NSRange`), as a value.
///
/// Labels, text fields and string drawing build an attributed string on every layout. On Linux,
/// swift-corelibs-foundation's `NSAttributedString` never frees the attribute dictionaries of an
/// instance it creates (swiftlang/swift-corelibs-foundation#5256; measured here: about 1.3 KB per
/// string with three attributes, so an export of 5,000 previews grew by megabytes). So the text
/// engine works on this type: it is read from an `NSAttributedString` a user passes in (reading does
/// not leak) and made into one only where UIKit's API hands one back (`UILabel.attributedText`).
struct AttributedText {
    typealias Attributes = [NSAttributedString.Key: Any]

    /// Attributes over a range; the runs of a text cover it end to end, in order.
    struct Run {
        var range: NSRange
        var attributes: Attributes
    }

    let string: String
    /// The length in UTF-16 units, as `NSAttributedString.length`.
    let length: Int
    private(set) var runs: [Run]

    /// `string` with `attributes` throughout.
    init(string: String, attributes: Attributes = [:]) {
        self.string = string
        length = string.utf16.count
        runs = length > 0 ? [Run(range: NSRange(location: 0, length: length), attributes: attributes)] : []
    }

    /// The text and attribute runs of `attributed`.
    init(_ attributed: NSAttributedString) {
        string = attributed.string
        length = attributed.length
        var runs: [Run] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            runs.append(Run(range: range, attributes: attributes))
        }
        self.runs = runs
    }

    private init(string: String, runs: [Run]) {
        self.string = string
        length = string.utf16.count
        self.runs = runs
    }

    /// An `NSAttributedString` with the same text and attributes (for API that returns one).
    var nsAttributedString: NSAttributedString {
        let result = NSMutableAttributedString(string: string)
        for run in runs { result.setAttributes(run.attributes, range: run.range) }
        return result
    }

    /// The attributes at UTF-16 offset `location` (`0..<length`).
    func attributes(at location: Int) -> Attributes {
        runs.first { NSLocationInRange(location, $0.range) }?.attributes ?? [:]
    }

    /// The text of `range` with its attributes.
    func substring(_ range: NSRange) -> AttributedText {
        let utf16 = string.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location),
            end = utf16.index(start, offsetBy: range.length)
        let clipped = runs.compactMap { run -> Run? in
            let overlap = NSIntersectionRange(run.range, range)
            guard overlap.length > 0 else { return nil }
            return Run(
                range: NSRange(location: overlap.location - range.location, length: overlap.length),
                attributes: run.attributes)
        }
        return AttributedText(string: String(utf16[start..<end]) ?? "", runs: clipped)
    }

    /// This text followed by `other`.
    func appending(_ other: AttributedText) -> AttributedText {
        AttributedText(
            string: string + other.string,
            runs: runs
                + other.runs.map {
                    Run(
                        range: NSRange(location: $0.range.location + length, length: $0.range.length),
                        attributes: $0.attributes)
                })
    }

    /// The text with each run's attributes changed by `transform`.
    func mapAttributes(_ transform: (Attributes) -> Attributes) -> AttributedText {
        AttributedText(string: string, runs: runs.map { Run(range: $0.range, attributes: transform($0.attributes)) })
    }

    /// `base` under this text's own attributes (the text's win), as a label or field fills in its
    /// font, colour and paragraph style where the attributed text has none.
    func filling(_ base: Attributes) -> AttributedText {
        mapAttributes { base.merging($0) { _, own in own } }
    }

    /// The first value of `key` in the text that is a `T`, if any.
    func firstValue<T>(of key: NSAttributedString.Key, as type: T.Type) -> T? {
        runs.lazy.compactMap { $0.attributes[key] as? T }.first
    }

    /// The text with `attributes` added over each of `ranges` (sorted, not overlapping).
    func addingAttributes(_ attributes: Attributes, in ranges: [NSRange]) -> AttributedText {
        guard !ranges.isEmpty else { return self }
        var result = AttributedText(string: "")
        var position = 0
        for range in ranges where range.location >= position && NSMaxRange(range) <= length {
            result = result.appending(substring(NSRange(location: position, length: range.location - position)))
            result = result.appending(substring(range).mapAttributes { $0.merging(attributes) { _, new in new } })
            position = NSMaxRange(range)
        }
        return result.appending(substring(NSRange(location: position, length: length - position)))
    }
}
