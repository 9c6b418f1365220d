import Foundation

/// Foundation's `NSTextCheckingTypes` (a `UInt64` of `NSTextCheckingResult.CheckingType` bits).
public typealias NSTextCheckingTypes = UInt64

/// Foundation's data detector, which swift-corelibs-foundation does not provide: "A specialized
/// regular expression object that matches natural language text for predefined data patterns"
/// (*NSDataDetector*). ViewLab detects links (URLs with a scheme, `www.` addresses, bare domains
/// with a common top-level domain and e-mail addresses, which become `mailto:` URLs) and phone
/// numbers (seven digits or more, with the usual separators and an optional country code and
/// area code in parentheses); results carry `url` or `phoneNumber`. Other types (dates,
/// addresses, transit information) are accepted and find nothing. On Apple platforms the class is
/// a subclass of `NSRegularExpression`; here it is not (Linux Foundation's class cannot be
/// subclassed from another module).
open class NSDataDetector: NSObject, @unchecked Sendable {
    /// The types the detector was made for.
    public let checkingTypes: NSTextCheckingTypes

    /// A detector for `checkingTypes`; no type at all is an error, as in Foundation.
    public init(types checkingTypes: NSTextCheckingTypes) throws {
        guard checkingTypes != 0 else { throw CocoaError(.featureUnsupported) }
        self.checkingTypes =
            checkingTypes & DataDetectorPatterns.appleLinkBit != 0
            ? checkingTypes | DataDetectorPatterns.linkType.rawValue : checkingTypes
        super.init()
    }

    /// Calls `block` with each match in `range` of `string`, in order, until it sets its stop flag.
    open func enumerateMatches(
        in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
        using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        for match in matches(in: string, options: options, range: range) {
            block(match, [], &stop)
            if stop.boolValue { return }
        }
    }

    /// Every match in `range` of `string`, in order.
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange)
        -> [NSTextCheckingResult]
    {
        var found: [DetectedTextCheckingResult] = []
        for (type, pattern) in DataDetectorPatterns.all where checkingTypes & type.rawValue != 0 {
            for match in pattern.matches(in: string, range: range) {
                let text = (string as NSString).substring(with: match.range)
                let trimmed = DataDetectorPatterns.trimmingTrailingPunctuation(text)
                let range = NSRange(location: match.range.location, length: (trimmed as NSString).length)
                guard !found.contains(where: { NSIntersectionRange($0.range, range).length > 0 }),
                    let result = DetectedTextCheckingResult(type, text: trimmed, range: range)
                else { continue }
                found.append(result)
            }
        }
        return found.sorted { $0.range.location < $1.range.location }
    }

    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange)
        -> NSTextCheckingResult?
    {
        matches(in: string, options: options, range: range).first
    }

    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange)
        -> Int
    {
        matches(in: string, options: options, range: range).count
    }
}
