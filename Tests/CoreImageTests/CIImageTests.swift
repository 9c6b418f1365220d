import CoreImage
import XCTest

/// `CIImage` and `CIContext`: recipes, Core Image's bottom-left coordinates, and the round trip
/// through the linear working space (Apple, *Core Image Programming Guide*).
final class CIImageTests: XCTestCase {
    /// Top half red, bottom half blue, 4×4.
    let halves = CIFixtures.bitmap(width: 4, height: 4) { _, y in y < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }

    func testABitmapRoundTripsThroughTheWorkingSpace() {
        let source = CIFixtures.bitmap(width: 3, height: 1) { x, _ in
            [[200, 100, 30, 255], [12, 250, 128, 128], [0, 0, 0, 0]][x]
        }
        let image = CIImage(cgImage: source)
        XCTAssertEqual(image.extent, CGRect(x: 0, y: 0, width: 3, height: 1))
        XCTAssertTrue(image.cgImage === source)
        let out = CIFixtures.render(image)
        XCTAssertTrue(CIFixtures.close(CIFixtures.pixel(out, 0, 0), [200, 100, 30, 255]))
        XCTAssertTrue(CIFixtures.close(CIFixtures.pixel(out, 1, 0), [12, 250, 128, 128], within: 3))
        XCTAssertEqual(CIFixtures.pixel(out, 2, 0)[3], 0)
    }

    /// Core Image's origin is at the bottom left: the rectangle (0, 0, 4, 2) is the bitmap's bottom
    /// half.
    func testCoordinatesStartAtTheBottomLeft() {
        let bottom = CIFixtures.render(CIImage(cgImage: halves).cropped(to: CGRect(x: 0, y: 0, width: 4, height: 2)))
        XCTAssertEqual(bottom.height, 2)
        XCTAssertEqual(CIFixtures.pixel(bottom, 0, 0), [0, 0, 255, 255])
        let moved = CIImage(cgImage: halves).transformed(by: CGAffineTransform(translationX: 0, y: 2))
        XCTAssertEqual(moved.extent, CGRect(x: 0, y: 2, width: 4, height: 4))
        // the blue bottom half now starts at y = 2, so the rectangle (0, 2, 4, 2) shows blue
        XCTAssertEqual(
            CIFixtures.pixel(CIFixtures.render(moved, CGRect(x: 0, y: 2, width: 4, height: 2)), 1, 1), [0, 0, 255, 255])
    }

    func testAColourImageIsInfiniteAndMustBeCropped() {
        let red = CIImage(color: CIColor(red: 1, green: 0, blue: 0))
        XCTAssertTrue(red.extent.isInfinite)
        XCTAssertNil(CIContext().createCGImage(red, from: red.extent))
        let patch = CIFixtures.render(red.cropped(to: CGRect(x: -5, y: 10, width: 2, height: 2)))
        XCTAssertEqual(CIFixtures.pixel(patch, 1, 1), [255, 0, 0, 255])
    }

    func testCompositingAndClamping() {
        let half = CIImage(color: CIColor(red: 1, green: 1, blue: 1, alpha: 0.5)).cropped(
            to: CGRect(x: 0, y: 0, width: 2, height: 2))
        let over = half.composited(over: CIImage(cgImage: halves))
        XCTAssertEqual(over.extent, CGRect(x: 0, y: 0, width: 4, height: 4))
        let out = CIFixtures.render(over)
        // white at half alpha over blue, in linear light: (0.5, 0.5, 1) → sRGB 188, 188, 255
        XCTAssertTrue(
            CIFixtures.close(CIFixtures.pixel(out, 0, 3), [188, 188, 255, 255]), "\(CIFixtures.pixel(out, 0, 3))")
        XCTAssertEqual(CIFixtures.pixel(out, 3, 0), [255, 0, 0, 255])
        let clamped = CIImage(cgImage: halves).clampedToExtent()
        XCTAssertTrue(clamped.extent.isInfinite)
        let far = CIFixtures.render(clamped, CGRect(x: 100, y: 100, width: 1, height: 1))
        XCTAssertEqual(CIFixtures.pixel(far, 0, 0), [255, 0, 0, 255])
    }

    func testRenderingIntoABitmapOfRGBABytes() {
        var bytes = [UInt8](repeating: 7, count: 8)
        CIContext().render(
            CIImage(cgImage: halves), toBitmap: &bytes, rowBytes: 4, bounds: CGRect(x: 0, y: 0, width: 1, height: 2),
            format: .RGBA8, colorSpace: nil)
        // rows top first: the upper of the two is at y = 1 (blue), then y = 0 (blue)
        XCTAssertEqual(bytes, [0, 0, 255, 255, 0, 0, 255, 255])
        CIContext().render(
            CIImage(cgImage: halves), toBitmap: &bytes, rowBytes: 4, bounds: CGRect(x: 0, y: 3, width: 1, height: 1),
            format: .BGRA8, colorSpace: nil)
        XCTAssertEqual(Array(bytes[0..<4]), [0, 0, 255, 255])
    }

    func testOrientationsTurnTheImageUpright() {
        let image = CIImage(cgImage: halves).cropped(to: CGRect(x: 0, y: 0, width: 4, height: 3))
        let turned = image.oriented(forExifOrientation: 6)
        XCTAssertEqual(turned.extent.size, CGSize(width: 3, height: 4))
        let upsideDown = CIFixtures.render(image.oriented(forExifOrientation: 3))
        // the red row (the top of the crop) is at the bottom after a half turn
        XCTAssertEqual(CIFixtures.pixel(upsideDown, 0, 2), [255, 0, 0, 255])
        XCTAssertEqual(CIFixtures.pixel(upsideDown, 0, 0), [0, 0, 255, 255])
    }
}
