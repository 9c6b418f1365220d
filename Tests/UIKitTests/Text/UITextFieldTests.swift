@_spi(ViewLab) import CoreGraphics
import TestSupport
@testable import UIKit
import ViewLabRender
import XCTest

final class RefusingClearDelegate: UITextFieldDelegate {
    var asked = 0
    func textFieldShouldClear(_ textField: UITextField) -> Bool { asked += 1; return false }
}

@MainActor
final class UITextFieldTests: XCTestCase {
    func testDefaults() async {
        let field = UITextField()
        XCTAssertEqual(field.text, "", "text reads as an empty string, not nil")
        field.text = nil
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.font, UIFont.systemFont(ofSize: 17))
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(
            field.textColor?.resolvedColor(with: traits).cgColor.components,
            UIColor.label.resolvedColor(with: traits).cgColor.components)
        XCTAssertEqual(field.borderStyle, .none)
        XCTAssertEqual(field.textAlignment, .natural)
        XCTAssertNil(field.placeholder)
        XCTAssertEqual(field.clearButtonMode, .never)
        XCTAssertEqual(field.keyboardType, .default)
        XCTAssertFalse(field.isEditing)
    }

    func testIntrinsicSizePerBorderStyle() async {
        let field = UITextField()
        field.text = "Hello"
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let plain = field.intrinsicContentSize
        XCTAssertEqual(plain.height, lineHeight.rounded(.up))
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: plain.width + 14, height: 34), "iOS: 34 pt at 17 pt")
        field.borderStyle = .line
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: plain.width + 4, height: 30))
        field.borderStyle = .bezel
        XCTAssertEqual(field.intrinsicContentSize.height, 30)
        field.text = ""
        field.placeholder = "Hello"
        XCTAssertEqual(field.intrinsicContentSize.width, plain.width + 4, "the placeholder sizes an empty field")
        field.font = .systemFont(ofSize: 34)
        XCTAssertGreaterThan(field.intrinsicContentSize.height, 50)
    }

    func testRectsForRoundedRect() async {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Text"
        let b = field.bounds
        XCTAssertEqual(field.borderRect(forBounds: b), b)
        XCTAssertEqual(field.textRect(forBounds: b), CGRect(x: 7, y: 0, width: 186, height: 34))
        XCTAssertEqual(field.placeholderRect(forBounds: b), field.textRect(forBounds: b))
        field.clearButtonMode = .always
        XCTAssertEqual(field.clearButtonRect(forBounds: b), CGRect(x: 176, y: 7.5, width: 19, height: 19))
        XCTAssertEqual(
            field.textRect(forBounds: b), CGRect(x: 7, y: 0, width: 169, height: 34),
            "the text stops at the clear button")
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = left
        XCTAssertEqual(field.textRect(forBounds: b).minX, 7, "leftViewMode .never: not shown")
        field.leftViewMode = .always
        XCTAssertEqual(field.leftViewRect(forBounds: b), CGRect(x: 0, y: 7, width: 20, height: 20))
        XCTAssertEqual(field.textRect(forBounds: b).minX, 20)
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        field.rightViewMode = .unlessEditing
        XCTAssertEqual(field.rightViewRect(forBounds: b), CGRect(x: 170, y: 12, width: 30, height: 10))
        XCTAssertEqual(field.clearButtonRect(forBounds: b).maxX, 170, "the clear button moves left of the right view")
        field.rightViewMode = .whileEditing
        XCTAssertEqual(field.textRect(forBounds: b).maxX, 176)
        XCTAssertEqual(field.editingRect(forBounds: b).maxX, 176, "still the clear button (.always)")
        field.layoutIfNeeded()
        XCTAssertEqual(left.frame, CGRect(x: 0, y: 7, width: 20, height: 20))
        XCTAssertTrue(field.rightView?.isHidden == true, "a .whileEditing overlay is hidden when not editing")
        field.text = ""
        XCTAssertEqual(field.textRect(forBounds: b).maxX, 193, "no clear button without text")
    }

    // MARK: - Drawing

    private func render(_ configure: (UITextField) -> Void, style: UIUserInterfaceStyle = .light) throws -> CGImage {
        let stage = Stage(device: .iPhone15)
        stage.appearance = style
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 160, height: 34))
        field.backgroundColor = .white
        configure(field)
        stage.root.addSubview(field)
        return try stage.render(field, scale: 2)
    }

    /// The darkest red value in the image.
    private func darkest(_ image: CGImage) -> Int {
        var result = 255
        for y in 0..<image.height {
            for x in 0..<image.width { result = min(result, Int(image.pixel(x: x, y: y).red)) }
        }
        return result
    }

    func testPlaceholderAndTextColours() async throws {
        let placeholder = try render { $0.placeholder = "Search" }
        // placeholderText (light): #3C3C43 at 30 % over white ≈ 197.
        XCTAssertEqual(darkest(placeholder), 197, accuracy: 8)
        let text = try render { $0.text = "Search" }
        XCTAssertLessThan(darkest(text), 40, "label colour")
        let disabled = try render {
            $0.text = "Search"; $0.isEnabled = false
        }
        XCTAssertEqual(darkest(disabled), 128, accuracy: 12, "half opacity when disabled")
    }

    func testSecureEntryDrawsBullets() async throws {
        let secure = try render {
            $0.text = "abc"; $0.isSecureTextEntry = true
        }
        let bullets = try render { $0.text = "\u{2022}\u{2022}\u{2022}" }
        let letters = try render { $0.text = "abc" }
        XCTAssertEqual(ImageComparison(threshold: 0).compare(secure, bullets)?.differingPixels, 0, "three bullets")
        XCTAssertGreaterThan(ImageComparison(threshold: 0).compare(secure, letters)?.differingPixels ?? 0, 20)
    }

    func testTappingTheClearButtonClears() async {
        let window = makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Clear me"
        field.clearButtonMode = .always
        window.addSubview(field)
        window.runTurn()
        let refusing = RefusingClearDelegate()
        field.delegate = refusing
        let center = field.convert(CGPoint(x: field.clearButtonRect(forBounds: field.bounds).midX, y: 17), to: nil)
        window.tap(at: center)
        XCTAssertEqual(refusing.asked, 1)
        XCTAssertEqual(field.text, "Clear me", "the delegate refused")
        field.delegate = nil
        window.tap(at: center)
        XCTAssertEqual(field.text, "")
    }

    func testGoldenLightAndDark() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let stage = Stage(device: .iPhone15)
            stage.appearance = style
            let column = UIStackView()
            column.axis = .vertical
            column.spacing = 8
            column.backgroundColor = .systemBackground
            column.frame = CGRect(x: 0, y: 100, width: 220, height: 170)
            let none = UITextField(); none.placeholder = "Placeholder"
            let line = UITextField(); line.borderStyle = .line; line.text = "Line border"
            let bezel = UITextField(); bezel.borderStyle = .bezel; bezel.text = "Bezel"; bezel.textAlignment = .center
            let rounded = UITextField(); rounded.borderStyle = .roundedRect;
            rounded.text = "Rounded rect with a long text"
            rounded.clearButtonMode = .always
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 16)); icon.backgroundColor = .systemBlue
            rounded.leftView = icon; rounded.leftViewMode = .always
            let secure = UITextField(); secure.borderStyle = .roundedRect; secure.text = "secret";
            secure.isSecureTextEntry = true
            for field in [none, line, bezel, rounded, secure] { column.addArrangedSubview(field) }
            column.frame.size.height = column.intrinsicContentSize.height
            stage.root.addSubview(column)
            let image = try stage.render(column, scale: 2)
            GoldenImage.assertMatches(image: image, named: "textfield-\(style == .dark ? "dark" : "light")")
        }
    }
}
