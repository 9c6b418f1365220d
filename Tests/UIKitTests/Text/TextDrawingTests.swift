@testable import UIKit
import TestSupport
import ViewLabRender
import XCTest

/// String drawing and measuring: sizes, wrapping, truncation, attributes, CJK, bad input.
final class TextDrawingTests: XCTestCase {
    let font = UIFont.systemFont(ofSize: 17)
    let long = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    private func layout(
        _ text: String, _ attributes: [NSAttributedString.Key: Any] = [:], width: CGFloat? = nil,
        configure: (inout TextLayout.Options) -> Void = { _ in }
    ) -> TextLayout {
        var options = TextLayout.Options(width: width)
        configure(&options)
        return TextLayout(AttributedText(string: text, attributes: attributes), options: options)
    }

    // MARK: - Sizes

    /// Apple: the bounding rect's size is what the string needs and its origin the first glyph's,
    /// so a centred or right-aligned paragraph measured in a wide box is as wide as its text
    /// (a pin field sizes its boxes from it), starting where the text starts.
    func testBoundingRectOfAlignedTextIsTheTextsWidthFromItsFirstGlyph() {
        let plain = "00000".boundingRect(
            with: CGSize(width: 350, height: 60), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        for (alignment, offset) in [(NSTextAlignment.center, (350 - plain.width) / 2), (.right, 350 - plain.width)] {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let rect = "00000".boundingRect(
                with: CGSize(width: 350, height: 60), options: .usesLineFragmentOrigin,
                attributes: [.font: font, .paragraphStyle: style], context: nil)
            XCTAssertEqual(rect.width, plain.width, accuracy: 0.01, "\(alignment.rawValue)")
            XCTAssertEqual(rect.minX, offset, accuracy: 0.5, "\(alignment.rawValue)")
            XCTAssertEqual(rect.height, plain.height, accuracy: 0.01)
        }
    }

    func testSizeWithAttributesIsConsistent() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let size = "Hello, world".size(withAttributes: attributes)
        XCTAssertEqual(size.height, font.lineHeight, accuracy: 0.001, "one line is one line height")
        XCTAssertGreaterThan(size.width, 80)
        XCTAssertEqual((("Hello, world" as NSString).size(withAttributes: attributes)), size)
        XCTAssertEqual(NSAttributedString(string: "Hello, world", attributes: attributes).size(), size)
        let rect = "Hello, world".boundingRect(
            with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin,
            attributes: attributes, context: nil)
        XCTAssertEqual(rect.origin, .zero)
        XCTAssertEqual(rect.size.width, size.width, accuracy: 0.001)
        XCTAssertEqual(rect.size.height, size.height, accuracy: 0.001)
        // Without usesLineFragmentOrigin the rectangle hangs from the baseline.
        let baselineRect = "Hello".boundingRect(
            with: CGSize(width: 1000, height: 1000), options: [], attributes: attributes, context: nil)
        XCTAssertEqual(baselineRect.minY, -font.ascender, accuracy: 0.01)
        XCTAssertGreaterThan("Hello, world!".size(withAttributes: attributes).width, size.width)
    }

