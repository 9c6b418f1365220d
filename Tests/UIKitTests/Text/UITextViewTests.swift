@_spi(ViewLab) import CoreGraphics
import Foundation
@_spi(ViewLab) @testable import UIKit
import ViewLabRender
import XCTest

/// A delegate that records what a text view asks and tells, and can veto edits.
final class RecordingTextViewDelegate: UITextViewDelegate {
    var calls: [String] = []
    var vetoed: String?
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { calls.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange \(range.location),\(range.length) \(text)")
        return text != vetoed
    }
    func textViewDidChangeSelection(_ textView: UITextView) { calls.append("didChangeSelection") }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
}

/// `UITextView`: defaults, where its text is drawn, sizing, editing, delegate and notifications.
@MainActor
final class UITextViewTests: XCTestCase {
    override func tearDown() async throws {
        await MainActor.run { UIResponder.firstResponder = nil }
    }

    func testDefaultsAreIOSs() async {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(view.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(view.textContainer.lineFragmentPadding, 5)
        XCTAssertEqual(view.text, "")
        XCTAssertNil(view.font, "no font is reported before one is set or there is text")
        XCTAssertTrue(view.isEditable)
        XCTAssertTrue(view.isSelectable)
        XCTAssertTrue(view.isScrollEnabled)
        XCTAssertTrue((view as UIView) is UIScrollView)
        XCTAssertEqual(view.backgroundColor, .systemBackground)
        XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 0))
        view.text = "Hello"
        XCTAssertEqual(view.font?.pointSize, 12, "text without a font set draws in the 12 pt system font")
        XCTAssertEqual(
            view.selectedRange, NSRange(location: 5, length: 0), "setting the text puts the caret at its end")
        view.layoutIfNeeded()
        XCTAssertEqual(view.textContainer.size.width, 200, "the container follows the width minus the insets")
    }

    // MARK: - Where the text is drawn

    /// The ink of `text` drawn by a text view, and of the same string drawn by string drawing
    /// with its line box's top-left at `expected`: they must coincide.
    private func assertFirstGlyph(
        inset: UIEdgeInsets, expected: CGPoint, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let font = UIFont.systemFont(ofSize: 30)
        let stage = Stage(device: .iPhone15)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 220, height: 120))
        view.backgroundColor = .white
        view.font = font
        view.textColor = .black
        view.textContainerInset = inset
        view.text = "Hg"
        stage.root.addSubview(view)
        let rendered = try stage.render(view, scale: 2)
        let reference = TextTestSupport.render(size: CGSize(width: 220, height: 120)) { _ in
            ("Hg" as NSString).draw(at: expected, withAttributes: [.font: font, .foregroundColor: UIColor.black])
        }
        let drawn = try XCTUnwrap(TextTestSupport.inkBounds(rendered), file: file, line: line)
        let wanted = try XCTUnwrap(TextTestSupport.inkBounds(reference), file: file, line: line)
        XCTAssertEqual(drawn.minX, wanted.minX, accuracy: 1, "x (pixels at 2x)", file: file, line: line)
        XCTAssertEqual(drawn.minY, wanted.minY, accuracy: 1, "y (pixels at 2x)", file: file, line: line)
        XCTAssertEqual(drawn.width, wanted.width, accuracy: 1, file: file, line: line)
    }

    func testInsetAndLineFragmentPaddingPlaceTheFirstGlyph() async throws {
        try assertFirstGlyph(inset: UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0), expected: CGPoint(x: 5, y: 8))
        try assertFirstGlyph(
            inset: UIEdgeInsets(top: 20, left: 30, bottom: 0, right: 0), expected: CGPoint(x: 35, y: 20))
    }

    func testZeroPaddingAndInsetDrawAtTheOrigin() async throws {
        let stage = Stage(device: .iPhone15)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.backgroundColor = .white
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        view.font = .systemFont(ofSize: 30)
        view.text = "H"
        stage.root.addSubview(view)
        let ink = try XCTUnwrap(TextTestSupport.inkBounds(try stage.render(view, scale: 2)))
        XCTAssertLessThan(ink.minX, 10, "the H's stem is within a few points of x = 0")
    }

    func testLinksAreDrawnInTheTintColour() async throws {
        let stage = Stage(device: .iPhone15)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        view.backgroundColor = .white
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.attributedText = NSAttributedString(
            string: "Visit",
            attributes: [.link: URL(string: "https://example.com")!, .font: UIFont.systemFont(ofSize: 30)])
        stage.root.addSubview(view)
        XCTAssertTrue(
            Self.hasReddish(try stage.render(view, scale: 2)), "a .link run takes linkTextAttributes: the tint colour")
        view.attributedText = NSAttributedString(string: "Visit", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        XCTAssertFalse(Self.hasReddish(try stage.render(view, scale: 2)))
    }

    func testDataDetectorsLinkAddressesWhenNotEditable() async throws {
        let stage = Stage(device: .iPhone15)
        // Below the safe area, so that no adjusted inset scrolls the second line away.
        let view = UITextView(frame: CGRect(x: 0, y: 200, width: 300, height: 80))
        view.backgroundColor = .white
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.font = .systemFont(ofSize: 20)
        view.text = "go to https://example.com now"
        view.dataDetectorTypes = .link
        stage.root.addSubview(view)
        XCTAssertFalse(Self.hasReddish(try stage.render(view, scale: 2)), "an editable text view detects nothing")
        view.isEditable = false
        XCTAssertTrue(Self.hasReddish(try stage.render(view, scale: 2)))
        XCTAssertEqual(
            DataDetection.ranges(of: .link, in: "go to https://example.com now"), [NSRange(location: 6, length: 19)])
        XCTAssertEqual(
            DataDetection.ranges(of: .phoneNumber, in: "call +1 (555) 123-4567."), [NSRange(location: 5, length: 17)])
    }

    static func hasReddish(_ image: CGImage) -> Bool {
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.red > 180, p.green < 90, p.blue < 90 { return true }
            }
        }
        return false
    }

    // MARK: - Sizing

    func testContentSizeIsTheTextHeightPlusTheInsetsWhileScrolling() async {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        view.font = .systemFont(ofSize: 17)
        view.text = (1...10).map { "Line \($0)" }.joined(separator: "\n")
        view.layoutIfNeeded()
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        XCTAssertEqual(view.contentSize.width, 200)
        XCTAssertEqual(view.contentSize.height, (10 * line + 16).rounded(.up), accuracy: 2)
        XCTAssertEqual(
            view.intrinsicContentSize.height, UIView.noIntrinsicMetric, "a scrolling text view has no intrinsic size")
    }

    func testSizeThatFitsIsOneLinePlusTheInsetsWhenEmpty() async {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        view.font = .systemFont(ofSize: 17)
        let size = view.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(size.height, (UIFont.systemFont(ofSize: 17).lineHeight + 16).rounded(.up), accuracy: 1)
        view.text = "a\n"
        let twoLines = view.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertGreaterThan(twoLines.height, size.height + 15, "a final line break starts an empty line")
    }

    func testWithoutScrollingTheIntrinsicHeightFollowsTheTextInAutoLayout() async {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let view = UITextView()
        view.isScrollEnabled = false
        view.font = .systemFont(ofSize: 17)
        view.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            view.topAnchor.constraint(equalTo: host.topAnchor),
        ])
        view.text = "One"
        host.layoutIfNeeded()
        let one = view.frame.height
        XCTAssertEqual(one, (UIFont.systemFont(ofSize: 17).lineHeight + 16).rounded(.up), accuracy: 1)
        view.text = String(repeating: "word ", count: 40)
        host.layoutIfNeeded()
        XCTAssertGreaterThan(
            view.frame.height, one * 3, "the text wraps at the width Auto Layout gives it and the view grows")
        XCTAssertEqual(view.frame.width, 200)
    }

    // MARK: - Editing

    func testEditingAsksTheDelegateAndPostsTheNotifications() async {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let delegate = RecordingTextViewDelegate()
        view.delegate = delegate
        let log = NotificationLog([
            UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
            UITextView.textDidEndEditingNotification,
        ])
        XCTAssertTrue(view.becomeFirstResponder())
        view.insertText("Hi")
        delegate.vetoed = "!"
        view.insertText("!")
        XCTAssertEqual(view.text, "Hi", "a veto leaves the text as it was")
        view.deleteBackward()
        XCTAssertTrue(view.resignFirstResponder())
        XCTAssertEqual(view.text, "H")
        XCTAssertEqual(
            delegate.calls,
            [
                "shouldBegin", "didBegin", "shouldChange 0,0 Hi", "didChangeSelection", "didChange",
                "shouldChange 2,0 !", "shouldChange 1,1 ", "didChangeSelection", "didChange",
                "shouldEnd", "didEnd",
            ])
        XCTAssertEqual(
            log.names,
            [
                "UITextViewTextDidBeginEditingNotification", "UITextViewTextDidChangeNotification",
                "UITextViewTextDidChangeNotification", "UITextViewTextDidEndEditingNotification",
            ])
        XCTAssertTrue(log.objects.allSatisfy { $0 === view })
        view.text = "set in code"
        XCTAssertEqual(log.names.count, 4, "setting text in code posts nothing")
    }

    func testANonEditableTextViewDoesNotBecomeFirstResponder() async {
        let view = UITextView()
        view.isEditable = false
        XCTAssertFalse(view.becomeFirstResponder())
    }

    func testBecomingFirstResponderShowsTheKeyboard() async {
        let stage = Stage(device: .iPhone15)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        stage.root.addSubview(view)
        view.becomeFirstResponder()
        XCTAssertTrue(stage.window.isKeyboardShown)
        let field = UITextField(frame: CGRect(x: 0, y: 120, width: 200, height: 34))
        stage.root.addSubview(field)
        field.becomeFirstResponder()
        XCTAssertTrue(stage.window.isKeyboardShown, "focus moving from a text view to a field keeps the keyboard up")
        stage.root.endEditing(true)
        XCTAssertFalse(stage.window.isKeyboardShown)
    }

    func testCaretRectIsTwoPointsWideAtTheInsetAndPadding() async {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 17)
        let caret = view.caretRect(for: view.beginningOfDocument)
        XCTAssertEqual(caret.minX, 5, accuracy: 0.5)
        XCTAssertEqual(caret.minY, 8, accuracy: 0.5)
        XCTAssertEqual(caret.width, 2)
        XCTAssertEqual(caret.height, UIFont.systemFont(ofSize: 17).lineHeight, accuracy: 1.5)
        view.text = "ab\ncd"
        let second = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 3)!)
        XCTAssertEqual(second.minX, 5, accuracy: 0.5, "the start of the second line")
        XCTAssertEqual(second.minY, caret.maxY, accuracy: 1)
        view.text = "ab\n"
        XCTAssertEqual(
            view.caretRect(for: view.endOfDocument).minY, caret.maxY, accuracy: 1,
            "after a final line break the caret is on a new line")
    }

    func testAFirstResponderDrawsItsCaretInTheTintColour() async throws {
        let stage = Stage(device: .iPhone15)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.backgroundColor = .white
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.font = .systemFont(ofSize: 20)
        stage.root.addSubview(view)
        XCTAssertFalse(Self.hasReddish(try stage.render(view, scale: 2)))
        view.becomeFirstResponder()
        let image = try stage.render(view, scale: 2)
        let caret = view.caretRect(for: view.endOfDocument)
        let p = image.pixel(x: Int(caret.midX * 2), y: Int(caret.midY * 2))
        XCTAssertTrue(p.red > 200 && p.green < 60, "the caret is filled with the tint colour at caretRect(for:)")
        view.selectedRange = NSRange(location: 0, length: 0)
        view.insertText("Hello")
        view.selectedRange = NSRange(location: 0, length: 5)
        let selected = try stage.render(view, scale: 2)
        let highlight = selected.pixel(
            x: Int(view.firstRect(for: view.selectedTextRange!).midX * 2), y: Int((8 + 3) * 2))
        XCTAssertTrue(
            highlight.red > 240 && highlight.green > 150 && highlight.green < 235,
            "the selection is the tint colour at about 20 % over white: \(highlight)")
    }

    /// GrowingTextView's and KMPlaceholderTextView's idiom: a placeholder drawn in `draw(_:)` at
    /// the first glyph's place lies beneath the text container, and the text still draws.
    func testASubclassDrawingAPlaceholderInDrawKeepsTheTextAbove() async throws {
        final class PlaceholderTextView: UITextView {
            var placeholder = "Write here"
            override func draw(_ rect: CGRect) {
                super.draw(rect)
                guard text.isEmpty else { return }
                let x = textContainerInset.left + textContainer.lineFragmentPadding
                (placeholder as NSString).draw(
                    at: CGPoint(x: x, y: textContainerInset.top),
                    withAttributes: [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: UIColor.gray])
            }
            override var text: String! { didSet { setNeedsDisplay() } }
        }
        let stage = Stage(device: .iPhone15)
        let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.backgroundColor = .white
        view.font = .systemFont(ofSize: 20)
        stage.root.addSubview(view)
        let empty = try XCTUnwrap(TextTestSupport.inkBounds(try stage.render(view, scale: 2)))
        XCTAssertEqual(empty.minX, 10, accuracy: 4, "the placeholder at x = 5 pt")
        view.text = "Hello"
        XCTAssertNotNil(TextTestSupport.inkBounds(try stage.render(view, scale: 2)))
        XCTAssertEqual(
            view.subviews.first.map { $0 is UITextContainerView }, true, "the text container is the first subview")
    }

    func testScrollRangeToVisibleScrollsToTheCaret() async {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.font = .systemFont(ofSize: 17)
        view.text = (1...20).map { "Line \($0)" }.joined(separator: "\n")
        view.layoutIfNeeded()
        view.scrollRangeToVisible(NSRange(location: view.text.utf16.count, length: 0))
        XCTAssertGreaterThan(view.contentOffset.y, 300)
        XCTAssertLessThanOrEqual(view.contentOffset.y, view.contentSize.height - 60 + 0.5)
    }
}

