@_spi(ViewLab) import CoreGraphics
@testable import QuartzCore
import TestSupport
import XCTest

final class CATextLayerTests: XCTestCase {
    func testTextLayerGolden() {
        let root = LayerTest.root(CGSize(width: 200, height: 130))
        root.backgroundColor = CGColor(gray: 0.15, alpha: 1)
        let title = CATextLayer()
        title.frame = CGRect(x: 10, y: 10, width: 180, height: 40)
        title.string = "Hello, layers"
        title.fontSize = 24
        title.alignmentMode = .center
        let body = CATextLayer()
        body.frame = CGRect(x: 10, y: 50, width: 180, height: 40)
        body.string = "A wrapped paragraph that is far too long to fit in two lines of this layer"
        body.font = "Helvetica-Bold"
        body.fontSize = 14
        body.isWrapped = true
        body.truncationMode = .end
        body.foregroundColor = .yellow
        let tail = CATextLayer()
        tail.frame = CGRect(x: 10, y: 95, width: 180, height: 24)
        tail.string = NSAttributedString(string: "Truncated in the middle of a long line")
        tail.fontSize = 16
        tail.truncationMode = .middle
        root.sublayers = [title, body, tail]
        // Rendered at 2x: the layers' backing stores follow the screen, as an app sets them.
        for layer in [title, body, tail] { layer.contentsScale = 2 }
        let image = LayerTest.render(root, size: root.bounds.size)
        GoldenImage.assertMatches(image: image, named: "text-layer", tolerance: 24, maxDifferingFraction: 0.02)
        XCTAssertEqual(tail.pangoFamilyAndStyle, "Inter")
        XCTAssertEqual(body.pangoFamilyAndStyle, "Inter Bold")
    }

    /// `isWrapped` is false by default, and then the text is not wrapped to fit the bounds: a
    /// centred line wider than its layer stays one line, overflows both edges and is clipped (a
    /// slider's value label sized by `NSString.size(withAttributes:)` showed only its first digit
    /// when the line broke instead).
    func testUnwrappedCentredLineWiderThanTheLayerStaysOneLine() {
        let root = LayerTest.root(CGSize(width: 40, height: 80))
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 40, height: 80)
        text.string = "88888888"
        text.fontSize = 24
        text.alignmentMode = .center
        text.contentsScale = 2
        root.addSublayer(text)
        let image = LayerTest.render(root, size: root.bounds.size, background: CGColor.black)
        func lit(rows: Range<Int>, columns: Range<Int>) -> Bool {
            rows.contains { y in columns.contains { x in image.pixel(x: x, y: y).red > 128 } }
        }
        XCTAssertTrue(lit(rows: 0..<60, columns: 0..<4), "the line overflows the left edge")
        XCTAssertTrue(lit(rows: 0..<60, columns: 76..<80), "and the right edge")
        XCTAssertFalse(lit(rows: 70..<160, columns: 0..<80), "no second line")
    }

    /// A text layer you create has `contentsScale` 1 (Apple, CALayer `contentsScale`: "for layers you
    /// create yourself, you must set the value yourself"), so on a 2x screen its text is drawn into
    /// a 1x backing store and magnified: softer edges than with `contentsScale = 2`, and clipped to
    /// the bounds either way.
    func testTextLayerAtContentsScaleOneIsBlurryOnA2xScreen() {
        func render(contentsScale: CGFloat) -> CGImage {
            let root = LayerTest.root(CGSize(width: 120, height: 40))
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
            text.string = "Blurry text"
            text.fontSize = 24
            text.contentsScale = contentsScale
            root.addSublayer(text)
            return LayerTest.render(root, size: root.bounds.size, background: CGColor.black)
        }
        /// The sum of squared horizontal differences of the red channel: a step spread over two
        /// pixels by magnification counts half as much as a sharp one.
        func edgeEnergy(_ image: CGImage) -> Int {
            var total = 0
            for y in 0..<image.height {
                for x in 1..<image.width {
                    let d = Int(image.pixel(x: x, y: y).red) - Int(image.pixel(x: x - 1, y: y).red)
                    total += d * d
                }
            }
            return total
        }
        let blurry = edgeEnergy(render(contentsScale: 1)), sharp = edgeEnergy(render(contentsScale: 2))
        XCTAssertGreaterThan(blurry, 0)
        XCTAssertLessThan(Double(blurry), Double(sharp) * 0.75, "blurry \(blurry), sharp \(sharp)")
    }
}
