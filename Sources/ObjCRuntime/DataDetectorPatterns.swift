import Foundation

/// The patterns `NSDataDetector` matches, by type (phone numbers first: "(123)456-7890" must not
/// be read as a link).
enum DataDetectorPatterns {
    static let phone = try! NSRegularExpression(
        pattern: #"(?<![\w+])(?:\+\d{1,3}[ .-]?)?(?:\(\d{2,4}\)[ .-]?|\d{2,4}[ .-])?\d{3,4}[ .-]?\d{3,4}(?!\w)"#)
    static let link = try! NSRegularExpression(
        pattern:
            #"(?<![\w@.])(?:[a-z][a-z0-9+.-]*://[^\s<>"]+|www\.[^\s<>"]+|[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|edu|gov|co|uk|de|fr|app|dev|me|info)(?:/[^\s<>"]*)?)"#,
        options: [.caseInsensitive])

    /// The bits of the two types, spelled by value because Linux Foundation marks its named ones
    /// deprecated (its own API never returns them): a phone number is `1 << 11` as on Apple
    /// platforms; a link is `1 << 6` in Linux Foundation's `CheckingType.link` (Apple's
    /// `NSTextCheckingTypeLink` is `1 << 5`), and a detector made with either finds links.
    static let linkType = NSTextCheckingResult.CheckingType(rawValue: 1 << 6)
    static let appleLinkBit: UInt64 = 1 << 5
    static let phoneNumberType = NSTextCheckingResult.CheckingType(rawValue: 1 << 11)

    static let all: [(NSTextCheckingResult.CheckingType, NSRegularExpression)] = [
        (phoneNumberType, phone), (linkType, link),
    ]

    /// A match without the punctuation that ends the sentence around it ("see example.com.").
    static func trimmingTrailingPunctuation(_ text: String) -> String {
        var text = Substring(text)
        while let last = text.last, ".,;:!?)]'\"".contains(last) { text = text.dropLast() }
        return String(text)
    }
}

/// A data detector's result: its type, range, and `url` or `phoneNumber`.
final class DetectedTextCheckingResult: NSTextCheckingResult {
    let detectedType: NSTextCheckingResult.CheckingType
    let detectedRange: NSRange
    let detectedURL: URL?
    let detectedPhoneNumber: String?

    init?(_ type: NSTextCheckingResult.CheckingType, text: String, range: NSRange) {
        detectedType = type
        detectedRange = range
        if type == DataDetectorPatterns.phoneNumberType {
            guard text.filter(\.isNumber).count >= 7 else { return nil }
            detectedPhoneNumber = text
            detectedURL = nil
        } else {
            let lower = text.lowercased()
            let address = lower.contains("://") ? text : text.contains("@") ? "mailto:" + text : "http://" + text
            guard let url = URL(string: address) else { return nil }
            detectedURL = url
            detectedPhoneNumber = nil
        }
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var range: NSRange { detectedRange }
    override var resultType: NSTextCheckingResult.CheckingType { detectedType }
    override func range(at idx: Int) -> NSRange { idx == 0 ? detectedRange : NSRange(location: NSNotFound, length: 0) }
}

/// The detected values of a result (`url` of a link, `phoneNumber` of a phone number), which
/// swift-corelibs-foundation's `NSTextCheckingResult` does not declare.
extension NSTextCheckingResult {
    public var url: URL? { (self as? DetectedTextCheckingResult)?.detectedURL }
    public var phoneNumber: String? { (self as? DetectedTextCheckingResult)?.detectedPhoneNumber }
}
