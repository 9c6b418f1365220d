import Foundation

/// ViewLab's data detectors for `UITextView.dataDetectorTypes` (swift-corelibs-foundation has no
/// working `NSDataDetector`): web addresses and phone numbers, found with regular expressions.
enum DataDetection {
    /// `http://` / `https://` addresses and `www.` host names, up to the next space.
    static let linkPattern = #"\b(?:https?://|www\.)[^\s<>"]+[^\s<>".,;:!?)\]]"#
    /// An optional `+`, then 7 or more digits with single spaces, dashes, dots or brackets between.
    static let phonePattern = #"(?<![\w+])\+?\(?\d(?:[\d\-. ()]{5,}\d)(?!\w)"#

    /// The UTF-16 ranges of what `types` finds in `string`, sorted, without overlaps.
    static func ranges(of types: UIDataDetectorTypes, in string: String) -> [NSRange] {
        var patterns: [String] = []
        if types.contains(.link) { patterns.append(linkPattern) }
        if types.contains(.phoneNumber) { patterns.append(phonePattern) }
        let whole = NSRange(location: 0, length: string.utf16.count)
        var found: [NSRange] = []
        for pattern in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            for match in expression.matches(in: string, range: whole) {
                let digits = (string as NSString).substring(with: match.range).filter(\.isNumber).count
                if pattern == phonePattern, digits < 7 { continue }
                found.append(match.range)
            }
        }
        var result: [NSRange] = []
        for range in found.sorted(by: { $0.location < $1.location })
        where range.location >= (result.last.map(NSMaxRange) ?? 0) {
            result.append(range)
        }
        return result
    }
}
