@_spi(ViewLab) import CoreGraphics
import Foundation
@testable import UIKit
import ViewLabRender
import XCTest

/// A field delegate that records `shouldChangeCharactersIn` and can veto.
final class RecordingChangeDelegate: UITextFieldDelegate {
    var changes: [String] = []
    var allows = true
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        changes.append("\(range.location),\(range.length) \(string)")
        return allows
    }
}

/// `UIKeyInput` / `UITextInput` / `UITextInputTraits` on `UITextField` and `UITextView`: UTF-16
/// positions (`NSString` semantics), keyboard edits through the delegate, geometry.
@MainActor
final class TextInputTests: XCTestCase {
    override func tearDown() async throws {
        await MainActor.run { UIResponder.firstResponder = nil }
    }

    /// "a", a thumbs-up (2 UTF-16 units), "e" with a combining acute accent (2 units).
    static let composed = "a\u{1F44D}e\u{301}"

    func testPositionsAreUTF16OffsetsLikeNSString() async throws {
        for input in [
            UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34)) as UITextInput,
            UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)),
        ] {
            if let field = input as? UITextField {
                field.text = Self.composed
            } else {
                (input as! UITextView).text = Self.composed
            }
            XCTAssertEqual(input.offset(from: input.beginningOfDocument, to: input.endOfDocument), 5)
            XCTAssertEqual(
                input.offset(from: input.beginningOfDocument, to: input.endOfDocument),
                (Self.composed as NSString).length)
            XCTAssertNil(input.position(from: input.beginningOfDocument, offset: 6), "past the end: nil")
            XCTAssertNil(input.position(from: input.beginningOfDocument, offset: -1), "before the beginning: nil")
            let one = try XCTUnwrap(input.position(from: input.beginningOfDocument, offset: 1))
            let three = try XCTUnwrap(input.position(from: one, offset: 2))
            let range = try XCTUnwrap(input.textRange(from: one, to: three))
            XCTAssertEqual(input.text(in: range), "\u{1F44D}")
            XCTAssertEqual(input.compare(one, to: three), .orderedAscending)
            XCTAssertEqual(input.compare(three, to: one), .orderedDescending)
            XCTAssertEqual(
                input.compare(one, to: input.position(from: input.beginningOfDocument, offset: 1)!), .orderedSame)
            XCTAssertNil(input.markedTextRange)
            XCTAssertTrue(input.hasText)
            let end = try XCTUnwrap(input.selectedTextRange)
            XCTAssertTrue(end.isEmpty)
            XCTAssertEqual(
                input.offset(from: input.beginningOfDocument, to: end.start), 5,
                "the caret is at the end after setting text")
        }
    }

    func testDeleteBackwardDeletesAWholeComposedCharacterSequence() async {
        let view = UITextView()
        view.text = Self.composed
        view.deleteBackward()
        XCTAssertEqual(view.text, "a\u{1F44D}", "the e and its combining mark go together")
        view.deleteBackward()
        XCTAssertEqual(view.text, "a", "both halves of the emoji's surrogate pair go")
        view.deleteBackward()
        view.deleteBackward()
        XCTAssertEqual(view.text, "")
        XCTAssertFalse(view.hasText)
    }

    func testInsertTextReplacesTheSelection() async throws {
        let field = UITextField()
        field.text = "Hello world"
        let start = try XCTUnwrap(field.position(from: field.beginningOfDocument, offset: 6))
        field.selectedTextRange = field.textRange(from: start, to: field.endOfDocument)
        field.insertText("there")
        XCTAssertEqual(field.text, "Hello there")
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), 11)
        field.replace(field.textRange(from: field.beginningOfDocument, to: start)!, withText: "Hi ")
        XCTAssertEqual(field.text, "Hi there")
    }

    func testAFieldsKeyboardEditsAskTheDelegateAndSendEditingChanged() async {
        let field = UITextField()
        let delegate = RecordingChangeDelegate()
        field.delegate = delegate
        var changed = 0
        field.addAction(UIAction { _ in changed += 1 }, for: .editingChanged)
        let log = NotificationLog([UITextField.textDidChangeNotification])
        field.insertText("ab")
        field.deleteBackward()
        XCTAssertEqual(delegate.changes, ["0,0 ab", "1,1 "])
        XCTAssertEqual(field.text, "a")
        XCTAssertEqual(changed, 2)
        XCTAssertEqual(log.names.count, 2)
        delegate.allows = false
        field.insertText("c")
        XCTAssertEqual(field.text, "a", "shouldChangeCharactersIn returning false vetoes the edit")
        XCTAssertEqual(changed, 2, "a vetoed edit sends no .editingChanged")
        XCTAssertEqual(log.names.count, 2, "and posts no notification")
        field.replace(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!, withText: "code")
        XCTAssertEqual(field.text, "code", "replace(_:withText:) does not ask the delegate")
        XCTAssertEqual(delegate.changes.count, 3)
    }

    func testTraitsAreStoredWithUIKitsDefaults() async {
        let field = UITextField(), view = UITextView()
        for input in [field as UITextInputTraits, view] {
            XCTAssertEqual(input.keyboardType, .default)
            XCTAssertEqual(input.keyboardAppearance, .default)
            XCTAssertEqual(input.returnKeyType, .default)
            XCTAssertEqual(input.autocapitalizationType, .sentences)
            XCTAssertEqual(input.autocorrectionType, .default)
            XCTAssertEqual(input.spellCheckingType, .default)
            XCTAssertNil(input.textContentType)
            XCTAssertFalse(input.isSecureTextEntry)
            input.keyboardType = .emailAddress
            input.keyboardAppearance = .dark
            input.textContentType = .emailAddress
            XCTAssertEqual(input.keyboardType, .emailAddress)
            XCTAssertEqual(input.keyboardAppearance, .dark)
            XCTAssertEqual(input.textContentType, .emailAddress)
        }
        let accessory = UIView()
        field.inputAccessoryView = accessory
        XCTAssertTrue(field.inputAccessoryView === accessory)
        XCTAssertNil(UIView().inputView)
    }

    func testClosestPositionFindsTheCaretItWasMeasuredFrom() async throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = "Hello\nworld"
        for offset in [0, 2, 5, 6, 9, 11] {
            let position = try XCTUnwrap(view.position(from: view.beginningOfDocument, offset: offset))
            let caret = view.caretRect(for: position)
            let found = try XCTUnwrap(view.closestPosition(to: CGPoint(x: caret.minX + 0.5, y: caret.midY)))
            XCTAssertEqual(view.offset(from: view.beginningOfDocument, to: found), offset)
        }
        let rects = view.selectionRects(for: view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)!)
        XCTAssertEqual(rects.count, 2, "one selection rectangle per line")
        XCTAssertTrue(rects[0].containsStart && rects[1].containsEnd)
    }

    func testAFieldsCaretFollowsItsTextAndIsDrawnWhileEditing() async throws {
        let stage = Stage(device: .iPhone15)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.backgroundColor = .white
        field.borderStyle = .roundedRect
        field.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        field.text = "Hi"
        stage.root.addSubview(field)
        let start = field.caretRect(for: field.beginningOfDocument)
        XCTAssertEqual(start.minX, 7, accuracy: 0.5, "the rounded rect's text inset")
        XCTAssertEqual(start.width, 2)
        XCTAssertEqual(start.midY, 17, accuracy: 1, "vertically centred with the text")
        XCTAssertGreaterThan(field.caretRect(for: field.endOfDocument).minX, start.minX + 10)
        XCTAssertFalse(UITextViewTests.hasReddish(try stage.render(field, scale: 2)))
        field.becomeFirstResponder()
        let caret = field.caretRect(for: field.endOfDocument)
        let p = try stage.render(field, scale: 2).pixel(x: Int(caret.midX * 2), y: Int(caret.midY * 2))
        XCTAssertTrue(p.red > 200 && p.green < 60, "a first responder draws its caret in the tint colour: \(p)")
    }

    /// SkyFloatingLabelTextField-style: a subclass that draws in `draw(_:)` without `super`
    /// keeps the field's text, which iOS draws outside `draw(_:)`.
    func testASubclassOverridingDrawKeepsItsText() async throws {
        final class UnderlinedField: UITextField {
            override func draw(_ rect: CGRect) {
                UIColor.black.setFill()
                UIRectFill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
            }
        }
        let stage = Stage(device: .iPhone15)
        let field = UnderlinedField(frame: CGRect(x: 0, y: 0, width: 160, height: 34))
        field.backgroundColor = .white
        stage.root.addSubview(field)
        let underline = try XCTUnwrap(TextTestSupport.inkBounds(try stage.render(field, scale: 2)))
        XCTAssertGreaterThan(underline.minY, 60, "without text only the underline is drawn")
        field.text = "Hello"
        let withText = try XCTUnwrap(TextTestSupport.inkBounds(try stage.render(field, scale: 2)))
        XCTAssertLessThan(withText.minY, 30, "the text is drawn too")
    }

    /// The floating-label idiom: the label floats while the field is editing or has text, and the
    /// component reads the selection to keep the caret at the end.
    func testAFloatingLabelFieldReadsTheSelectedTextRange() async throws {
        final class FloatingLabelField: UITextField {
            let floating = UILabel()
            override func layoutSubviews() {
                super.layoutSubviews()
                floating.alpha = isEditing || hasText ? 1 : 0
                if floating.superview == nil { addSubview(floating) }
            }
            override func becomeFirstResponder() -> Bool {
                let result = super.becomeFirstResponder()
                if let range = selectedTextRange, range.isEmpty {
                    selectedTextRange = textRange(from: endOfDocument, to: endOfDocument)
                }
                setNeedsLayout()
                return result
            }
        }
        let field = FloatingLabelField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        field.layoutIfNeeded()
        XCTAssertEqual(field.floating.alpha, 0)
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("abc")
        field.layoutIfNeeded()
        XCTAssertEqual(field.floating.alpha, 1)
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.end), 3)
    }

    func testTheMenuControllerRecordsAndPosts() async {
        let menu = UIMenuController.shared
        let log = NotificationLog([UIMenuController.willShowMenuNotification, UIMenuController.didHideMenuNotification])
        menu.showMenu(from: UIView(), rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertTrue(menu.isMenuVisible)
        XCTAssertEqual(menu.menuFrame, CGRect(x: 1, y: 2, width: 3, height: 4))
        menu.hideMenu()
        XCTAssertFalse(menu.isMenuVisible)
        XCTAssertEqual(
            log.names, ["UIMenuControllerWillShowMenuNotification", "UIMenuControllerDidHideMenuNotification"])
    }
}

