import Foundation
@testable import UIKit
import XCTest

/// Records what a text storage tells its delegate.
final class RecordingStorageDelegate: NSTextStorageDelegate {
    var calls: [String] = []
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int
    ) {
        calls.append("will \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
    }
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int
    ) {
        calls.append("did \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
    }
}

/// `NSTextStorage`: an `NSMutableAttributedString` that reports its edits (Apple, NSTextStorage:
/// "processEditing … sends … willProcessEditing … didProcessEditing … then informs the layout
/// managers"; edits between beginEditing/endEditing are processed once, at endEditing).
@MainActor
final class NSTextStorageTests: XCTestCase {
    func testItIsAMutableAttributedStringKeepingItsText() async {
        let storage = NSTextStorage(attributedString: NSAttributedString(string: "Hello", attributes: [.kern: 2]))
        let asString: NSMutableAttributedString = storage
        XCTAssertEqual(asString.string, "Hello")
        XCTAssertEqual(storage.attribute(.kern, at: 1, effectiveRange: nil) as? Int, 2)
        storage.append(NSAttributedString(string: " world"))
        storage.insert(NSAttributedString(string: ">"), at: 0)
        storage.deleteCharacters(in: NSRange(location: 0, length: 1))
        XCTAssertEqual(storage.string, "Hello world")
        XCTAssertEqual(NSTextStorage().length, 0)
    }

    func testEveryEditIsProcessedWithItsMaskRangeAndChange() async {
        let storage = NSTextStorage(string: "Hello world")
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Goodbye")
        // characters = 2; the range is the new text's (7 long), the change +2.
        XCTAssertEqual(delegate.calls, ["will 2 0,7 2", "did 2 0,7 2"])
        delegate.calls = []
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 8, length: 5))
        XCTAssertEqual(delegate.calls, ["will 1 8,5 0", "did 1 8,5 0"], "attributes = 1")
        delegate.calls = []
        storage.removeAttribute(.foregroundColor, range: NSRange(location: 8, length: 2))
        storage.setAttributes([.kern: 1], range: NSRange(location: 0, length: 1))
        XCTAssertEqual(delegate.calls.count, 4)
        XCTAssertTrue(storage.editedMask.isEmpty, "processing clears the record")
        XCTAssertEqual(storage.changeInLength, 0)
    }

    func testEditsBetweenBeginAndEndEditingAreProcessedOnce() async {
        let storage = NSTextStorage(string: "abc")
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 3, length: 0), with: "def")
        storage.addAttribute(.kern, value: 1, range: NSRange(location: 0, length: 1))
        XCTAssertEqual(delegate.calls, [], "nothing is processed while editing")
        XCTAssertEqual(storage.editedMask, [.editedCharacters, .editedAttributes])
        storage.endEditing()
        XCTAssertEqual(delegate.calls, ["will 3 0,6 3", "did 3 0,6 3"], "one pass over the union of the edits")
    }

    func testTheStorageKeepsItsLayoutManagers() async {
        let storage = NSTextStorage(string: "x")
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        storage.addLayoutManager(manager)
        XCTAssertEqual(storage.layoutManagers.count, 1)
        XCTAssertTrue(manager.textStorage === storage)
        let other = NSTextStorage(string: "yz")
        manager.replaceTextStorage(other)
        XCTAssertTrue(storage.layoutManagers.isEmpty)
        XCTAssertTrue(manager.textStorage === other)
        XCTAssertEqual(manager.numberOfGlyphs, 2)
        other.removeLayoutManager(manager)
        XCTAssertNil(manager.textStorage)
    }
}

/// A text view's `textStorage` and its layout manager's are one object, kept in step with the
/// view's text both ways (Apple, UITextView.textStorage).
@MainActor
final class UITextViewTextStorageTests: XCTestCase {
    func testTheTextStorageMirrorsTheTextViewBothWays() async {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "Hello world"
        let storage = view.textStorage
        XCTAssertEqual(storage.string, "Hello world")
        XCTAssertTrue(view.layoutManager.textStorage === storage)
        XCTAssertTrue(view.textStorage === storage, "the same object every time")
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
        XCTAssertEqual(
            view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red,
            "a highlighter's attributes become the view's")
        storage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Bye")
        XCTAssertEqual(view.text, "Bye world")
        XCTAssertEqual(
            view.layoutManager.glyphRange(for: view.textContainer).length, 9, "the view lays the new text out")
        view.text = "New"
        XCTAssertEqual(view.textStorage.string, "New")
        XCTAssertEqual(view.layoutManager.numberOfGlyphs, 3)
    }
}
