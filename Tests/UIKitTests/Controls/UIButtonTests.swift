@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import UIKit
import TestSupport
import XCTest

/// `UIButton`: intrinsic sizes (classic and configured), UIKit's per-state fallback rules and
/// the classic edge-inset layout.
@MainActor
final class UIButtonTests: XCTestCase {
    /// The size of a one-line label (what UIKit measures the title with).
    func labelSize(_ text: String, _ font: UIFont) -> CGSize {
        let label = UILabel()
        label.font = font
        label.text = text
        return label.intrinsicContentSize
    }

    /// Whether two colours resolve alike in light and dark (system colours are dynamic, so
    /// every access makes a new instance).
    func assertSame(_ a: UIColor?, _ b: UIColor, _ message: String = "", line: UInt = #line) {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let traits = UITraitCollection(userInterfaceStyle: style)
            XCTAssertEqual(
                a?.resolvedColor(with: traits).cgColor, b.resolvedColor(with: traits).cgColor, message, line: line)
        }
    }

    func styleFont(_ style: UIFont.TextStyle) -> UIFont { UIFont.preferredFont(forTextStyle: style) }

    // MARK: - Classic sizes

    /// UIKit: title size + 6 pt above and below when `contentEdgeInsets` is zero (15 pt system
    /// font: 18 + 12 = 30 pt on iOS; Inter's 15 pt line is 19 pt, so 31 here); 30 × 34 empty;
    /// 22 × 22 accessory types; 30 × 30 close.
    func testClassicIntrinsicSizes() async throws {
        let title = labelSize("Button", .systemFont(ofSize: 15))
        XCTAssertEqual(title.height, 19, "Inter 15 pt line height, rounded up")
        for type in [UIButton.ButtonType.system, .custom] {
            let button = UIButton(type: type)
            XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 30, height: 34), "empty \(type)")
            button.setTitle("Button", for: .normal)
            XCTAssertEqual(
                button.intrinsicContentSize, CGSize(width: title.width, height: title.height + 12), "\(type)")
            button.titleEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            button.imageEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            XCTAssertEqual(
                button.intrinsicContentSize, CGSize(width: title.width, height: title.height + 12),
                "edge insets do not size")
            button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            XCTAssertEqual(
                button.intrinsicContentSize, CGSize(width: title.width + 6, height: title.height + 4),
                "no 6 pt padding with insets")
        }
        XCTAssertEqual(UIButton(type: .contactAdd).intrinsicContentSize, CGSize(width: 22, height: 22))
        XCTAssertEqual(UIButton(type: .detailDisclosure).intrinsicContentSize, CGSize(width: 22, height: 22))
        XCTAssertEqual(UIButton(type: .infoLight).intrinsicContentSize, CGSize(width: 22, height: 22))
        XCTAssertEqual(UIButton(type: .close).intrinsicContentSize, CGSize(width: 30, height: 30))

        let image = try XCTUnwrap(
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 25)))
        let withImage = UIButton(type: .system)
        withImage.setImage(image, for: .normal)
        XCTAssertEqual(withImage.intrinsicContentSize, image.size, "image only: the image's size")
        withImage.setTitle("Button", for: .normal)
        XCTAssertEqual(
            withImage.intrinsicContentSize,
            CGSize(width: image.size.width + title.width, height: max(image.size.height, title.height + 12)))
        XCTAssertEqual(withImage.sizeThatFits(CGSize(width: 10, height: 10)), withImage.intrinsicContentSize)
        withImage.titleLabel?.font = .systemFont(ofSize: 30)
        withImage.sizeToFit()
        XCTAssertEqual(withImage.bounds.height, labelSize("Button", .systemFont(ofSize: 30)).height + 12)
    }

    // MARK: - Configured sizes

    /// Configured buttons: content + `contentInsets` (medium 7/12/7/12 with body text: 20.33 +
    /// 14 = 34.33 pt on iOS; 21 + 14 = 35 here).
    func testConfigurationIntrinsicSizesPerStyleAndSize() async throws {
        let styles: [(String, UIButton.Configuration)] = [
            ("plain", .plain()), ("gray", .gray()), ("tinted", .tinted()), ("filled", .filled()),
            ("borderless", .borderless()),
            ("bordered", .bordered()), ("borderedTinted", .borderedTinted()),
            ("borderedProminent", .borderedProminent()),
        ]
        let sizes: [(UIButton.Configuration.Size, NSDirectionalEdgeInsets, UIFont.TextStyle)] = [
            (.mini, .init(top: 4, leading: 8, bottom: 4, trailing: 8), .footnote),
            (.small, .init(top: 5, leading: 10, bottom: 5, trailing: 10), .subheadline),
            (.medium, .init(top: 7, leading: 12, bottom: 7, trailing: 12), .body),
            (.large, .init(top: 14, leading: 20, bottom: 14, trailing: 20), .body),
        ]
        for (name, style) in styles {
            for (size, insets, textStyle) in sizes {
                var configuration = style
                configuration.title = "Button"
                configuration.buttonSize = size
                XCTAssertEqual(configuration.contentInsets, insets, "\(name) \(size)")
                let title = labelSize("Button", styleFont(textStyle))
                let button = UIButton(configuration: configuration)
                XCTAssertEqual(
                    button.intrinsicContentSize,
                    CGSize(
                        width: title.width + insets.leading + insets.trailing,
                        height: title.height + insets.top + insets.bottom), "\(name) \(size)")
            }
        }
        XCTAssertEqual(
            UIButton(configuration: .filled()).intrinsicContentSize, CGSize(width: 24, height: 14), "empty: the insets")
    }

    func testConfigurationSizesWithImageSubtitleAndPadding() async throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        configuration.image = UIImage(systemName: "star")
        configuration.imagePadding = 8
        let title = labelSize("Button", styleFont(.body))
        let image = try XCTUnwrap(
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(font: styleFont(.body))))
        XCTAssertEqual(
            UIButton(configuration: configuration).intrinsicContentSize,
            CGSize(width: image.size.width + 8 + title.width + 24, height: max(image.size.height, title.height) + 14))
        configuration.imagePlacement = .top
        XCTAssertEqual(
            UIButton(configuration: configuration).intrinsicContentSize,
            CGSize(width: max(image.size.width, title.width) + 24, height: image.size.height + 8 + title.height + 14))
        configuration.image = nil
        configuration.subtitle = "Subtitle"
        configuration.titlePadding = 3
        let subtitle = labelSize("Subtitle", styleFont(.subheadline))
        XCTAssertEqual(
            UIButton(configuration: configuration).intrinsicContentSize,
            CGSize(width: max(title.width, subtitle.width) + 24, height: title.height + 3 + subtitle.height + 14))
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(
            UIButton(configuration: configuration).intrinsicContentSize.width, max(title.width, subtitle.width) + 6)
        configuration.setDefaultContentInsets()
        XCTAssertEqual(
            configuration.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    // MARK: - State fallback

    func testStateFallbackRules() async {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        XCTAssertEqual(button.title(for: .highlighted), "Normal")
        XCTAssertEqual(button.title(for: .disabled), "Normal")
        button.setTitle("Selected", for: .selected)
        XCTAssertEqual(button.title(for: .selected), "Selected")
        XCTAssertEqual(
            button.title(for: [.selected, .highlighted]), "Normal", "combinations fall back to normal, not to a part")
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "Selected")
        XCTAssertEqual(button.titleLabel?.text, "Selected")
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitle, "Normal")
        button.setTitle(nil, for: .normal)
        XCTAssertNil(button.title(for: .highlighted))
        let attributed = NSAttributedString(string: "Attributed")
        button.setAttributedTitle(attributed, for: .normal)
        XCTAssertEqual(button.currentAttributedTitle?.string, "Attributed")
        XCTAssertEqual(button.titleLabel?.text, "Attributed", "attributed titles win over plain ones")
    }

    /// iOS 15+: a button with a configuration still honours the state-based setters, which win
    /// over the configuration's title, colour and image (a snackbar's `.plain()` action button
    /// titled with `setTitle(_:for:)`).
    func testStateSettersWinOverTheConfigurationOfAConfiguredButton() async {
        let button = UIButton()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Configured"
        button.configuration = configuration
        XCTAssertEqual(button.titleLabel?.text, "Configured")
        button.setTitle("Undo", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.text, "Undo")
        XCTAssertEqual(button.titleLabel?.textColor, .white)
        XCTAssertGreaterThan(button.intrinsicContentSize.width, 0)
    }

    func testDefaultTitleColorsAndDimming() async {
        let system = UIButton(type: .system)
        system.setTitle("Go", for: .normal)
        assertSame(system.titleColor(for: .normal), system.tintColor)
        assertSame(system.titleColor(for: .disabled), .tertiaryLabel)
        assertSame(UIButton(type: .custom).titleColor(for: .normal), .white)
        system.setTitleColor(.systemRed, for: .normal)
        assertSame(system.titleColor(for: .disabled), .systemRed, "a normal colour is used for unset states")
        assertSame(system.currentTitleColor, .systemRed)
        system.isHighlighted = true
        XCTAssertEqual(system.titleLabel?.alpha, 0.2, "highlighted system buttons dim their title")
        let custom = UIButton(type: .custom)
        custom.setTitle("Go", for: .normal)
        custom.isHighlighted = true
        XCTAssertEqual(custom.titleLabel?.alpha, 1, "custom buttons do not dim")
        system.setImage(UIImage(systemName: "star"), for: .normal)
        XCTAssertEqual(system.currentImage?.isSymbolImage, true)
        XCTAssertEqual(system.imageView?.alpha, 0.2)
    }

    func testCustomButtonImagesDarkenWhenHighlightedAndFadeWhenDisabled() async throws {
        let ctx = try XCTUnwrap(CGContext(flippedSize: CGSize(width: 10, height: 10), scale: 1))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let red = UIImage(cgImage: try XCTUnwrap(ctx.makeImage()))
        let button = UIButton(type: .custom)
        button.setImage(red, for: .normal)
        XCTAssertEqual(button.imageView?.image?.cgImage?.pixel(x: 5, y: 5).red, 255)
        button.isHighlighted = true
        let darkened = try XCTUnwrap(button.imageView?.image?.cgImage?.pixel(x: 5, y: 5))
        XCTAssertEqual(Double(darkened.red), 255 * 0.7, accuracy: 2, "30 % black over the image")
        XCTAssertEqual(darkened.alpha, 255)
        button.adjustsImageWhenHighlighted = false
        button.isHighlighted = false
        button.isHighlighted = true
        XCTAssertEqual(button.imageView?.image?.cgImage?.pixel(x: 5, y: 5).red, 255)
        button.isHighlighted = false
        button.isEnabled = false
        XCTAssertEqual(button.imageView?.alpha, UIButton.disabledImageAlpha)
        let system = UIButton(type: .system)
        system.setImage(red, for: .normal)
        system.isEnabled = false
        XCTAssertEqual(system.imageView?.alpha, 1, "system buttons tint disabled images instead")
        XCTAssertEqual(system.imageView?.image?.renderingMode, .alwaysTemplate)
    }

    // MARK: - Classic layout

    func testClassicLayoutAndEdgeInsets() async throws {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.layoutIfNeeded()
        let title = labelSize("Button", .systemFont(ofSize: 15))
        let label = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(label.frame.size, title)
        XCTAssertEqual(label.frame.midX, 100, accuracy: 0.34)
        XCTAssertEqual(label.frame.midY, 25, accuracy: 0.34)
        let centered = label.frame
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        button.layoutIfNeeded()
        XCTAssertEqual(label.frame.minX, centered.minX + 10, accuracy: 0.01, "centred: moves by (left - right) / 2")
        button.contentHorizontalAlignment = .left
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        button.layoutIfNeeded()
        XCTAssertEqual(label.frame.minX, 13, "left-aligned: content inset + title inset")
        button.contentHorizontalAlignment = .right
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 7)
        button.layoutIfNeeded()
        XCTAssertEqual(label.frame.maxX, 193, accuracy: 0.34, "right-aligned: moves by -right")
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        XCTAssertEqual(label.frame.minY, 0)

        let image = try XCTUnwrap(UIImage(systemName: "star"))
        let both = UIButton(type: .system)
        both.setImage(image, for: .normal)
        both.setTitle("Button", for: .normal)
        both.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        both.layoutIfNeeded()
        let imageView = try XCTUnwrap(both.imageView)
        XCTAssertEqual(imageView.frame.size, image.size)
        XCTAssertEqual(
            imageView.frame.maxX, both.titleLabel!.frame.minX, accuracy: 0.34, "image right before the title")
        XCTAssertEqual(
            (imageView.frame.minX + both.titleLabel!.frame.maxX) / 2, 100, accuracy: 0.34, "centred as one block")
    }

    func testConfigurationLayout() async throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        configuration.image = UIImage(systemName: "star")
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 220, height: 60)
        button.layoutIfNeeded()
        let imageView = try XCTUnwrap(button.imageView), label = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(label.frame.minX - imageView.frame.maxX, 6, accuracy: 0.34)
        XCTAssertEqual((imageView.frame.minX + label.frame.maxX) / 2, 110, accuracy: 0.34)
        XCTAssertEqual(label.frame.midY, 30, accuracy: 0.34)
        configuration.imagePlacement = .trailing
        button.configuration = configuration
        button.layoutIfNeeded()
        XCTAssertEqual(imageView.frame.minX - label.frame.maxX, 6, accuracy: 0.34, "trailing image after the title")
        configuration.imagePlacement = .top
        button.configuration = configuration
        button.layoutIfNeeded()
        XCTAssertEqual(label.frame.minY - imageView.frame.maxY, 6, accuracy: 0.34)
        XCTAssertEqual(imageView.frame.midX, 110, accuracy: 0.34)
        XCTAssertEqual(label.frame.midX, 110, accuracy: 0.34)
    }

    func testNonFiniteInsetsGiveUsableSizes() async {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: .nan, left: .infinity, bottom: 0, right: 0)
        XCTAssertEqual(button.intrinsicContentSize, .zero)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        XCTAssertTrue(button.titleLabel!.frame.minX.isFinite)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        configuration.imagePadding = .nan
        configuration.contentInsets = NSDirectionalEdgeInsets(top: .infinity, leading: 0, bottom: 0, trailing: 0)
        let configured = UIButton(configuration: configuration)
        XCTAssertTrue(configured.intrinsicContentSize.width.isFinite)
        configured.sizeToFit()
        configured.layoutIfNeeded()
        XCTAssertTrue(configured.titleLabel!.frame.minY.isFinite)
    }

    func testCornerStyles() async {
        var configuration = UIButton.Configuration.filled()
        XCTAssertEqual(configuration.cornerRadius(forHeight: 40), 6)
        configuration.cornerStyle = .capsule
        XCTAssertEqual(configuration.cornerRadius(forHeight: 40), 20)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 11
        XCTAssertEqual(configuration.cornerRadius(forHeight: 40), 11)
        configuration.cornerStyle = .large
        XCTAssertEqual(configuration.cornerRadius(forHeight: 40), 12)
        configuration.background.cornerRadius = .nan
        configuration.cornerStyle = .fixed
        XCTAssertEqual(configuration.cornerRadius(forHeight: 40), 0, "NaN radius draws square corners")
    }
}