extension TextInputTests {
    func testClearsOnBeginEditingClearsTheTextWhenEditingBegins() async {
        let field = UITextField()
        field.text = "old"
        field.clearsOnBeginEditing = true
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(field.text, "")
        XCTAssertFalse(field.hasText)
    }
}

extension TextInputTests {
    /// Bad input: offsets and ranges far outside the text, non-finite points — nil or clamped,
    /// never a crash.
    func testOutOfRangeOffsetsAndPointsAreRefusedOrClamped() async throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "abc"
        XCTAssertNil(view.position(from: view.endOfDocument, offset: Int.max))
        XCTAssertNil(view.position(from: view.beginningOfDocument, offset: Int.min))
        XCTAssertNil(view.position(from: view.beginningOfDocument, in: .left, offset: Int.min))
        view.selectedRange = NSRange(location: Int.max - 1, length: 10)
        XCTAssertEqual(view.selectedRange, NSRange(location: 3, length: 0))
        view.selectedRange = NSRange(location: 1, length: Int.max)
        XCTAssertEqual(view.selectedRange, NSRange(location: 1, length: 2))
        view.scrollRangeToVisible(NSRange(location: 2, length: Int.max))
        let nowhere = try XCTUnwrap(view.closestPosition(to: CGPoint(x: CGFloat.nan, y: .infinity)))
        XCTAssertTrue((0...3).contains(view.offset(from: view.beginningOfDocument, to: nowhere)))
        let far = try XCTUnwrap(view.closestPosition(to: CGPoint(x: 1e9, y: 1e9)))
        XCTAssertEqual(view.offset(from: view.beginningOfDocument, to: far), 3, "below and right of the text: its end")
        XCTAssertFalse(view.caretRect(for: view.endOfDocument).isNull)
    }
}

/// The string tokenizer's units (UTF-16 offsets): graphemes, words without spaces and
/// punctuation, sentences with the spaces after their end, paragraphs without the line break.
final class TextUnitsTests: XCTestCase {
    func testUnitsOfAStringTokenizer() {
        let units = TextUnits("Hi, it's 9 o’clock. Go!\n👍🏽 ok")
        XCTAssertEqual(units.ranges(.word), [0..<2, 4..<8, 9..<10, 11..<18, 20..<22, 29..<31])
        XCTAssertEqual(units.ranges(.sentence), [0..<20, 20..<23, 24..<31])
        XCTAssertEqual(units.ranges(.paragraph), [0..<23, 24..<31])
        XCTAssertEqual(units.ranges(.character).count, 28, "👍🏽 is one grapheme of four UTF-16 units")
        XCTAssertEqual(units.ranges(.character).last, 30..<31)
        XCTAssertEqual(units.ranges(.document), [0..<31])
        XCTAssertEqual(TextUnits("").ranges(.document), [])
    }
}
