@_spi(ViewLab) import CoreGraphics
import Previews
import UIKit
import ViewLabRender
import XCTest

/// Draws a one-pixel hairline as iOS code does (`1 / traitCollection.displayScale` points wide)
/// at the left edge, on white, and remembers the scale it drew for.
final class HairlineView: UIView {
    nonisolated(unsafe) static var drawnScales: [CGFloat] = []

    override func draw(_ rect: CGRect) {
        HairlineView.drawnScales.append(traitCollection.displayScale)
        UIColor.white.setFill()
        UIRectFill(bounds)
        UIColor.black.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1 / traitCollection.displayScale, height: bounds.height))
    }
}

#Preview("Hairline", traits: .fixedLayout(width: 20, height: 10)) {
    HairlineView()
}

/// A render at another scale than the device's is what a device of that scale shows: the views'
/// `displayScale` is the render scale and their backing stores are drawn for it (not drawn at the
/// device's 3x and resampled), so a hairline stays one sharp pixel.
@MainActor
final class PreviewScaleTests: XCTestCase {
    private func render(scale: CGFloat) throws -> CGImage {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "PreviewScaleTests/Hairline"))
        HairlineView.drawnScales = []
        return try PreviewRenderer.render(preview, variant: PreviewVariant(), device: .iPhone15, scale: scale)
    }

    /// The red channel of pixel (x, y) of a BGRA image.
    private func red(_ image: CGImage, _ x: Int, _ y: Int) -> Int {
        image.withPixels { bytes, stride in Int(bytes.load(fromByteOffset: y * stride + x * 4 + 2, as: UInt8.self)) }
    }

    func testEachScaleDrawsForItsOwnPixels() async throws {
        for scale in [1, 2, 3] as [CGFloat] {
            let image = try render(scale: scale)
            XCTAssertEqual(image.width, Int(20 * scale), "scale \(scale)")
            XCTAssertEqual(HairlineView.drawnScales, [scale], "draw(_:) once, for the render scale \(scale)")
            for y in [0, image.height / 2, image.height - 1] {
                XCTAssertEqual(red(image, 0, y), 0, "hairline pixel at \(scale)x, row \(y)")
                XCTAssertEqual(red(image, 1, y), 255, "pixel after the hairline at \(scale)x, row \(y)")
            }
        }
    }

    func testWithoutAScaleTheDeviceScaleIsUsed() async throws {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "PreviewScaleTests/Hairline"))
        HairlineView.drawnScales = []
        let image = try PreviewRenderer.render(preview, variant: PreviewVariant(), device: .iPhoneSE3)
        XCTAssertEqual(image.width, 40)
        XCTAssertEqual(HairlineView.drawnScales, [2])
    }
}
