import Foundation
import UIKit
import XCTest

/// `NSDataDetector` for links and phone numbers, as text views and attributed-string builders
/// use it to find what to make tappable.
final class NSDataDetectorTests: XCTestCase {
    let text =
        "Mail me at a.b@example.com, see https://example.org/docs. or www.swift.org, call (123)456-7890 or +1 555 123 4567."

    func matches(_ types: NSTextCheckingTypes) throws -> [NSTextCheckingResult] {
        try NSDataDetector(types: types).matches(
            in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }

    func testLinksAreFoundWithTheirURLsAndWithoutTheSentencesPunctuation() throws {
        let links = try matches(NSTextCheckingResult.CheckingType(rawValue: 1 << 6).rawValue)
        XCTAssertEqual(
            links.map { (text as NSString).substring(with: $0.range) },
            ["a.b@example.com", "https://example.org/docs", "www.swift.org"])
        XCTAssertEqual(
            links.map(\.url?.absoluteString),
            ["mailto:a.b@example.com", "https://example.org/docs", "http://www.swift.org"])
        XCTAssertTrue(links.allSatisfy { $0.phoneNumber == nil })
    }

    func testPhoneNumbersAreFoundAndNotTakenForLinks() throws {
        let phones = try matches(1 << 11)
        XCTAssertEqual(phones.compactMap(\.phoneNumber), ["(123)456-7890", "+1 555 123 4567"])
        let both = try matches(1 << 11 | 1 << 5)
        XCTAssertEqual(both.count, 5, "Apple's link bit finds links too")
        XCTAssertEqual(both.map(\.range.location), both.map(\.range.location).sorted())
        XCTAssertThrowsError(try NSDataDetector(types: 0))
    }

    func testEnumerationStopsWhenAsked() throws {
        var seen = 0
        try NSDataDetector(types: 1 << 11).enumerateMatches(
            in: text, range: NSRange(location: 0, length: (text as NSString).length)
        ) { _, _, stop in
            seen += 1
            stop.pointee = true
        }
        XCTAssertEqual(seen, 1)
    }

    /// The other Foundation gaps of the round: `appendFormat` and a paragraph style's line-break strategy.
    func testAppendFormatAndLineBreakStrategy() {
        let string = NSMutableString(capacity: 4)
        let letters: NSString = "abc"
        string.appendFormat("%C-%02d", letters.character(at: 1), 7)
        XCTAssertEqual(string, "b-07")
        let style = NSMutableParagraphStyle()
        XCTAssertEqual(style.lineBreakStrategy, [])
        style.lineBreakStrategy = [.pushOut]
        XCTAssertEqual((style.copy() as? NSParagraphStyle)?.lineBreakStrategy, [.pushOut])
        XCTAssertNotEqual(style, NSParagraphStyle.default)
    }
}
