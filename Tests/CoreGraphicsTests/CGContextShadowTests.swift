@_spi(ViewLab) import CoreGraphics
import XCTest

/// Shadows: real blur (σ ≈ blur / 2), offsets in base space (up in raw bitmap contexts, down in
/// UIKit's flipped contexts), drawn once per operation under the shape.
final class CGContextShadowTests: XCTestCase {
    func testBlurFallsOffSymmetricallyAroundTheShape() {
        let ctx = makeBitmap(60, 60)
        ctx.setShadow(offset: .zero, blur: 8, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        let left = (1...10).map { ctx.pixel(20 - $0, 30).a }
        let right = (1...10).map { ctx.pixel(39 + $0, 30).a }
        let above = (1...10).map { ctx.pixel(30, 20 - $0).a }
        XCTAssertEqual(left, right)
        XCTAssertEqual(left, above)
        // Monotonic falloff from the edge, reaching (almost) zero around 3σ = 12 px.
        XCTAssertTrue(zip(left, left.dropFirst()).allSatisfy { $0 >= $1 }, "\(left)")
        XCTAssertGreaterThan(left[0], 80)
        XCTAssertLessThan(left[9], 20)
        // Halfway through the edge a Gaussian edge is at 50 %: the first outside pixel is a bit below.
        XCTAssertLessThan(left[0], 128)
        // The shape itself is drawn over its shadow.
        XCTAssertEqual(ctx.pixel(30, 30), RGBA(255, 255, 255, 255))
    }

    func testOffsetGoesUpInABitmapContext() {
        let ctx = makeBitmap(40, 40)
        ctx.setShadow(
            offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        // The shape covers image rows 20…29; the shadow is 10 px up (rows 10…19).
        assertPixel(ctx, 15, 25, opaqueRed)
        assertPixel(ctx, 15, 15, opaqueBlue)
        assertPixel(ctx, 15, 32, transparent)
    }

    func testOffsetGoesDownAndScalesInAFlippedContext() throws {
        let ctx = try XCTUnwrap(CGContext(flippedSize: CGSize(width: 40, height: 40), scale: 2))
        ctx.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        // Shape: pixels 20…39. Shadow: 5 pt = 10 px right and down → pixels 30…49.
        assertPixel(ctx, 25, 25, opaqueRed)
        assertPixel(ctx, 45, 45, opaqueBlue)
        assertPixel(ctx, 15, 15, transparent)
        assertPixel(ctx, 45, 25, transparent)  // not up
    }

    func testShadowOffsetIgnoresTheCTM() {
        let ctx = makeBitmap(60, 60)
        ctx.translateBy(x: 30, y: 30)
        ctx.rotate(by: .pi)
        ctx.scaleBy(x: 2, y: 2)
        ctx.setShadow(
            offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))  // device 20…30
        assertPixel(ctx, 35, 35, opaqueBlue)  // +10 px right in device space, whatever the CTM
        assertPixel(ctx, 25, 35, opaqueRed)
    }

    func testShadowAlphaAndDefaultColourAndTurningOff() {
        let ctx = makeBitmap(40, 20)
        ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: 0)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(ctx.pixel(25, 10).a, 85, accuracy: 1)  // black at 1/3
        ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: nil)
        ctx.fill(CGRect(x: 10, y: 0, width: 5, height: 20))
        XCTAssertEqual(ctx.pixel(32, 10).a, 0)
    }

    func testShadowIsClippedButCastFromOutsideTheClip() {
        // The "inner shadow" technique: the shape lies outside the clip, its shadow falls inside.
        let ctx = makeBitmap(40, 40)
        ctx.clip(to: CGRect(x: 20, y: 0, width: 20, height: 40))
        ctx.setShadow(
            offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 5, y: 0, width: 10, height: 40))
        assertPixel(ctx, 10, 20, transparent)  // shape clipped away
        assertPixel(ctx, 22, 20, opaqueBlue)  // its shadow, inside the clip
    }

    func testStrokesAndGradientsCastShadows() {
        let ctx = makeBitmap(40, 40)
        ctx.setShadow(offset: CGSize(width: 0, height: -10), blur: 2, color: CGColor(gray: 0, alpha: 1))
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.strokeLineSegments(between: [CGPoint(x: 5, y: 30), CGPoint(x: 35, y: 30)])
        XCTAssertGreaterThan(ctx.pixel(20, 20).a, 200)  // shadow 10 px lower in the image
        let gradient = CGGradient(
            colorsSpace: nil, colors: [CGColor(gray: 1, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray,
            locations: nil)!
        ctx.clip(to: CGRect(x: 0, y: 0, width: 40, height: 10))
        ctx.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor(gray: 0, alpha: 1))
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 40, y: 0), options: [])
        assertPixel(ctx, 20, 35, RGBA(255, 255, 255, 255))
    }
}
