import CoreGraphics
import XCTest

/// Images from a data provider's bytes in the layout their bitmap info describes, image masks
/// (`CGImageMaskCreate`: samples are inverse coverage, 0 paints), `masking(_:)` (an image mask by
/// 1 − S, a gray image by S, scaled to the image), and an image mask drawn in the fill colour.
final class CGImageProviderTests: XCTestCase {
    private func rgba(_ pixel: (UInt8, UInt8, UInt8, UInt8), _ image: CGImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return (p.red, p.green, p.blue, p.alpha) == pixel
    }

    /// A 4×1 red image.
    private var red: CGImage {
        let bytes: [UInt8] = Array(repeating: [255, 0, 0, 255], count: 4).flatMap { $0 }
        return CGImage(
            width: 4, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
            provider: CGDataProvider(data: Data(bytes) as CFData)!, decode: nil, shouldInterpolate: false,
            intent: .defaultIntent)!
    }

    func testImagesReadTheProvidersBytesInTheirLayout() throws {
        // RGBA, big-endian, straight alpha last: red, half-transparent dark red.
        let bytes: [UInt8] = [255, 0, 0, 255, 200, 0, 0, 128]
        let image = try XCTUnwrap(
            CGImage(
                width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                provider: CGDataProvider(data: Data(bytes) as CFData)!, decode: nil, shouldInterpolate: false,
                intent: .defaultIntent))
        XCTAssertTrue(rgba((255, 0, 0, 255), image, 0, 0))
        let translucent = image.pixel(x: 1, y: 0)
        XCTAssertEqual(translucent.alpha, 128)
        XCTAssertEqual(
            Int(translucent.red), 200, accuracy: 2,
            "straight alpha premultiplied once (pixel(x:y:) gives the straight colour back)")
        let gray = try XCTUnwrap(
            CGImage(
                width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                space: CGColorSpaceCreateDeviceGray(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue),
                provider: CGDataProvider(data: Data([0, 200]) as CFData)!, decode: nil, shouldInterpolate: false,
                intent: .defaultIntent))
        XCTAssertEqual(gray.pixel(x: 1, y: 0).red, 200)
        XCTAssertNil(
            CGImage(
                width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                provider: CGDataProvider(data: Data(bytes) as CFData)!, decode: nil, shouldInterpolate: false,
                intent: .defaultIntent), "too few bytes")
    }

    func testImageMasksPaintWhereTheirSamplesAreZero() throws {
        // 8-bit samples: paint, paint, masked, masked; 1-bit samples 0b0011 0000: paint, paint, masked, masked.
        let eight = try XCTUnwrap(
            CGImage(
                maskWidth: 4, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4,
                provider: CGDataProvider(data: Data([0, 0, 255, 255]) as CFData)!, decode: nil, shouldInterpolate: false
            ))
        let one = try XCTUnwrap(
            CGImage(
                maskWidth: 4, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                provider: CGDataProvider(data: Data([0b0011_0000]) as CFData)!, decode: nil, shouldInterpolate: false))
        XCTAssertTrue(eight.isMask)
        for mask in [eight, one] {
            let masked = try XCTUnwrap(red.masking(mask))
            XCTAssertTrue(rgba((255, 0, 0, 255), masked, 0, 0), "0 paints")
            XCTAssertTrue(rgba((255, 0, 0, 255), masked, 1, 0))
            XCTAssertEqual(masked.pixel(x: 3, y: 0).alpha, 0, "1 masks out")
        }
        // Drawn, an image mask paints the fill colour.
        let context = try XCTUnwrap(
            CGContext(
                data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.draw(eight, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        let drawn = try XCTUnwrap(context.makeImage())
        XCTAssertTrue(rgba((0, 255, 0, 255), drawn, 0, 0))
        XCTAssertEqual(drawn.pixel(x: 3, y: 0).alpha, 0)
    }

    func testMaskingWithAGrayImageUsesItsSamplesAsAlpha() throws {
        let gray = try XCTUnwrap(
            CGImage(
                width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                space: CGColorSpaceCreateDeviceGray(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue),
                provider: CGDataProvider(data: Data([255, 0]) as CFData)!, decode: nil, shouldInterpolate: false,
                intent: .defaultIntent))
        let masked = try XCTUnwrap(red.masking(gray))
        XCTAssertEqual(masked.pixel(x: 0, y: 0).alpha, 255, "white keeps (the mask scaled to the image)")
        XCTAssertEqual(masked.pixel(x: 3, y: 0).alpha, 0, "black masks out")
    }
}
