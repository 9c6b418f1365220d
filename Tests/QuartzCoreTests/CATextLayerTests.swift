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
        let image = LayerTest.render(root, size: root.bounds.size)
        GoldenImage.assertMatches(image: image, named: "text-layer", tolerance: 24, maxDifferingFraction: 0.02)
        XCTAssertEqual(tail.pangoFamilyAndStyle, "Inter")
        XCTAssertEqual(body.pangoFamilyAndStyle, "Inter Bold")
    }
}
