@_spi(ViewLab) import CoreGraphics
import XCTest

final class CGContextGradientTests: XCTestCase {
    let redToBlue = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray,
        locations: [0, 1])!

    func testLinearGradientInterpolatesAndPadsPerOptions() {
        let expectations: [(CGGradientDrawingOptions, before: Int, after: Int)] = [
            ([], 0, 0), (.drawsBeforeStartLocation, 255, 0), (.drawsAfterEndLocation, 0, 255),
            ([.drawsBeforeStartLocation, .drawsAfterEndLocation], 255, 255),
        ]
        for (options, before, after) in expectations {
            let ctx = makeBitmap(120, 4)
            ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 110, y: 0), options: options)
            assertPixel(ctx, 60, 1, RGBA(128, 0, 127, 255), tolerance: 3)
            assertPixel(ctx, 12, 1, RGBA(250, 0, 5, 255), tolerance: 4)
            XCTAssertEqual(ctx.pixel(3, 1).a, before, "before, options \(options.rawValue)")
            XCTAssertEqual(ctx.pixel(116, 1).a, after, "after, options \(options.rawValue)")
            if before == 255 { assertPixel(ctx, 3, 1, opaqueRed) }
            if after == 255 { assertPixel(ctx, 116, 1, opaqueBlue) }
        }
    }

    func testGradientFillsOnlyTheClipAndUsesGlobalAlpha() {
        let ctx = makeBitmap(100, 100)
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        ctx.clip()
        ctx.setAlpha(0.5)
        ctx.drawLinearGradient(
            redToBlue, start: .zero, end: CGPoint(x: 0, y: 100),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertEqual(ctx.pixel(50, 50).a, 128, accuracy: 1)
        XCTAssertEqual(ctx.pixel(2, 2).a, 0)
        // Bottom-left origin: y = 0 (red) is the image's bottom row.
        XCTAssertGreaterThan(ctx.pixel(50, 95).r, 200)
        XCTAssertGreaterThan(ctx.pixel(50, 5).b, 200)
    }

    func testRadialGradientAndComponentInitialiser() throws {
        let components: [CGFloat] = [1, 1, 1, 1, 0, 0, 0, 1]
        let gradient = try XCTUnwrap(
            CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 2)
        )
        let ctx = makeBitmap(100, 100)
        ctx.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
            endRadius: 40, options: [])
        XCTAssertGreaterThan(ctx.pixel(50, 50).r, 245)
        XCTAssertEqual(ctx.pixel(70, 50).r, 128, accuracy: 4)  // halfway out
        XCTAssertEqual(ctx.pixel(70, 50).r, ctx.pixel(50, 70).r, accuracy: 1)  // same distance from the centre
        XCTAssertEqual(ctx.pixel(98, 50).a, 0)  // past the end radius without options
        let gray = try XCTUnwrap(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 1], locations: [0, 1], count: 2))
        ctx.drawRadialGradient(
            gray, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
            endRadius: 10, options: .drawsAfterEndLocation)
        assertPixel(ctx, 98, 50, RGBA(255, 255, 255, 255))
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: ["not a colour"] as CFArray, locations: nil))
    }

    func testColoursInterpolateUnpremultipliedLikeCoreGraphics() throws {
        // Core Graphics interpolates straight components: red → clear (black, alpha 0) passes
        // through a darker, half-transparent red. (Use red with alpha 0 to fade without darkening.)
        let ctx = makeBitmap(100, 2)
        let fade = try XCTUnwrap(
            CGGradient(
                colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor.clear] as CFArray,
                locations: nil))
        ctx.drawLinearGradient(fade, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        assertPixel(ctx, 50, 0, RGBA(127, 0, 0, 127), tolerance: 4)
    }
}
