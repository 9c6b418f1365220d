import UIKit
import XCTest

/// Inline images in attributed text (Apple, `NSTextAttachment`): the attachment takes its
/// `bounds` (or its image's size) on the line, `bounds.origin.y` moves it from the baseline, and a
/// symbol image takes the text's colour.
@MainActor
final class NSTextAttachmentTests: XCTestCase {
    /// A solid square image of `side` points.
    func square(_ side: CGFloat, _ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    func render(_ label: UILabel) -> CGImage {
        label.sizeToFit()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { context in
            label.layer.render(in: context.cgContext)
        }.cgImage!
    }

    func testAnImageTakesItsPlaceOnTheLineAndTheTextMovesOver() async throws {
        let attachment = NSTextAttachment(image: square(20, .systemRed))
        let text = NSMutableAttributedString(attachment: attachment)
        text.append(NSAttributedString(string: " Rated", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        XCTAssertEqual(text.string.unicodeScalars.first?.value, 0xFFFC)
        let label = UILabel()
        label.attributedText = text
        let plain = UILabel()
        plain.attributedText = NSAttributedString(string: " Rated", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        plain.sizeToFit()
        let image = render(label)
        XCTAssertEqual(
            label.bounds.width, plain.bounds.width + 20, accuracy: 1, "the text moves over by the image's width")
        let red = image.pixel(x: 10, y: Int(label.bounds.height) / 2)
        XCTAssertEqual([red.red, red.green, red.blue], [255, 59, 48], "the image is drawn in its place")
        XCTAssertEqual(image.pixel(x: 22, y: 2).alpha, 0, "nothing beside it above the text")
    }

    func testBoundsLowerTheImageAndATallOneRaisesTheLine() async throws {
        let font = UIFont.systemFont(ofSize: 17)
        let tall = NSTextAttachment(image: square(10, .systemBlue))
        tall.bounds = CGRect(x: 0, y: -5, width: 40, height: 40)
        let text = NSMutableAttributedString(string: "Hi", attributes: [.font: font])
        text.append(NSAttributedString(attachment: tall))
        let label = UILabel()
        label.attributedText = text
        let image = render(label)
        // the line reaches the attachment's 35 pt above the baseline and its 5 pt below it (more
        // than the font's descender): 40 pt, with the baseline at 35
        XCTAssertEqual(label.bounds.height, 40, accuracy: 1)
        let x = Int(label.bounds.width) - 20
        XCTAssertGreaterThan(image.pixel(x: x, y: 38).alpha, 200, "the image reaches under the baseline")
        XCTAssertGreaterThan(image.pixel(x: x, y: 1).alpha, 200, "and up to the line's top")
        // the text sits on the shared baseline, under the attachment's height
        XCTAssertEqual((0..<15).map { y in (0..<12).map { image.pixel(x: $0, y: y).alpha }.max()! }.max(), 0)
        XCTAssertGreaterThan((25..<35).map { y in (0..<12).map { image.pixel(x: $0, y: y).alpha }.max()! }.max()!, 200)
    }

    func testASymbolTakesTheTextColour() async throws {
        let symbol = try XCTUnwrap(UIImage(systemName: "star.fill"))
        let attachment = NSTextAttachment(image: symbol)
        let text = NSMutableAttributedString(attachment: attachment)
        text.addAttribute(.foregroundColor, value: UIColor.systemGreen, range: NSRange(location: 0, length: 1))
        let label = UILabel()
        label.attributedText = text
        let image = render(label)
        var greenest: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) = (0, 0, 0, 0)
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha == 255 { greenest = image.pixel(x: x, y: y) }
        }
        XCTAssertEqual([greenest.red, greenest.green, greenest.blue], [52, 199, 89], "system green")
    }
}