    func testNewlinesStartLinesAndATrailingNewlineAddsNone() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        XCTAssertEqual("a\nb".size(withAttributes: attributes).height, 2 * font.lineHeight, accuracy: 0.01)
        XCTAssertEqual("a\r\nb\rc".size(withAttributes: attributes).height, 3 * font.lineHeight, accuracy: 0.01)
        XCTAssertEqual("a\n".size(withAttributes: attributes).height, font.lineHeight, accuracy: 0.01)
        XCTAssertEqual("a\n\nb".size(withAttributes: attributes).height, 3 * font.lineHeight, accuracy: 0.01)
    }

    /// iOS draws text without a font in Helvetica 12; ViewLab in the system font at 12.
    func testDefaultFontIsSystemTwelve() {
        XCTAssertEqual(
            "Hello".size(withAttributes: nil), "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
        XCTAssertEqual("".size(withAttributes: nil).width, 0)
    }

    // MARK: - Wrapping and truncation

    func testWordWrappingKeepsLinesWithinTheWidth() {
        let wrapped = layout(long, [.font: font], width: 120)
        XCTAssertGreaterThan(wrapped.lines.count, 3)
        for line in wrapped.lines {
            XCTAssertLessThanOrEqual(line.frame.width, 120.01)
            XCTAssertFalse(line.text.hasPrefix(" "), "lines break at spaces: '\(line.text)'")
        }
        XCTAssertEqual(wrapped.lines.map(\.text).joined(), long, "word wrapping loses nothing")
        let rect = long.boundingRect(
            with: CGSize(width: 120, height: 10_000), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        XCTAssertEqual(rect.height, CGFloat(wrapped.lines.count) * font.lineHeight, accuracy: 0.1)
        XCTAssertLessThanOrEqual(rect.width, 120)
    }

    func testCharacterWrappingBreaksInsideWords() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byCharWrapping
        let wrapped = layout("Supercalifragilistic expialidocious", [.font: font, .paragraphStyle: style], width: 60)
        XCTAssertGreaterThan(wrapped.lines.count, 3)
        XCTAssertEqual(wrapped.lines.map(\.text).joined(), "Supercalifragilistic expialidocious")
        XCTAssertTrue(wrapped.lines.allSatisfy { $0.frame.width <= 60.01 })
    }

    private func truncated(_ mode: NSLineBreakMode) -> TextLayout.Line? {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = mode
        let result = layout("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", [.font: font, .paragraphStyle: style], width: 150)
        XCTAssertEqual(result.lines.count, 1, "a truncating mode draws one line per paragraph")
        XCTAssertTrue(result.isTruncated)
        return result.lines.first
    }

    func testTruncationModesPlaceTheEllipsis() {
        let tail = truncated(.byTruncatingTail)
        XCTAssertEqual(tail?.text.last, "…")
        XCTAssertEqual(tail?.text.hasPrefix("ABCD"), true, tail?.text ?? "")
        let head = truncated(.byTruncatingHead)
        XCTAssertEqual(head?.text.first, "…")
        XCTAssertEqual(head?.text.hasSuffix("6789"), true, head?.text ?? "")
        let middle = truncated(.byTruncatingMiddle)
        XCTAssertEqual(middle?.text.hasPrefix("ABC"), true, middle?.text ?? "")
        XCTAssertEqual(middle?.text.hasSuffix("789"), true, middle?.text ?? "")
        XCTAssertEqual(middle?.text.contains("…"), true)
        for line in [tail, head, middle] { XCTAssertLessThanOrEqual(line?.frame.width ?? 999, 150.01) }
        // Text that fits is not truncated.
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let short = layout("Short", [.font: font, .paragraphStyle: style], width: 150)
        XCTAssertEqual(short.lines.first?.text, "Short")
        XCTAssertFalse(short.isTruncated)
    }

    func testLineLimitTruncatesTheLastLineOnlyInTruncatingModes() {
        let limited = layout(long, [.font: font], width: 120) {
            $0.maximumNumberOfLines = 2
            $0.truncatingModesWrap = true
            $0.lineBreakMode = .byTruncatingTail
        }
        XCTAssertEqual(limited.lines.count, 2)
        XCTAssertFalse(limited.lines[0].isTruncated)
        XCTAssertTrue(limited.lines[1].isTruncated)
        XCTAssertEqual(limited.lines[1].text.last, "…")
        let clipped = layout(long, [.font: font], width: 120) {
            $0.maximumNumberOfLines = 2
            $0.truncatingModesWrap = true
            $0.lineBreakMode = .byWordWrapping
        }
        XCTAssertEqual(clipped.lines.count, 2)
        XCTAssertTrue(clipped.isTruncated)
        XCTAssertFalse(clipped.lines.contains { $0.text.contains("…") }, "word wrapping cuts without an ellipsis")
    }

    func testDrawInRectStopsAtTheRectBottomAndTruncatesWhenAsked() {
        let rect = CGRect(x: 0, y: 0, width: 120, height: font.lineHeight * 2.5)
        let bounds = long.boundingRect(
            with: rect.size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        XCTAssertEqual(bounds.height, 2 * font.lineHeight, accuracy: 0.01, "only whole lines that fit")
        let cut = StringDrawing.layout(
            AttributedText(string: long, attributes: [.font: font]), size: rect.size,
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine])
        XCTAssertEqual(cut.lines.count, 2)
        XCTAssertEqual(cut.lines.last?.text.last, "…")
    }

    func testDrawingContextShrinksToTheMinimumScale() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let size = CGSize(width: 150, height: 30)
        let rect = "A rather long single line of text".boundingRect(
            with: size, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: font], context: context)
        XCTAssertLessThan(context.actualScaleFactor, 1)
        XCTAssertGreaterThanOrEqual(context.actualScaleFactor, 0.5)
        XCTAssertLessThanOrEqual(rect.width, 150)
        XCTAssertEqual(context.totalBounds, rect)
        let fits = NSStringDrawingContext()
        fits.minimumScaleFactor = 0.5
        _ = "Short".boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: fits)
        XCTAssertEqual(fits.actualScaleFactor, 1)
    }

    // MARK: - Attributes

    func testKernAddsSpaceBetweenCharacters() {
        let plain = "ABCDEFGH".size(withAttributes: [.font: font]).width
        let kerned = "ABCDEFGH".size(withAttributes: [.font: font, .kern: 2]).width
        XCTAssertEqual(kerned - plain, 16, accuracy: 2.5)
    }

    func testLineAndParagraphSpacing() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        let lines = layout(long, [.font: font, .paragraphStyle: style], width: 120)
        let plain = layout(long, [.font: font], width: 120)
        XCTAssertEqual(lines.size.height - plain.size.height, CGFloat(plain.lines.count - 1) * 10, accuracy: 0.1)
        let paragraphs = NSMutableParagraphStyle()
        paragraphs.paragraphSpacing = 7
        let spaced = "a\nb\nc".size(withAttributes: [.font: font, .paragraphStyle: paragraphs])
        XCTAssertEqual(spaced.height, 3 * font.lineHeight + 2 * 7, accuracy: 0.01)
        let tall = NSMutableParagraphStyle()
        tall.minimumLineHeight = 40
        XCTAssertEqual("a\nb".size(withAttributes: [.font: font, .paragraphStyle: tall]).height, 80, accuracy: 0.5)
        let multiple = NSMutableParagraphStyle()
        multiple.lineHeightMultiple = 2
        XCTAssertEqual(
            "a".size(withAttributes: [.font: font, .paragraphStyle: multiple]).height, 2 * font.lineHeight,
            accuracy: 0.5)
    }

    func testIndentsMoveLines() {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 30
        style.headIndent = 10
        let indented = layout(long, [.font: font, .paragraphStyle: style], width: 150)
        XCTAssertEqual(indented.lines[0].frame.minX, 30, accuracy: 0.01)
        XCTAssertEqual(indented.lines[1].frame.minX, 10, accuracy: 0.01)
        XCTAssertTrue(indented.lines.allSatisfy { $0.frame.maxX <= 150.01 })
    }

    func testForegroundColourComesFromAttributesNotTheContext() {
        let image = TextTestSupport.render(size: CGSize(width: 100, height: 30), scale: 1) { context in
            context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
            "MMMM".draw(
                at: CGPoint(x: 2, y: 2),
                withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.red])
        }
        var red = 0, green = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.red > 200 && p.green < 60 && p.blue < 60 { red += 1 }
                if p.green > 200 && p.red < 60 { green += 1 }
            }
        }
        XCTAssertGreaterThan(red, 100)
        XCTAssertEqual(green, 0)
        // Default colour is black.
        let black = TextTestSupport.render(size: CGSize(width: 60, height: 30), scale: 1) { _ in
            "MM".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
        }
        let darkest = (0..<black.width).map { black.pixel(x: $0, y: 15) }.min { Int($0.red) < Int($1.red) }!
        XCTAssertLessThan(darkest.red, 30)
    }

    func testUnderlineAddsInkBelowTheBaseline() {
        func ink(_ attributes: [NSAttributedString.Key: Any]) -> CGRect? {
            let image = TextTestSupport.render(size: CGSize(width: 120, height: 40), scale: 2) { _ in
                "oooo".draw(at: CGPoint(x: 4, y: 4), withAttributes: attributes.merging([.font: font]) { a, _ in a })
            }
            return TextTestSupport.inkBounds(image)
        }
        let plain = ink([:])!, underlined = ink([.underlineStyle: NSUnderlineStyle.single.rawValue])!
        XCTAssertGreaterThan(underlined.maxY, plain.maxY + 1)
        let struck = ink([.strikethroughStyle: 1])!
        XCTAssertEqual(struck.maxY, plain.maxY, accuracy: 1)
    }

    func testCentredAlignmentCentresInk() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let image = TextTestSupport.render(size: CGSize(width: 200, height: 30), scale: 1) { _ in
            "HHHH".draw(
                in: CGRect(x: 0, y: 0, width: 200, height: 30), withAttributes: [.font: font, .paragraphStyle: style])
        }
        let ink = TextTestSupport.inkBounds(image)!
        XCTAssertEqual(ink.midX, 100, accuracy: 1.5)
        style.alignment = .right
        let right = TextTestSupport.render(size: CGSize(width: 200, height: 30), scale: 1) { _ in
            "HHHH".draw(
                in: CGRect(x: 0, y: 0, width: 200, height: 30), withAttributes: [.font: font, .paragraphStyle: style])
        }
        XCTAssertEqual(TextTestSupport.inkBounds(right)!.maxX, 199, accuracy: 3)
    }

    func testNaturalAlignmentFollowsTheWritingDirection() {
        let ltr = layout("Hello", [.font: font], width: 200)
        XCTAssertEqual(ltr.lines[0].frame.minX, 0, accuracy: 0.01, "natural is left for left-to-right")
        let style = NSMutableParagraphStyle()
        style.baseWritingDirection = .rightToLeft
        let rtl = layout("שלום", [.font: font, .paragraphStyle: style], width: 200)
        XCTAssertEqual(rtl.lines[0].frame.maxX, 200, accuracy: 0.01, "natural is right for right-to-left")
        style.alignment = .left
        XCTAssertEqual(
            layout("שלום", [.font: font, .paragraphStyle: style], width: 200).lines[0].frame.minX, 0, accuracy: 0.01)
    }

    // MARK: - CJK

    func testChineseRendersRealGlyphs() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 24)]
        let text = AttributedText(string: "中国", attributes: attributes)
        XCTAssertEqual(TextLayout(text, options: .init()).unknownGlyphCount, 0, "the CJK family covers the text")
        XCTAssertEqual(
            TextLayout(AttributedText(string: "\u{10FFFD}", attributes: attributes), options: .init())
                .unknownGlyphCount, 1,
            "the check can fail: an unassigned code point has no glyph")
        XCTAssertGreaterThan(text.size().width, 40)
        func glyph(_ character: String) -> CGImage {
            TextTestSupport.render(size: CGSize(width: 40, height: 40), scale: 1) { _ in
                character.draw(at: CGPoint(x: 4, y: 4), withAttributes: attributes)
            }
        }
        let zhong = glyph("中"), guo = glyph("国")
        XCTAssertGreaterThan(TextTestSupport.inkCount(zhong), 20)
        XCTAssertGreaterThan(TextTestSupport.inkCount(guo), 20)
        let comparison = try XCTUnwrap(ImageComparison(threshold: 40).compare(zhong, guo))
        XCTAssertGreaterThan(comparison.differingPixels, 40, "different characters draw differently")
    }

    /// A semibold request on the CJK fallback, which has one face, is drawn emboldened
    /// (fontconfig `embolden`, `Fonts/fonts.conf`); medium stays regular, and advances do not change.
    func testSemiboldCJKIsEmboldenedWhenTheFaceHasNoBold() {
        func ink(_ weight: UIFont.Weight) -> Int {
            TextTestSupport.inkCount(
                TextTestSupport.render(size: CGSize(width: 140, height: 50), scale: 1) { _ in
                    "课程表".draw(
                        at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: 36, weight: weight)])
                }, threshold: 127)
        }
        let regular = ink(.regular)
        XCTAssertGreaterThan(ink(.semibold), regular * 115 / 100)
        XCTAssertGreaterThan(ink(.bold), regular * 115 / 100)
        XCTAssertEqual(ink(.medium), regular)
        let width = { (w: UIFont.Weight) in
            "课程表".size(withAttributes: [.font: UIFont.systemFont(ofSize: 36, weight: w)]).width
        }
        XCTAssertEqual(width(.semibold), width(.regular), accuracy: 0.01, "synthetic bold keeps the advances")
    }

    // MARK: - Bad input

    func testBadInputNeverCrashes() {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font, .kern: CGFloat.nan, .baselineOffset: CGFloat.infinity,
        ]
        XCTAssertGreaterThan("Hi".size(withAttributes: attributes).width, 0)
        let rect = "Hi".boundingRect(
            with: CGSize(width: CGFloat.nan, height: -5), options: .usesLineFragmentOrigin, attributes: attributes,
            context: nil)
        XCTAssertTrue(rect.width.isFinite && rect.height.isFinite)
        _ = "Hi".boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .infinity), options: .usesLineFragmentOrigin,
            attributes: attributes, context: nil)
        "Hi".draw(at: .zero, withAttributes: attributes)  // no current context: nothing happens
        let image = TextTestSupport.render(size: CGSize(width: 20, height: 20)) { _ in
            "Hi".draw(at: CGPoint(x: CGFloat.nan, y: 0), withAttributes: attributes)
            "Hi".draw(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .nan), withAttributes: attributes)
            "".draw(
                in: CGRect(x: 0, y: 0, width: 10, height: 10),
                withAttributes: [.font: "not a font", .foregroundColor: 42])
        }
        XCTAssertEqual(image.width, 40)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = .nan
        style.headIndent = -.infinity
        XCTAssertEqual(style.lineSpacing, 0)
        XCTAssertEqual(style.headIndent, 0)
        // Huge values are capped, never trapping on pango's 32-bit units.
        style.tailIndent = 1e300
        style.firstLineHeadIndent = 1e12
        style.paragraphSpacing = .greatestFiniteMagnitude
        let huge = "Huge values".boundingRect(
            with: CGSize(width: 5e6, height: 1e12), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: style, .kern: 1e30], context: nil)
        XCTAssertTrue(huge.width.isFinite && huge.height.isFinite)
    }
}
