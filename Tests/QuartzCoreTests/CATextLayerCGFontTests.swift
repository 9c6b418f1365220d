import QuartzCore
import XCTest

/// `CATextLayer.font` accepts a `CGFont` made by name, drawn as that name.
final class CATextLayerCGFontTests: XCTestCase {
    private func render(font: Any?) -> [UInt8] {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        layer.string = "Wg"
        layer.fontSize = 30
        layer.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        layer.font = font
        let image = LayerTest.render(layer, size: CGSize(width: 120, height: 40), scale: 1)
        return (0..<40).flatMap { y in (0..<120).map { x in image.pixel(x: x, y: y).red } }
    }

    func testCGFontDrawsAsItsName() {
        let bold = render(font: CGFont("Helvetica-Bold" as CFString))
        XCTAssertEqual(bold, render(font: "Helvetica-Bold"))
        XCTAssertNotEqual(bold, render(font: "Helvetica"), "the bold face, not the default")
        XCTAssertLessThan(bold.filter { $0 < 128 }.count, 120 * 40, "something was drawn")
        XCTAssertGreaterThan(bold.filter { $0 < 128 }.count, 50)
    }
}
