import PixelReading
import UIKit
import XCTest

/// Text views and text input as components written for iOS use them, through public API only.
///
/// Rules: `UITextView` is a `UIScrollView` whose `textContainerInset` defaults to 8 pt top and
/// bottom and whose container pads lines by `lineFragmentPadding` = 5 pt (Apple, UITextView and
/// NSTextContainer documentation); `UITextInput` positions count UTF-16 units (`NSString`
/// indexes); keyboard edits (`insertText(_:)`, `deleteBackward()`) ask the delegate first and
/// post the change notification (Apple, UITextFieldDelegate / UITextViewDelegate documentation).
final class TextInputBehaviourTests: XCTestCase {
    /// KMPlaceholderTextView-style: a placeholder label pinned at the first glyph's place with the
    /// insets and padding, hidden once there is text.
    final class PlaceholderTextView: UITextView {
        let placeholderLabel = UILabel()
        override init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame, textContainer: textContainer)
            placeholderLabel.text = "Placeholder"
            placeholderLabel.textColor = .lightGray
            addSubview(placeholderLabel)
            token = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: self, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.textChanged() }
            }
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        var token: NSObjectProtocol?
        func textChanged() { placeholderLabel.isHidden = !text.isEmpty }
        override var text: String! { didSet { textChanged() } }
        override func layoutSubviews() {
            super.layoutSubviews()
            placeholderLabel.sizeToFit()
            placeholderLabel.frame.origin = CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
        }
    }

    func test_textViewDefaults_insetEightTopAndBottom_paddingFive_scrolls() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(view.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(view.textContainer.lineFragmentPadding, 5)
        XCTAssertTrue(view.isScrollEnabled)
        XCTAssertTrue(view.isEditable)
        let scrollView: UIScrollView = view
        XCTAssertTrue(scrollView.isScrollEnabled)
    }

    func test_placeholderTextView_hidesItsPlaceholderWhenTextIsTyped() {
        let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: nil)
        view.layoutIfNeeded()
        XCTAssertEqual(view.placeholderLabel.frame.origin, CGPoint(x: 5, y: 8))
        XCTAssertFalse(view.placeholderLabel.isHidden)
        view.insertText("Hi")
        XCTAssertTrue(view.placeholderLabel.isHidden, "insertText posts textDidChangeNotification")
        view.deleteBackward()
        view.deleteBackward()
        XCTAssertFalse(view.placeholderLabel.isHidden)
    }

    /// GrowingTextView-style: scrolling off, pinned at the sides, the height follows the text.
    func test_growingTextView_inAutoLayout_growsWithItsText() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 600))
        let view = UITextView()
        view.isScrollEnabled = false
        view.font = .systemFont(ofSize: 16)
        view.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: host.bottomAnchor),
        ])
        host.layoutIfNeeded()
        let empty = view.frame.height
        XCTAssertEqual(empty, (UIFont.systemFont(ofSize: 16).lineHeight + 16).rounded(.up), accuracy: 1)
        view.insertText("line\nline\nline")
        host.layoutIfNeeded()
        XCTAssertEqual(view.frame.height, empty + 2 * UIFont.systemFont(ofSize: 16).lineHeight, accuracy: 2)
        XCTAssertEqual(view.frame.maxY, 600, "pinned to the bottom, it grows upwards")
        let fits = view.sizeThatFits(CGSize(width: 240, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(fits.height, view.frame.height, accuracy: 1)
    }

    func test_textInputPositions_countUTF16Units() {
        let field = UITextField()
        let input: UITextInput = field, view: UITextInput = UITextView()
        XCTAssertFalse(input.hasText || view.hasText, "fields and text views are UITextInputs")
        field.text = "a\u{1F600}e\u{301}"
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 5)
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), (field.text! as NSString).length)
        let afterEmoji = field.position(from: field.beginningOfDocument, offset: 3)!
        XCTAssertEqual(field.text(in: field.textRange(from: field.beginningOfDocument, to: afterEmoji)!), "a\u{1F600}")
        field.deleteBackward()
        XCTAssertEqual(field.text, "a\u{1F600}")
    }

    final class Veto: NSObject, UITextFieldDelegate {
        var asked: [String] = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            asked.append(string)
            return string.allSatisfy(\.isNumber)
        }
    }

    func test_fieldDelegateVetoesKeyboardEdits() {
        let field = UITextField()
        let veto = Veto()
        field.delegate = veto
        var editingChanged = 0
        field.addAction(UIAction { _ in editingChanged += 1 }, for: .editingChanged)
        let changes = expectation(forNotification: UITextField.textDidChangeNotification, object: field)
        changes.expectedFulfillmentCount = 1
        changes.assertForOverFulfill = true
        field.insertText("12")
        field.insertText("x")
        XCTAssertEqual(field.text, "12")
        XCTAssertEqual(veto.asked, ["12", "x"])
        wait(for: [changes], timeout: 0)
        XCTAssertEqual(editingChanged, 1, "a vetoed edit sends no .editingChanged and posts nothing")
    }

    func test_firstResponderTextView_drawsACaretInTheTintColour() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.backgroundColor = .white
        view.tintColor = .red
        view.font = .systemFont(ofSize: 20)
        window.addSubview(view)
        window.makeKeyAndVisible()
        XCTAssertTrue(view.becomeFirstResponder())
        let caret = view.caretRect(for: view.endOfDocument)
        XCTAssertEqual(caret.origin.x, 5, accuracy: 0.5)
        XCTAssertEqual(caret.origin.y, 8, accuracy: 0.5)
        XCTAssertEqual(caret.width, 2)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }.cgImage!
        let p = Pixels.at(image, Int(caret.midX * 2), Int(caret.midY * 2))
        XCTAssertTrue(p.r > 200 && p.g < 60 && p.b < 60, "caret pixel \(p)")
        view.resignFirstResponder()
    }
}