extension UITextViewTests {
    /// A picture of an editing text view with a selection, for looking at (`$TMPDIR/viewlab-text`).
    func testEditingTextViewPicture() async throws {
        let stage = Stage(device: .iPhone15)
        let view = UITextView(frame: CGRect(x: 20, y: 200, width: 260, height: 120))
        view.backgroundColor = .white
        view.font = .systemFont(ofSize: 17)
        view.text = "The quick brown fox jumps over the lazy dog. \u{1F44D} e\u{301}te"
        stage.root.addSubview(view)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 4, length: 30)
        let image = try stage.render(view, scale: 2)
        TextTestSupport.dump(image, "textview-selection")
        view.selectedRange = NSRange(location: 10, length: 0)
        TextTestSupport.dump(try stage.render(view, scale: 2), "textview-caret")
        XCTAssertNotNil(TextTestSupport.inkBounds(image))
    }
}

extension UITextViewTests {
    /// The "tap on a word" idiom: the point minus `textContainerInset`, asked of the layout
    /// manager in container coordinates, gives the character under it.
    func testTheLayoutManagerFindsTheCharacterUnderAPoint() async throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = "Hello world"
        let manager = view.layoutManager, container = view.textContainer
        let w = view.caretRect(for: try XCTUnwrap(view.position(from: view.beginningOfDocument, offset: 6)))
        let o = view.caretRect(for: try XCTUnwrap(view.position(from: view.beginningOfDocument, offset: 7)))
        let tap = CGPoint(
            x: (w.minX + o.minX) / 2 - view.textContainerInset.left, y: w.midY - view.textContainerInset.top)
        var fraction: CGFloat = -1
        XCTAssertEqual(
            manager.characterIndex(for: tap, in: container, fractionOfDistanceBetweenInsertionPoints: &fraction), 6,
            "the w")
        XCTAssertEqual(fraction, 0.5, accuracy: 0.1)
        XCTAssertEqual(manager.glyphRange(for: container), NSRange(location: 0, length: 11))
        let hello = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 5), in: container)
        XCTAssertEqual(hello.minX, 5, accuracy: 0.5, "container coordinates start before the padding")
        XCTAssertEqual(
            hello.maxX,
            w.minX - manager.boundingRect(forGlyphRange: NSRange(location: 5, length: 1), in: container).width,
            accuracy: 1)
        XCTAssertEqual(manager.usedRect(for: container).height, UIFont.systemFont(ofSize: 17).lineHeight, accuracy: 1.5)
        container.maximumNumberOfLines = 1
        view.text = String(repeating: "word ", count: 30)
        XCTAssertLessThan(manager.glyphRange(for: container).length, 150, "one line shown: fewer characters laid out")
    }
}
