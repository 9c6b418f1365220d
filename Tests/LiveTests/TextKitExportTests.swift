import Foundation
import ImageIO
import TestSupport
import XCTest

/// A link label in the style of the open-source ones that draw with TextKit 1 (mentions, hashtags
/// and URLs found with a regular expression, styled in the text storage, drawn by the layout
/// manager in `drawText(in:)`, tapped through `characterIndex(for:in:…)`), a read-more check
/// through the truncated glyph range of a line-limited container's last line, and a picker, in
/// our own words, through the real `viewlab export --package`. None of this compiled before TextKit 1 and the pickers.
final class TextKitExportTests: XCTestCase {
    static let label = """
        import UIKit

        enum LinkElement: Equatable {
            case mention(String), hashtag(String), url(String)
        }

        open class LinkLabel: UILabel {
            public static let mentionColor = UIColor(red: 0.9, green: 0.1, blue: 0.6, alpha: 1)
            let textStorage = NSTextStorage()
            let layoutManager = NSLayoutManager()
            let textContainer = NSTextContainer()
            private(set) var elements: [(range: NSRange, element: LinkElement)] = []
            var tapped: LinkElement?

            public override init(frame: CGRect) {
                super.init(frame: frame)
                textStorage.addLayoutManager(layoutManager)
                textContainer.lineFragmentPadding = 0
                layoutManager.addTextContainer(textContainer)
                isUserInteractionEnabled = true
            }

            public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            open override var text: String? {
                didSet { rebuild() }
            }

            private func rebuild() {
                let string = text ?? ""
                let attributed = NSMutableAttributedString(string: string, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
                elements = []
                let pattern = "(@[a-z]+)|(#[a-z]+)|(https?://[^ ]+)"
                let regex = try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
                for match in regex.matches(in: string, range: NSRange(location: 0, length: (string as NSString).length)) {
                    let word = (string as NSString).substring(with: match.range)
                    let element: LinkElement = word.hasPrefix("@") ? .mention(word) : word.hasPrefix("#") ? .hashtag(word) : .url(word)
                    elements.append((match.range, element))
                    attributed.addAttribute(.foregroundColor, value: LinkLabel.mentionColor, range: match.range)
                }
                textStorage.setAttributedString(attributed)
                setNeedsDisplay()
            }

            open override func drawText(in rect: CGRect) {
                textContainer.size = rect.size
                textContainer.maximumNumberOfLines = numberOfLines
                textContainer.lineBreakMode = lineBreakMode
                let range = layoutManager.glyphRange(for: textContainer)
                layoutManager.drawBackground(forGlyphRange: range, at: rect.origin)
                layoutManager.drawGlyphs(forGlyphRange: range, at: rect.origin)
            }

            func element(at point: CGPoint) -> LinkElement? {
                textContainer.size = bounds.size
                guard textStorage.length > 0 else { return nil }
                let index = layoutManager.characterIndex(for: point, in: textContainer, fractionOfDistanceBetweenInsertionPoints: nil)
                return elements.first { NSLocationInRange(index, $0.range) }?.element
            }

            open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard let touch = touches.first else { return }
                tapped = element(at: touch.location(in: self))
            }
        }

        /// "Read more": whether a text is cut at `lines` lines of `width`, from the container's glyph range.
        func isTruncated(_ text: String, font: UIFont, width: CGFloat, lines: Int) -> Bool {
            let storage = NSTextStorage(string: text, attributes: [.font: font])
            let manager = NSLayoutManager()
            storage.addLayoutManager(manager)
            let container = NSTextContainer(size: CGSize(width: width, height: .greatestFiniteMagnitude))
            container.maximumNumberOfLines = lines
            container.lineBreakMode = .byTruncatingTail
            manager.addTextContainer(container)
            var lineCount = 0
            manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { _, _, _, _, _ in lineCount += 1 }
            let last = manager.glyphRange(for: container).length - 1
            return last >= 0 && manager.truncatedGlyphRange(inLineFragmentForGlyphAt: last).location != NSNotFound && lineCount == lines
        }

        final class SizePicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            let sizes = ["S", "M", "L", "XL"]
            var picked: String?
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { sizes[row] }
            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picked = sizes[row] }
        }
        """

    static let previews = """
        import UIKit

        #Preview("Label", traits: .fixedLayout(width: 240, height: 60)) {
            let label = LinkLabel(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
            label.font = .systemFont(ofSize: 17)
            label.textColor = .black
            label.backgroundColor = .white
            label.numberOfLines = 2
            label.text = "Thanks @viewlab for #textkit"
            return label
        }

        #Preview("Taps", traits: .fixedLayout(width: 60, height: 60)) {
            let label = LinkLabel(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
            label.font = .systemFont(ofSize: 17)
            label.numberOfLines = 2
            label.text = "Thanks @viewlab for #textkit"
            let mention = label.layoutManager.boundingRect(forGlyphRange: NSRange(location: 7, length: 8), in: label.textContainer)
            let onMention = label.element(at: CGPoint(x: mention.midX, y: mention.midY))
            let onThanks = label.element(at: CGPoint(x: 5, y: mention.midY))
            let long = String(repeating: "A sentence that goes on. ", count: 12)
            let cut = isTruncated(long, font: .systemFont(ofSize: 15), width: 200, lines: 3)
            let whole = isTruncated("Short.", font: .systemFont(ofSize: 15), width: 200, lines: 3)
            let model = SizePicker()
            let picker = UIPickerView()
            picker.dataSource = model
            picker.delegate = model
            picker.selectRow(2, inComponent: 0, animated: false)
            let dates = UIDatePicker()
            dates.datePickerMode = .date
            dates.preferredDatePickerStyle = .wheels
            let ok = onMention == .mention("@viewlab") && onThanks == nil && cut && !whole
                && picker.selectedRow(inComponent: 0) == 2 && picker.intrinsicContentSize == CGSize(width: 320, height: 216)
                && dates.datePickerStyle == .wheels
            return swatch(ok)
        }

        """

    func testALinkLabelDrawingWithTextKitExportsAndFindsItsLinks() throws {
        let files = [
            "LinkLabel.swift": Self.label, "Swatch.swift": SwatchFixture.source, "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-textkit-pkg", out: "viewlab-textkit-out", name: "Components",
            targets: ["Components": files])
        XCTAssertTrue(result.stdout.contains("exported 2 PNGs, 0 failed"), result.stdout + result.stderr)
        XCTAssertEqual(
            try colour(out.appendingPathComponent("Previews/Taps.light-portrait.png"), x: 30, y: 30),
            [0x34, 0xC7, 0x59],
            "a run-time check failed (red)")
        // The label: mentions and hashtags in their colour, the rest black, on white.
        let image = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("Previews/Label.light-portrait.png"))
            .image
        var mention = 0, black = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.red > 200, p.green < 60, p.blue > 120, p.blue < 190 { mention += 1 }
                if p.red < 40, p.green < 40, p.blue < 40 { black += 1 }
            }
        }
        XCTAssertGreaterThan(mention, 200, "the links are drawn in the label's link colour")
        XCTAssertGreaterThan(black, 200, "the rest of the text in black")
    }
}
