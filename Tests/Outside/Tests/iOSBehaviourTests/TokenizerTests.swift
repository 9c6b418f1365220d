import UIKit
import XCTest

/// A text input's tokenizer divides its text into characters, words, sentences and paragraphs;
/// on a boundary a unit encloses a position only if the next position in the given direction is
/// inside it (Apple, UITextInputTokenizer `rangeEnclosingPosition(_:with:inDirection:)`).
/// UIKit's text views and fields answer through a `UITextInputStringTokenizer`; a link-tapping
/// text view asks for the character under a point, `UITextDirection(rawValue: 3)` being "left".
@MainActor
final class TokenizerTests: XCTestCase {
    func enclosing(_ view: UITextView, _ offset: Int, _ granularity: UITextGranularity, _ direction: UITextDirection) -> String? {
        let position = view.position(from: view.beginningOfDocument, offset: offset)!
        return view.tokenizer.rangeEnclosingPosition(position, with: granularity, inDirection: direction).flatMap(view.text(in:))
    }

    func test_rangeEnclosingPosition_findsWordsSentencesAndCharacters_lookingInTheDirectionAtABoundary() async {
        let view = UITextView()
        view.text = "Hello world. Second one!\nNext 👍🏽 line"
        XCTAssertEqual(enclosing(view, 7, .word, .storage(.forward)), "world")
        XCTAssertNil(enclosing(view, 5, .word, .storage(.forward)), "after \"Hello\" comes a space, in no word")
        XCTAssertEqual(enclosing(view, 5, .word, .storage(.backward)), "Hello")
        XCTAssertEqual(enclosing(view, 5, .word, UITextDirection(rawValue: 3)), "Hello", "3 is the layout direction left")
        XCTAssertEqual(enclosing(view, 15, .sentence, .storage(.forward)), "Second one!")
        XCTAssertEqual(enclosing(view, 2, .sentence, .storage(.forward)), "Hello world. ")
        XCTAssertEqual(enclosing(view, 27, .paragraph, .storage(.forward)), "Next 👍🏽 line")
        XCTAssertEqual(enclosing(view, 30, .character, .storage(.forward)), "👍🏽", "a character is a grapheme: 4 UTF-16 units")
        XCTAssertEqual(enclosing(view, 0, .document, .storage(.forward)), view.text)
    }

    func test_boundaries_areUnitEndsGoingForward_andStartsGoingBackward() async {
        let field = UITextField()
        field.text = "one two"
        let tokenizer = field.tokenizer
        let start = field.beginningOfDocument
        let afterOne = field.position(from: start, offset: 3)!
        XCTAssertTrue(tokenizer.isPosition(afterOne, atBoundary: .word, inDirection: .storage(.forward)))
        XCTAssertFalse(tokenizer.isPosition(afterOne, atBoundary: .word, inDirection: .storage(.backward)))
        XCTAssertFalse(tokenizer.isPosition(afterOne, withinTextUnit: .word, inDirection: .storage(.forward)))
        XCTAssertTrue(tokenizer.isPosition(afterOne, withinTextUnit: .word, inDirection: .storage(.backward)))
        let next = tokenizer.position(from: afterOne, toBoundary: .word, inDirection: .storage(.forward))
        XCTAssertEqual(next.map { field.offset(from: start, to: $0) }, 7)
        let previous = tokenizer.position(from: afterOne, toBoundary: .word, inDirection: .storage(.backward))
        XCTAssertEqual(previous.map { field.offset(from: start, to: $0) }, 0)
    }
}
