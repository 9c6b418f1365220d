@_spi(ViewLab) import CoreGraphics
import UIKit
import XCTest

/// UIKit's HTML import (`NSAttributedString(data:options:documentAttributes:)` with
/// `.documentType: .html`): WebKit's defaults (Times New Roman 12, black), the tags' styles, link
/// attributes in link blue, block line breaks, collapsed white space, and the encoding option.
@MainActor
final class NSAttributedStringHTMLImportTests: XCTestCase {
    func imported(_ html: String, encoding: String.Encoding? = .utf8) throws -> NSAttributedString {
        var options: [NSAttributedString.DocumentReadingOptionKey: Any] = [
            .documentType: NSAttributedString.DocumentType.html
        ]
        if let encoding { options[.characterEncoding] = encoding.rawValue }
        return try NSAttributedString(data: Data(html.utf8), options: options, documentAttributes: nil)
    }

    func testTagsBecomeRunsAndBlocksEndWithALineBreak() async throws {
        let text = try imported(
            "<p>Read   the\n <b>terms</b> and <a href=\"https://example.com/t\">accept</a></p><p>Then&nbsp;go &amp; <i>enjoy</i></p>"
        )
        XCTAssertEqual(text.string, "Read the terms and accept\nThen\u{00A0}go & enjoy\n")
        let ns = text.string as NSString
        let plain = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        XCTAssertEqual(plain?.pointSize, 12)
        XCTAssertEqual(plain?.familyName, UIFont(name: "Times New Roman", size: 12)?.familyName)
        XCTAssertEqual(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .black)
        let bold = text.attribute(.font, at: ns.range(of: "terms").location, effectiveRange: nil) as? UIFont
        XCTAssertTrue(bold?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
        let italic = text.attribute(.font, at: ns.range(of: "enjoy").location, effectiveRange: nil) as? UIFont
        XCTAssertTrue(italic?.fontDescriptor.symbolicTraits.contains(.traitItalic) == true)
        let link = ns.range(of: "accept").location
        XCTAssertEqual(
            text.attribute(.link, at: link, effectiveRange: nil) as? URL, URL(string: "https://example.com/t"))
        XCTAssertEqual(
            text.attribute(.underlineStyle, at: link, effectiveRange: nil) as? Int, NSUnderlineStyle.single.rawValue)
        XCTAssertNil(text.attribute(.link, at: 0, effectiveRange: nil))
    }

    func testStylesHeadingsListsAndHiddenElements() async throws {
        let text = try imported(
            """
            <html><head><title>T</title><style>p { color: red }</style></head><body>
            <h1>Title</h1><ul><li>One</li><li>Two</li></ul>
            <span style="color: #ff0000; font-size: 20px">big red</span><!-- note --> <font color="green">g</font>
            </body></html>
            """)
        XCTAssertEqual(text.string, "Title\n\t•\tOne\n\t•\tTwo\nbig red g")
        XCTAssertEqual((text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize, 24, "h1 is 2 em")
        let ns = text.string as NSString
        let red = ns.range(of: "big red").location
        XCTAssertEqual((text.attribute(.font, at: red, effectiveRange: nil) as? UIFont)?.pointSize, 20)
        XCTAssertEqual(
            text.attribute(.foregroundColor, at: red, effectiveRange: nil) as? UIColor,
            UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(
            text.attribute(.foregroundColor, at: ns.length - 1, effectiveRange: nil) as? UIColor,
            UIColor(red: 0, green: 128 / 255, blue: 0, alpha: 1))
    }

    func testWithoutAnEncodingUTF8BytesReadAsLatin1UnlessTheDocumentDeclaresIt() async throws {
        XCTAssertEqual(try self.imported("<p>café</p>", encoding: nil).string, "cafÃ©\n")
        XCTAssertEqual(try self.imported("<meta charset=\"utf-8\"><p>café</p>", encoding: nil).string, "café\n")
        XCTAssertEqual(try self.imported("<p>café</p>").string, "café\n")
        XCTAssertThrowsError(
            try NSAttributedString(
                data: Data("{\\rtf1 x}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
                documentAttributes: nil))
    }

    /// A label shows the imported runs in their own colours, not its `textColor`: the link is
    /// link blue and the rest black.
    func testALabelDrawsTheImportedColoursNotItsTextColor() async throws {
        let label = UILabel()
        label.textColor = .systemRed
        label.attributedText = try imported("<a href=\"https://example.com\">AAAA</a> BBBB")
        label.sizeToFit()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { context in
            label.layer.render(in: context.cgContext)
        }.cgImage!
        var blue = 0, black = 0, red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                guard p.alpha > 200 else { continue }
                if p.blue > 180 && p.red < 60 {
                    blue += 1
                } else if p.red < 60 && p.blue < 60 && p.green < 60 {
                    black += 1
                }
                if p.red > 180 && p.blue < 100 { red += 1 }
            }
        }
        XCTAssertGreaterThan(blue, 20, "the link in link blue")
        XCTAssertGreaterThan(black, 20, "the rest in black")
        XCTAssertEqual(red, 0, "the label's textColor does not apply")
    }
}
