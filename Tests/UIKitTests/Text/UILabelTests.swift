@_spi(ViewLab) @testable import UIKit
import TestSupport
import XCTest

/// UILabel: defaults, sizing, line limits, centring, states, Dynamic Type, goldens.
@MainActor
final class UILabelTests: XCTestCase {
    let long = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    /// Renders `view` as the display cycle does: its bitmaps are drawn at the main screen's scale
    /// (a 2x iPhone SE here, the scale of the render, bound for the render only), then the layer
    /// tree is composited.
    private func render(_ view: UIView, scale: CGFloat = 2) -> CGImage {
        UIScreen.withMain(UIScreen(device: .iPhoneSE3)) {
            view.layoutAndDisplayIfNeeded()
            return TextTestSupport.render(size: view.bounds.size, scale: scale, background: nil) { context in
                view.layer.render(in: context)
            }
        }
    }

    // MARK: - Defaults

    func testDefaultsMatchIOS() async {
        let label = UILabel()
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
        XCTAssertEqual(label.textColor.description, UIColor.label.description)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertFalse(label.isUserInteractionEnabled)
        XCTAssertNil(label.backgroundColor)
        XCTAssertNil(label.text)
        XCTAssertNil(label.attributedText)
        XCTAssertTrue(label.isEnabled)
        XCTAssertFalse(label.isHighlighted)
        XCTAssertNil(label.shadowColor)
        XCTAssertEqual(label.shadowOffset, CGSize(width: 0, height: -1))
        XCTAssertEqual(label.minimumScaleFactor, 0)
        XCTAssertEqual(label.contentMode, .redraw)
        label.font = nil
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17), "nil restores the default font")
    }

    func testTextAndAttributedTextStayInStep() async {
        let label = UILabel()
        label.text = "Hello"
        XCTAssertEqual(label.attributedText?.string, "Hello")
        XCTAssertEqual(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, label.font)
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
        XCTAssertEqual(label.text, "Styled")
        label.text = nil
        XCTAssertNil(label.attributedText)
    }

    // MARK: - Sizing

    func testIntrinsicContentSizeIsTheTextSizeRoundedUp() async {
        let label = UILabel()
        XCTAssertEqual(label.intrinsicContentSize, .zero)
        label.text = "Hello, world"
        let exact = "Hello, world".size(withAttributes: [.font: label.font!])
        XCTAssertEqual(
            label.intrinsicContentSize, CGSize(width: exact.width.rounded(.up), height: exact.height.rounded(.up)))
        label.font = .systemFont(ofSize: 34)
        XCTAssertEqual(label.intrinsicContentSize.height, UIFont.systemFont(ofSize: 34).lineHeight.rounded(.up))
    }

    /// A label exactly as wide as its intrinsic size shows all its text: the system font's
    /// tracking after the last letter is trailing whitespace in Core Text, so it neither truncates
    /// nor wraps the line ("Profile" in bold 30 pt drew as "Profi…" at its own width).
    func testALabelAtItsIntrinsicWidthShowsAllItsText() async {
        for (text, font) in [
            ("Profile", UIFont.boldSystemFont(ofSize: 30)), ("Profile", .systemFont(ofSize: 30)),
            ("Settings and privacy", .systemFont(ofSize: 17, weight: .semibold)), ("OK", .systemFont(ofSize: 12)),
        ] {
            for lines in [1, 0] {
                let label = UILabel()
                label.text = text
                label.font = font
                label.numberOfLines = lines
                label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
                let layout = label.layout(forBounds: label.bounds, lines: lines)
                XCTAssertEqual(layout?.isTruncated, false, "\(text) at \(font.pointSize) pt, \(lines) lines")
                XCTAssertEqual(layout?.lines.count, 1, "\(text) at \(font.pointSize) pt, \(lines) lines: not wrapped")
            }
        }
    }

    func testSettingTextOrFontInvalidates() async {
        final class Counting: UILabel {
            var invalidations = 0, displays = 0
            override func invalidateIntrinsicContentSize() { invalidations += 1 }
            override func setNeedsDisplay() { displays += 1 }
        }
        let label = Counting()
        label.text = "a"
        label.font = .boldSystemFont(ofSize: 10)
        label.attributedText = NSAttributedString(string: "b")
        XCTAssertEqual(label.invalidations, 3)
        XCTAssertEqual(label.displays, 3)
        label.textColor = .red
        XCTAssertEqual(label.invalidations, 3, "colour does not change the size")
        XCTAssertEqual(label.displays, 4)
    }

    func testNumberOfLinesLimitsHeight() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
        label.text = long
        let line = label.font.lineHeight
        XCTAssertEqual(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).height, line.rounded(.up))
        XCTAssertEqual(
            label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 2).height, (2 * line).rounded(.up))
        let all = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0)
        XCTAssertGreaterThan(all.height, 4 * line)
        XCTAssertLessThanOrEqual(all.width, 120)
        label.numberOfLines = 0
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 120, height: 0)).height, all.height)
        XCTAssertEqual(label.intrinsicContentSize.height, all.height, "multi-line wraps at the label's width")
        label.preferredMaxLayoutWidth = 240
        XCTAssertLessThan(label.intrinsicContentSize.height, all.height)
        label.numberOfLines = 1
        XCTAssertGreaterThan(
            label.sizeThatFits(CGSize(width: 120, height: 0)).width, 300, "one line reports its full width")
    }

    func testLabelTruncatesItsLastLine() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        label.text = long
        label.numberOfLines = 2
        let layout = label.layout(forBounds: label.bounds, lines: 2)!
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertEqual(layout.lines[1].text.last, "…")
        label.lineBreakMode = .byTruncatingHead
        XCTAssertEqual(label.layout(forBounds: label.bounds, lines: 2)!.lines[1].text.first, "…")
        // Lines that do not fit the height are dropped; the last one shown is truncated.
        label.lineBreakMode = .byTruncatingTail
        label.numberOfLines = 0
        let short = label.layout(
            forBounds: CGRect(x: 0, y: 0, width: 120, height: label.font.lineHeight * 3.2), lines: 0)!
        XCTAssertEqual(short.lines.count, 3)
        XCTAssertEqual(short.lines.last?.text.last, "…")
    }

    func testCutParagraphsEndTheLastLineWithAnEllipsis() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.text = "Hello\nWorld"
        XCTAssertEqual(label.layout(forBounds: label.bounds, lines: 1)!.lines.map(\.text), ["Hello…"])
        XCTAssertEqual(label.layout(forBounds: label.bounds, lines: 0)!.lines.map(\.text), ["Hello", "World"])
        label.lineBreakMode = .byWordWrapping
        XCTAssertEqual(label.layout(forBounds: label.bounds, lines: 1)!.lines.map(\.text), ["Hello"])
    }

    /// A label sized to fit its text is not truncated, whatever the size: at 40 pt the system
    /// font's tracking is negative, and the text engine used to decide on the ellipsis before it
    /// trimmed the spacing off the line's ends ("Page 1" drawn "Pag…").
    func testALabelSizedToFitIsNotTruncatedAtLargeSizes() async {
        for size in [17.0, 28, 40, 60] as [CGFloat] {
            let label = UILabel()
            label.text = "Page 1"
            label.font = .boldSystemFont(ofSize: size)
            label.sizeToFit()
            let layout = label.layout(forBounds: label.bounds, lines: 1)!
            XCTAssertFalse(layout.isTruncated, "\(size) pt")
            XCTAssertEqual(layout.lines.map(\.text), ["Page 1"], "\(size) pt")
        }
        let narrow = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        narrow.text = "Page 1"
        narrow.font = .boldSystemFont(ofSize: 40)
        XCTAssertTrue(narrow.layout(forBounds: narrow.bounds, lines: 1)!.isTruncated, "too narrow: still cut")
    }

    func testAdjustsFontSizeToFitWidth() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        label.text = "A rather long single line of text"
        XCTAssertTrue(label.layout(forBounds: label.bounds, lines: 1)!.isTruncated)
        label.adjustsFontSizeToFitWidth = true
        XCTAssertTrue(
            label.layout(forBounds: label.bounds, lines: 1)!.isTruncated, "minimumScaleFactor 0: no shrinking")
        label.minimumScaleFactor = 0.3
        let shrunk = label.layout(forBounds: label.bounds, lines: 1)!
        XCTAssertFalse(shrunk.isTruncated)
        XCTAssertLessThanOrEqual(shrunk.size.width, 150)
        XCTAssertGreaterThan(shrunk.size.width, 120, "shrinks no more than needed")
        XCTAssertEqual(
            label.intrinsicContentSize.height, label.font.lineHeight.rounded(.up), "intrinsic size uses the full font")
    }

    func testAdjustsFontForContentSizeCategory() async {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.text = "Dynamic"
        let normal = label.intrinsicContentSize.height
        // The label's traits come from the screen of its window.
        let screen = UIScreen(device: .iPhone15)
        screen.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
        window.addSubview(label)
        XCTAssertEqual(
            label.intrinsicContentSize.height, normal, "without adjustsFontForContentSizeCategory the font stays")
        label.adjustsFontForContentSizeCategory = true
        XCTAssertEqual(label.font.pointSize, 53, "the font property reports the adjusted size, as UIKit updates it")
        let big = label.intrinsicContentSize.height - normal
        label.removeFromSuperview()
        XCTAssertGreaterThan(big, 30, "AX5 body is 53 pt instead of 17 pt")
    }

    // MARK: - Drawing

    /// A label redraws when its size changes whatever its content mode (Interface Builder's labels
    /// are `contentMode="left"`): a centred label drawn narrow, then widened, shows its text
    /// centred in the new width, not the old bitmap pinned left.
    func testALabelRedrawsWhenResizedWhateverItsContentMode() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.contentMode = .left
        label.textAlignment = .center
        label.textColor = .black
        label.text = "Hi"
        _ = render(label)
        label.frame = CGRect(x: 0, y: 0, width: 300, height: 30)
        let ink = TextTestSupport.inkBounds(render(label))!
        XCTAssertEqual(ink.midX / 2, 150, accuracy: 3, "centred in the new width")
        // Any other view keeps its stale bitmap with `.left` (Apple, `contentMode`): not drawn again.
        final class Counting: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) { draws += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        view.contentMode = .left
        _ = render(view)
        view.frame.size.width = 300
        _ = render(view)
        XCTAssertEqual(view.draws, 1)
    }

    func testTextIsVerticallyCentred() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        label.text = "HHHH"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        let image = render(label, scale: 2)
        let ink = TextTestSupport.inkBounds(image)!
        // Line box centred → baseline at (80 - lineHeight)/2 + ascender; "H" spans capHeight above it.
        let font = label.font!
        let top = (80 - font.lineHeight.rounded(.up)) / 2
        let baseline = top + font.ascender
        XCTAssertEqual(ink.maxY / 2, baseline, accuracy: 0.75)
        XCTAssertEqual(ink.minY / 2, baseline - font.capHeight, accuracy: 0.75)
        XCTAssertEqual(ink.minX / 2, 0, accuracy: 2.5, "natural alignment is left")
    }

    func testDisabledHighlightedAndShadow() async {
        func colours(_ configure: (UILabel) -> Void) -> (CGImage, CGRect) {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            label.text = "MMMM"
            label.font = .boldSystemFont(ofSize: 24)
            label.textColor = .red
            configure(label)
            let image = render(label, scale: 1)
            return (image, TextTestSupport.inkBounds(image) ?? .zero)
        }
        func darkestPixel(_ image: CGImage) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            var best = image.pixel(x: 0, y: 0)
            for y in 0..<image.height {
                for x in 0..<image.width { let p = image.pixel(x: x, y: y); if p.alpha > best.alpha { best = p } }
            }
            return best
        }
        let normal = darkestPixel(colours { _ in }.0)
        XCTAssertGreaterThan(normal.red, 200); XCTAssertLessThan(normal.green, 40)
        let disabled = darkestPixel(colours { $0.isEnabled = false }.0)
        XCTAssertEqual(Int(disabled.red), Int(disabled.blue), accuracy: 30, "disabled text is grey")
        let highlighted = darkestPixel(
            colours {
                $0.isHighlighted = true; $0.highlightedTextColor = .blue
            }.0)
        XCTAssertGreaterThan(highlighted.blue, 200); XCTAssertLessThan(highlighted.red, 40)
        let plainInk = colours { _ in }.1
        let shadowInk = colours {
            $0.shadowColor = .black; $0.shadowOffset = CGSize(width: 3, height: 4)
        }.1
        XCTAssertEqual(shadowInk.maxX - plainInk.maxX, 3, accuracy: 1)
        XCTAssertEqual(shadowInk.maxY - plainInk.maxY, 4, accuracy: 1)
    }

    // MARK: - Goldens

    /// A panel of labels drawn as part of a view tree, on the system background.
    private func panel(style: UIUserInterfaceStyle) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 250))
        root.overrideUserInterfaceStyle = style
        root.backgroundColor = .systemBackground
        func add(_ label: UILabel, _ y: CGFloat, _ height: CGFloat) {
            label.frame = CGRect(x: 10, y: y, width: 220, height: height)
            root.addSubview(label)
        }
        let title = UILabel()
        title.text = "Large Title"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        add(title, 6, 42)
        let body = UILabel()
        body.text = "Body text that is far too long to fit on one line"
        body.font = .preferredFont(forTextStyle: .body)
        add(body, 50, 24)
        let wrapped = UILabel()
        wrapped.text = "Centred text wraps onto several lines when numberOfLines is zero."
        wrapped.numberOfLines = 0
        wrapped.textAlignment = .center
        wrapped.textColor = .secondaryLabel
        wrapped.font = .preferredFont(forTextStyle: .subheadline)
        add(wrapped, 78, 60)
        let attributed = NSMutableAttributedString(
            string: "Red ", attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 17)])
        attributed.append(
            NSAttributedString(string: "underlined", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]))
        attributed.append(
            NSAttributedString(
                string: " 123", attributes: [.font: UIFont.monospacedSystemFont(ofSize: 15, weight: .regular)]))
        let rich = UILabel()
        rich.attributedText = attributed
        add(rich, 142, 26)
        let cjk = UILabel()
        cjk.text = "中文标签 · 日本語"
        cjk.textAlignment = .right
        add(cjk, 172, 26)
        let footnote = UILabel()
        footnote.text = "Disabled footnote"
        footnote.font = .preferredFont(forTextStyle: .footnote)
        footnote.isEnabled = false
        add(footnote, 202, 20)
        let shadowed = UILabel()
        shadowed.text = "Shadow"
        shadowed.shadowColor = .systemBlue
        shadowed.shadowOffset = CGSize(width: 1, height: 1)
        shadowed.font = .systemFont(ofSize: 15, weight: .heavy)
        add(shadowed, 222, 22)
        return root
    }

    func testLabelPanelLightGolden() async {
        GoldenImage.assertMatches(image: render(panel(style: .light)), named: "label-panel-light")
    }

    func testLabelPanelDarkGolden() async {
        GoldenImage.assertMatches(image: render(panel(style: .dark)), named: "label-panel-dark")
    }
}
