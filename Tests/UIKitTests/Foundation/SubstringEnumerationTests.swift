import Foundation
import UIKit
import XCTest

/// Word and sentence enumeration, which swift-corelibs-foundation marks unavailable: the calls
/// "read more" labels make to cut text at a word (`options: [.byWords, .reverse]`) compile
/// unchanged and find words as iOS does (letters and digits; spaces and punctuation between).
final class SubstringEnumerationTests: XCTestCase {
    func testWordsOfAnNSStringWithTheirEnclosingRanges() {
        let text = "Hello, wide world! It's 2026." as NSString
        var words: [String] = [], ranges: [NSRange] = [], enclosing: [NSRange] = []
        text.enumerateSubstrings(in: NSRange(location: 0, length: text.length), options: .byWords) {
            word, range, outer, _ in
            words.append(word ?? "")
            ranges.append(range)
            enclosing.append(outer)
        }
        XCTAssertEqual(words, ["Hello", "wide", "world", "It's", "2026"])
        XCTAssertEqual(ranges[1], NSRange(location: 7, length: 4))
        XCTAssertEqual(enclosing[0], NSRange(location: 0, length: 7), "a word's enclosing range runs to the next word")
        XCTAssertEqual(NSMaxRange(enclosing.last!), text.length, "the last one to the end")
    }

    func testReverseStopAndNoSubstrings() {
        let text = "one two three four" as NSString
        var seen: [String] = []
        text.enumerateSubstrings(in: NSRange(location: 0, length: text.length), options: [.byWords, .reverse]) {
            word, _, _, stop in
            seen.append(word ?? "")
            if seen.count == 2 { stop.pointee = true }
        }
        XCTAssertEqual(seen, ["four", "three"])
        var substrings: [String?] = []
        text.enumerateSubstrings(in: NSRange(location: 4, length: 9), options: [.byWords, .substringNotRequired]) {
            word, range, _, _ in
            substrings.append(word)
            XCTAssertGreaterThanOrEqual(range.location, 4)
        }
        XCTAssertEqual(substrings.count, 2)
        XCTAssertTrue(substrings.allSatisfy { $0 == nil })
    }

    func testSentencesAndSwiftStrings() {
        let text = "First one. Second? Third!"
        var sentences: [String] = []
        text.enumerateSubstrings(in: text.startIndex..<text.endIndex, options: .bySentences) { sentence, range, _, _ in
            sentences.append(sentence ?? "")
            XCTAssertEqual(String(text[range]), sentence)
        }
        XCTAssertEqual(sentences, ["First one. ", "Second? ", "Third!"])
        let sub = text.dropFirst(6)
        var words: [String] = []
        sub.enumerateSubstrings(in: sub.startIndex..<sub.endIndex, options: .byWords) { word, range, _, _ in
            words.append(word ?? "")
            XCTAssertEqual(String(sub[range]), word, "ranges are indices of the substring")
        }
        XCTAssertEqual(words, ["one", "Second", "Third"])
    }

    func testOtherUnitsStayFoundations() {
        let text = "a\nb" as NSString
        var lines: [String] = []
        text.enumerateSubstrings(in: NSRange(location: 0, length: text.length), options: .byLines) { line, _, _, _ in
            lines.append(line ?? "")
        }
        XCTAssertEqual(lines, ["a", "b"])
    }
}
