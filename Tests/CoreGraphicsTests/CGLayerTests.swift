@_spi(ViewLab) import CoreGraphics
import XCTest

/// `CGLayer`: drawn once into its own context, stamped into the reference context as an image
/// is (the layer's top at `rect.maxY`), at the reference context's resolution.
final class CGLayerTests: XCTestCase {
    /// A layer of `size` whose top half is red and bottom half (y < half, Quartz's y-up space) blue.
    private func redOverBlue(for context: CGContext, size: CGSize) throws -> CGLayer {
        let layer = try XCTUnwrap(CGLayer(context, size: size, auxiliaryInfo: nil))
        let layerContext = try XCTUnwrap(layer.context)
        layerContext.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        layerContext.fill(CGRect(x: 0, y: 0, width: size.width, height: size.height / 2))
        layerContext.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        layerContext.fill(CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2))
        return layer
    }

    func testALayerStampedTwiceInABitmapContextIsUprightAtEachPlace() throws {
        let context = makeBitmap(40, 20)
        let layer = try redOverBlue(for: context, size: CGSize(width: 10, height: 10))
        XCTAssertEqual(layer.size, CGSize(width: 10, height: 10))
        context.draw(layer, at: CGPoint(x: 0, y: 0))
        context.draw(layer, in: CGRect(x: 20, y: 0, width: 20, height: 20))
        // Bottom-left origin context: pixel rows counted from the top of the bitmap.
        assertPixel(context, 5, 12, RGBA(255, 0, 0, 255), tolerance: 2)  // layer at (0,0): top half red (y 5…10 up)
        assertPixel(context, 5, 18, RGBA(0, 0, 255, 255), tolerance: 2)
        assertPixel(context, 5, 2, RGBA(0, 0, 0, 0))  // nothing above the first stamp
        assertPixel(context, 30, 4, RGBA(255, 0, 0, 255), tolerance: 2)  // scaled ×2: red on the top half
        assertPixel(context, 30, 16, RGBA(0, 0, 255, 255), tolerance: 2)
    }

    func testALayerForAScaledUIKitContextKeepsItsResolution() throws {
        let context = try XCTUnwrap(CGContext(flippedSize: CGSize(width: 10, height: 10), scale: 3))
        let layer = try XCTUnwrap(CGLayer(context, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil))
        XCTAssertEqual(layer.context?.width, 30, "three pixels a point, as the reference context")
        // A one-point line stays one point (3 px) wide: drawn at the layer's resolution.
        layer.context?.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        layer.context?.fill(CGRect(x: 4, y: 0, width: 1, height: 10))
        context.draw(layer, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        assertPixel(context, 12, 15, RGBA(0, 0, 0, 255))
        assertPixel(context, 14, 15, RGBA(0, 0, 0, 255))
        assertPixel(context, 11, 15, RGBA(0, 0, 0, 0))
        assertPixel(context, 15, 15, RGBA(0, 0, 0, 0))
    }

    func testAnEmptyOrNonFiniteSizeMakesNoLayer() {
        let context = makeBitmap(4, 4)
        XCTAssertNil(CGLayer(context, size: .zero, auxiliaryInfo: nil))
        XCTAssertNil(CGLayer(context, size: CGSize(width: CGFloat.infinity, height: 4), auxiliaryInfo: nil))
        XCTAssertNil(CGLayer(context, size: CGSize(width: -3, height: 4), auxiliaryInfo: nil))
    }
}
