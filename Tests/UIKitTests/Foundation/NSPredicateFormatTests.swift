import Foundation
@testable import ObjCRuntime
import UIKit
import XCTest

/// `NSPredicate(format:)` as Apple's *Predicate Programming Guide* ("Predicate Format String
/// Syntax") defines it: string comparisons with `[c]`/`[d]`, `MATCHES` as a whole-string ICU
/// regular expression, `LIKE` with `*` and `?`, numeric comparisons, key paths, `IN` lists, `AND`/
/// `OR`/`NOT`, and the `%@`/`%K`/`%d` arguments.
final class NSPredicateFormatTests: XCTestCase {
    final class Person: NSObject {
        let name: String
        let age: Int
        let nickname: String?
        init(_ name: String, _ age: Int, nickname: String? = nil) {
            (self.name, self.age, self.nickname) = (name, age, nickname)
        }
    }

    /// The text-field idiom: an e-mail address checked with `SELF MATCHES %@`.
    func testMatchesIsAWholeStringRegularExpression() {
        let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
        XCTAssertTrue(email.evaluate(with: "ada@example.com"))
        XCTAssertFalse(email.evaluate(with: "ada@example"))
        XCTAssertFalse(email.evaluate(with: "see ada@example.com"), "the whole string must match")
        XCTAssertFalse(NSPredicate(format: "SELF MATCHES '[0-9]+'").evaluate(with: 42), "not a string")
    }

    func testStringOperatorsAndTheirOptions() {
        XCTAssertTrue(NSPredicate(format: "SELF CONTAINS[c] %@", "LAB").evaluate(with: "ViewLab"))
        XCTAssertFalse(NSPredicate(format: "SELF CONTAINS %@", "LAB").evaluate(with: "ViewLab"))
        XCTAssertTrue(NSPredicate(format: "SELF BEGINSWITH 'View'").evaluate(with: "ViewLab"))
        XCTAssertTrue(NSPredicate(format: "SELF ENDSWITH[cd] 'cafe'").evaluate(with: "Le Café"))
        XCTAssertTrue(NSPredicate(format: "SELF LIKE 'V*L?b'").evaluate(with: "ViewLab"))
        XCTAssertFalse(NSPredicate(format: "SELF LIKE 'V*L?'").evaluate(with: "ViewLab"))
        XCTAssertTrue(NSPredicate(format: "SELF == 'a' OR SELF == 'b'").evaluate(with: "b"))
    }

    /// Key paths read the evaluated object's properties (and a dictionary's keys); numbers compare
    /// as numbers; a nil property equals `nil`.
    func testKeyPathsNumbersListsAndCompounds() {
        let people = [Person("Ada", 36), Person("Grace", 45, nickname: "Amazing"), Person("Alan", 41)]
        let filtered = (people as NSArray).filtered(
            using: NSPredicate(format: "age >= %d AND name BEGINSWITH[c] %@", 40, "a"))
        XCTAssertEqual((filtered as? [Person])?.map(\.name), ["Alan"])
        XCTAssertEqual(
            people.filter { NSPredicate(format: "%K IN {'Ada', 'Grace'}", "name").evaluate(with: $0) }.map(\.name),
            ["Ada", "Grace"])
        XCTAssertEqual(people.filter { NSPredicate(format: "nickname == nil").evaluate(with: $0) }.count, 2)
        XCTAssertEqual(people.filter { NSPredicate(format: "NOT (age < 40)").evaluate(with: $0) }.count, 2)
        XCTAssertTrue(
            NSPredicate(format: "city == 'Paris' && size > 2.5").evaluate(
                with: ["city": "Paris", "size": 3] as [String: Any]))
        XCTAssertTrue(NSPredicate(format: "TRUEPREDICATE").evaluate(with: nil))
    }

    func testTheFormatIsTokenizedAsTheGuideWritesIt() throws {
        XCTAssertEqual(
            try PredicateFormatParser.tokenize("name ==[c] 'x' && %K != %@"),
            [
                .word("name"), .symbol("=="), .symbol("["), .word("c"), .symbol("]"), .string("x"), .symbol("&&"),
                .argument("K"), .symbol("!="), .argument("@"),
            ])
        XCTAssertThrowsError(try PredicateFormatParser.tokenize("name == 'open"))
        var parser = try PredicateFormatParser("name ==", arguments: [])
        XCTAssertThrowsError(try parser.parse())
    }
}
