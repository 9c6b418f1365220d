@testable import UIKit
import XCTest

/// The text system's `AttributedText`: the same runs as `NSAttributedString`, and label layouts
/// that do not grow the heap (swift-corelibs-foundation's `NSAttributedString` keeps the attribute
/// dictionaries of every instance it makes: swiftlang/swift-corelibs-foundation#5256).
@MainActor
final class AttributedTextTests: XCTestCase {
    private let bold = UIFont.boldSystemFont(ofSize: 20)

    /// "Hello, 世界" with a bold, red "Hello".
    private var sample: NSAttributedString {
        let text = NSMutableAttributedString(string: "Hello, 世界", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        text.addAttributes([.font: bold, .foregroundColor: UIColor.red], range: NSRange(location: 0, length: 5))
        return text
    }

    func testRunsMatchTheAttributedString() async {
        let text = AttributedText(sample)
        XCTAssertEqual(text.string, "Hello, 世界")
        XCTAssertEqual(text.length, 9)
        XCTAssertEqual(text.runs.map(\.range), [NSRange(location: 0, length: 5), NSRange(location: 5, length: 4)])
        XCTAssertTrue(text.attributes(at: 4)[.font] as? UIFont === bold)
        XCTAssertNil(text.attributes(at: 5)[.foregroundColor])
        let back = text.nsAttributedString
        XCTAssertEqual(back.string, sample.string)
        XCTAssertTrue(back.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont === bold)
        XCTAssertEqual(back.attributes(at: 8, effectiveRange: nil)[.font] as? UIFont, UIFont.systemFont(ofSize: 12))
    }

    func testSubstringAppendAndFill() async {
        let text = AttributedText(sample)
        let tail = text.substring(NSRange(location: 3, length: 5))
        XCTAssertEqual(tail.string, "lo, 世")
        XCTAssertEqual(tail.runs.map(\.range), [NSRange(location: 0, length: 2), NSRange(location: 2, length: 3)])
        let joined = tail.appending(AttributedText(string: "…", attributes: [.kern: 2]))
        XCTAssertEqual(joined.string, "lo, 世…")
        XCTAssertEqual(joined.runs.last?.range, NSRange(location: 5, length: 1))
        XCTAssertEqual(joined.attributes(at: 5)[.kern] as? Int, 2)
        let filled = text.filling([.foregroundColor: UIColor.blue, .kern: 1])
        XCTAssertEqual(filled.attributes(at: 0)[.foregroundColor] as? UIColor, .red, "the text's own attribute wins")
        XCTAssertEqual(filled.attributes(at: 6)[.foregroundColor] as? UIColor, .blue, "the base fills in")
        XCTAssertEqual(filled.attributes(at: 6)[.kern] as? Int, 1)
    }

    /// A label laid out and measured 3,000 times, each time with new text: the process grows by
    /// far less than the ≈ 1.3 KB per attributed string an `NSAttributedString` per layout would
    /// keep (≈ 8 MB here).
    func testLabelLayoutsDoNotGrowTheHeap() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        func churn(_ count: Int) {
            for index in 0..<count {
                label.text = "Activity \(index)"
                _ = label.intrinsicContentSize
                _ = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
            }
        }
        churn(200)  // caches (fonts, pango) warm up first
        let before = residentBytes()
        churn(3_000)
        let grown = residentBytes() - before
        XCTAssertLessThan(grown, 2_000_000, "the process grew by \(grown) bytes over 3,000 label layouts")
    }

    /// The resident set size (`/proc/self/statm`, pages of 4 KB).
    private func residentBytes() -> Int {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        return (statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 4096
    }
}
