@_spi(ViewLab) import CoreGraphics
import XCTest

final class CGContextBasicsTests: XCTestCase {
    // MARK: - Coordinates

    func testBitmapContextHasBottomLeftOrigin() {
        let ctx = makeBitmap(20, 20)
        XCTAssertEqual(ctx.ctm, .identity)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        // y = 0…5 in user space are the bottom five rows of the image.
        assertPixel(ctx, 0, 19, opaqueRed)
        assertPixel(ctx, 9, 15, opaqueRed)
        assertPixel(ctx, 9, 14, transparent)
        assertPixel(ctx, 10, 19, transparent)
        assertPixel(ctx, 0, 0, transparent)
    }

    func testFlippedContextHasTopLeftOriginAndScaledCTM() throws {
        let ctx = try XCTUnwrap(CGContext(flippedSize: CGSize(width: 10, height: 10), scale: 2))
        XCTAssertEqual(ctx.width, 20)
        XCTAssertEqual(ctx.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 2))
        assertPixel(ctx, 0, 0, opaqueBlue)
        assertPixel(ctx, 9, 3, opaqueBlue)
        assertPixel(ctx, 10, 0, transparent)
        assertPixel(ctx, 0, 4, transparent)
    }

    func testCTMOperationsAndPathPointsFixedAtAddTime() {
        let ctx = makeBitmap(40, 40)
        ctx.translateBy(x: 10, y: 5)
        ctx.scaleBy(x: 2, y: 3)
        XCTAssertEqual(ctx.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 5))
        ctx.move(to: CGPoint(x: 1, y: 1))
        XCTAssertEqual(ctx.currentPointOfPath, CGPoint(x: 1, y: 1))
        ctx.translateBy(x: 1, y: 0)
        // The stored point did not move; seen from the new user space it is one unit to the left.
        XCTAssertEqual(ctx.currentPointOfPath, CGPoint(x: 0, y: 1))
        ctx.concatenate(CGAffineTransform(rotationAngle: .pi / 2))
        let p = CGPoint(x: 1, y: 0).applying(ctx.ctm)
        XCTAssertEqual(p.x, 12, accuracy: 1e-9)
        XCTAssertEqual(p.y, 8, accuracy: 1e-9)
        // Singular and non-finite transforms are ignored rather than breaking the context.
        let before = ctx.ctm
        ctx.scaleBy(x: 0, y: 1)
        ctx.translateBy(x: .nan, y: 1)
        ctx.concatenate(CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0))
        XCTAssertEqual(ctx.ctm, before)
    }

    // MARK: - State

    func testSaveRestoreCoversColourTransformClipAndAlpha() {
        let ctx = makeBitmap(20, 20)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.translateBy(x: 5, y: 5)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.setAlpha(0.1)
        ctx.restoreGState()
        ctx.restoreGState()  // unbalanced: ignored
        XCTAssertEqual(ctx.ctm, .identity)
        XCTAssertEqual(ctx.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        assertPixel(ctx, 10, 10, opaqueRed)
    }

    func testGlobalAlphaMultipliesColourAlpha() {
        let ctx = makeBitmap(4, 4)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.setAlpha(0.5)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        assertPixel(ctx, 1, 1, RGBA(255, 128, 128, 255), tolerance: 1)
    }

    // MARK: - Paths

    func testWindingAndEvenOddFill() {
        for (rule, holeColor) in [(CGPathFillRule.winding, opaqueRed), (.evenOdd, transparent)] {
            let ctx = makeBitmap(30, 30)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            ctx.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
            ctx.fillPath(using: rule)
            XCTAssertTrue(ctx.isPathEmpty, "fill consumes the path")
            assertPixel(ctx, 15, 15, holeColor)
            assertPixel(ctx, 2, 2, opaqueRed)
        }
    }

    func testStrokeIsCentredOnThePathWithLineWidth() {
        let ctx = makeBitmap(20, 20)
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(4)
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
        // y 8…12 in user space = image rows 8…11.
        for row in 8...11 { assertPixel(ctx, 10, row, opaqueBlue) }
        assertPixel(ctx, 10, 7, transparent)
        assertPixel(ctx, 10, 12, transparent)
    }

    func testLineCapsExtendTheEnds() {
        for (cap, reachesPast) in [(CGLineCap.butt, false), (.square, true), (.round, true)] {
            let ctx = makeBitmap(30, 10)
            ctx.setLineWidth(6)
            ctx.setLineCap(cap)
            ctx.setStrokeColor(gray: 0, alpha: 1)
            ctx.move(to: CGPoint(x: 10, y: 5))
            ctx.addLine(to: CGPoint(x: 20, y: 5))
            ctx.strokePath()
            XCTAssertEqual(ctx.pixel(8, 5).a > 200, reachesPast, "\(cap)")
            XCTAssertEqual(ctx.pixel(15, 5).a, 255)
        }
    }

    func testDashesAlternate() {
        let ctx = makeBitmap(40, 4)
        ctx.setStrokeColor(gray: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.setLineDash(phase: 0, lengths: [5, 5])
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 40, y: 2)])
        XCTAssertEqual(
            (0..<40).map { ctx.pixel($0, 1).a > 128 ? 1 : 0 },
            (0..<40).map { ($0 / 5) % 2 == 0 ? 1 : 0 })
        // Invalid dashes turn dashing off instead of failing.
        ctx.setLineDash(phase: 0, lengths: [-1, 2])
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 40, y: 2)])
        XCTAssertEqual(ctx.pixel(7, 1).a, 255)
    }

    func testPathQueries() {
        let ctx = makeBitmap(10, 10)
        XCTAssertTrue(ctx.isPathEmpty)
        XCTAssertEqual(ctx.boundingBoxOfPath, .null)
        ctx.addEllipse(in: CGRect(x: 1, y: 2, width: 4, height: 6))
        let box = ctx.boundingBoxOfPath
        XCTAssertEqual(box.minX, 1, accuracy: 1e-9)
        XCTAssertEqual(box.maxY, 8, accuracy: 1e-9)
        XCTAssertTrue(ctx.pathContains(CGPoint(x: 3, y: 5), mode: .fill))
        XCTAssertFalse(ctx.pathContains(CGPoint(x: 1.1, y: 2.1), mode: .fill))
        ctx.beginPath()
        XCTAssertTrue(ctx.isPathEmpty)
    }

    // MARK: - Clipping

    func testClipToRectAndEvenOddClip() {
        let ctx = makeBitmap(30, 30)
        ctx.clip(to: CGRect(x: 5, y: 5, width: 20, height: 20))
        XCTAssertEqual(ctx.boundingBoxOfClipPath, CGRect(x: 5, y: 5, width: 20, height: 20))
        ctx.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        ctx.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        ctx.clip(using: .evenOdd)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        assertPixel(ctx, 7, 7, opaqueRed)  // inside both
        assertPixel(ctx, 15, 15, transparent)  // the even-odd hole
        assertPixel(ctx, 2, 2, transparent)  // outside the rect clip
    }

    func testClearMakesTransparentInsideTheClip() {
        let ctx = makeBitmap(10, 10)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.setAlpha(0.2)
        ctx.setBlendMode(.multiply)
        ctx.clear(CGRect(x: 0, y: 0, width: 5, height: 10))
        assertPixel(ctx, 2, 2, transparent)
        assertPixel(ctx, 7, 2, opaqueRed)
    }

    func testAntialiasingSwitch() {
        for (aa, expectPartial) in [(true, true), (false, false)] {
            let ctx = makeBitmap(10, 10)
            ctx.setShouldAntialias(aa)
            ctx.setFillColor(gray: 0, alpha: 1)
            ctx.fill(CGRect(x: 2.5, y: 2, width: 5, height: 5))
            let edge = ctx.pixel(2, 5).a
            XCTAssertEqual(edge > 0 && edge < 255, expectPartial, "edge alpha \(edge) with antialias \(aa)")
        }
    }

    // MARK: - Bad input

    func testNonFiniteInputDrawsNothingAndDoesNotCrash() {
        let ctx = makeBitmap(10, 10)
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
        ctx.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5))
        ctx.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        ctx.setLineWidth(-3)
        ctx.strokePath()
        XCTAssertEqual(ctx.pixel(1, 8), transparent)
        XCTAssertNil(
            CGContext(
                data: nil, width: 100_000, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertNil(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertNil(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue))
    }
}
