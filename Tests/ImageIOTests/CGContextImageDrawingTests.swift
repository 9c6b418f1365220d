@_spi(ViewLab) @testable import CoreGraphics
import CCairo
import XCTest

/// `CGContext.draw(_:in:)` and `draw(_:in:byTiling:)`: orientation, placement, alpha, clip,
/// blend mode, interpolation and bad input, checked pixel by pixel.
final class CGContextImageDrawingTests: XCTestCase {
    typealias RGBA = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    static let red: RGBA = (255, 0, 0, 255), green: RGBA = (0, 255, 0, 255)
    static let blue: RGBA = (0, 0, 255, 255), white: RGBA = (255, 255, 255, 255)

    /// 2×2 pixels; row 0 (the top of the picture) is red, green; row 1 is blue, white.
    let quad: CGImage = {
        let words: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF]
        return words.withUnsafeBytes { CGImage(premultipliedBGRA: $0, width: 2, height: 2, bytesPerRow: 8)! }
    }()

    /// A raw Core Graphics bitmap context: origin bottom-left, y up.
    func unflipped(_ width: Int, _ height: Int) -> CGContext {
        CGContext(
            pixelWidth: width, pixelHeight: height,
            base: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))!
    }

    /// A UIKit-style context: origin top-left, y down.
    func flipped(_ width: Int, _ height: Int) -> CGContext {
        CGContext(flippedSize: CGSize(width: width, height: height), scale: 1)!
    }

    func assertPixel(
        _ context: CGContext, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Int = 0,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let p = context.makeImage()!.pixel(x: x, y: y)
        let pairs = [
            (p.red, expected.red), (p.green, expected.green), (p.blue, expected.blue), (p.alpha, expected.alpha),
        ]
        XCTAssertTrue(
            pairs.allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance },
            "device pixel (\(x), \(y)) is \(p), expected \(expected)", file: file, line: line)
    }

    // MARK: - Orientation

    func testUnflippedContextDrawsUpright() {
        let context = unflipped(4, 4)
        context.interpolationQuality = .none
        context.draw(quad, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        // Device rows are listed top-down: image row 0 lands at the top.
        assertPixel(context, 0, 0, Self.red)
        assertPixel(context, 3, 0, Self.green)
        assertPixel(context, 0, 3, Self.blue)
        assertPixel(context, 3, 3, Self.white)
    }

    func testFlippedContextDrawsUpsideDownAsOnApplePlatforms() {
        let context = flipped(4, 4)
        context.interpolationQuality = .none
        context.draw(quad, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        assertPixel(context, 0, 0, Self.blue)
        assertPixel(context, 3, 0, Self.white)
        assertPixel(context, 0, 3, Self.red)
        assertPixel(context, 3, 3, Self.green)
    }

    func testPlacementFollowsRectAndCTM() {
        let context = unflipped(6, 6)
        context.draw(quad, in: CGRect(x: 1, y: 0, width: 2, height: 2))
        // User y 0…2 is the bottom of the device: rows 4 and 5.
        assertPixel(context, 1, 4, Self.red)
        assertPixel(context, 2, 5, Self.white)
        assertPixel(context, 1, 3, (0, 0, 0, 0))
        assertPixel(context, 0, 4, (0, 0, 0, 0))
        // Translating the CTM moves the image.
        context.translateBy(x: 3, y: 3)
        context.draw(quad, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        assertPixel(context, 3, 1, Self.red)
        assertPixel(context, 4, 2, Self.white)
    }

    // MARK: - Graphics state

    func testInterpolationQuality() {
        let nearest = unflipped(8, 8), smooth = unflipped(8, 8)
        nearest.interpolationQuality = .none
        XCTAssertEqual(nearest.interpolationQuality, .none)
        XCTAssertEqual(smooth.interpolationQuality, .default)
        for context in [nearest, smooth] { context.draw(quad, in: CGRect(x: 0, y: 0, width: 8, height: 8)) }
        assertPixel(nearest, 3, 0, Self.red)
        assertPixel(nearest, 4, 0, Self.green)
        let blended = smooth.makeImage()!.pixel(x: 3, y: 0)
        XCTAssertTrue(blended.green > 20 && blended.red > 100, "smooth scaling mixes neighbours: \(blended)")
        XCTAssertEqual(CGContext.cairoFilter(for: .low), CAIRO_FILTER_BILINEAR)
        XCTAssertEqual(CGContext.cairoFilter(for: .medium), CAIRO_FILTER_GOOD)
        XCTAssertEqual(CGContext.cairoFilter(for: .high), CAIRO_FILTER_BEST)
    }

    func testAlphaClipAndBlendMode() {
        let context = unflipped(4, 4)
        context.interpolationQuality = .none
        context.saveGState()
        context.setAlpha(0.5)
        context.clip(to: CGRect(x: 0, y: 2, width: 4, height: 2))  // the top half on the device
        context.draw(quad, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        context.restoreGState()
        assertPixel(context, 0, 0, (255, 0, 0, 128), tolerance: 1)
        assertPixel(context, 0, 3, (0, 0, 0, 0))

        let multiplied = unflipped(2, 2)
        multiplied.setFillColor(CGColor(gray: 0.5, alpha: 1))
        multiplied.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        multiplied.setBlendMode(.multiply)
        multiplied.draw(quad, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        assertPixel(multiplied, 1, 1, (128, 128, 128, 255), tolerance: 1)  // white × gray
        assertPixel(multiplied, 0, 0, (128, 0, 0, 255), tolerance: 1)  // red × gray
    }

    func testTilingFillsTheClipFromTheFirstTile() {
        let context = unflipped(6, 6)
        context.interpolationQuality = .none
        context.draw(quad, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        for y in stride(from: 0, to: 6, by: 2) {
            for x in stride(from: 0, to: 6, by: 2) {
                assertPixel(context, x, y, Self.red)
                assertPixel(context, x + 1, y + 1, Self.white)
            }
        }
        let clipped = unflipped(6, 6)
        clipped.clip(to: CGRect(x: 0, y: 0, width: 3, height: 6))
        clipped.draw(quad, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        assertPixel(clipped, 2, 0, Self.red)
        assertPixel(clipped, 3, 0, (0, 0, 0, 0))
    }

    // MARK: - Bad input

    func testDegenerateRectsDrawNothingAndKeepTheContextUsable() {
        let context = unflipped(4, 4)
        for rect in [
            CGRect(x: 0, y: 0, width: 0, height: 4), CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4), CGRect(x: 0, y: 0, width: 1e-300, height: 1e-300),
        ] {
            context.draw(quad, in: rect)
            context.draw(quad, in: rect, byTiling: true)
            XCTAssertEqual(cairo_status(context.cairo), CAIRO_STATUS_SUCCESS, "\(rect)")
        }
        assertPixel(context, 1, 1, (0, 0, 0, 0))
        context.draw(quad, in: CGRect(x: 0, y: 4, width: 4, height: -4))  // negative size: standardised
        assertPixel(context, 0, 0, Self.red)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        assertPixel(context, 2, 2, Self.blue)
    }
}
