import CoreGraphics
import XCTest

/// `clip(to:mask:)`, as Apple documents `CGContextClipToMask`: the mask is mapped into the rect
/// (user space, placed as `draw(_:in:)` places an image) and intersected with the clip; gray
/// values are coverage (white paints, black masks out), RGB masks use their luma, masks with alpha
/// their alpha. Contexts here are 20×10 with a bottom-left origin; pixels are read from the top-left.
final class CGContextClipMaskTests: XCTestCase {
    let whole = CGRect(x: 0, y: 0, width: 20, height: 10)

    /// A `width`×`height` DeviceGray image (no alpha), black where `white` is not painted.
    func grayMask(_ width: Int = 20, _ height: Int = 10, gray: CGFloat = 0, white: CGRect? = nil) -> CGImage {
        let ctx = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        ctx.setFillColor(gray: gray, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
        if let white {
            ctx.setFillColor(gray: 1, alpha: 1)
            ctx.fill(white)
        }
        return ctx.makeImage()!
    }

    /// Black on the left half, white on the right half.
    var rightHalf: CGImage { grayMask(white: CGRect(x: 10, y: 0, width: 10, height: 10)) }

    func testGrayMaskPaintsWhereWhiteAndMasksOutWhereBlack() {
        let ctx = makeBitmap(20, 10)
        ctx.clip(to: whole, mask: rightHalf)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(whole)
        assertPixel(ctx, 5, 5, transparent)
        assertPixel(ctx, 9, 5, transparent)
        assertPixel(ctx, 10, 5, opaqueRed)
        assertPixel(ctx, 15, 5, opaqueRed)
        XCTAssertEqual(rightHalf.alphaInfo, .noneSkipFirst, "a gray bitmap's snapshot has no alpha")
    }

    func testIntermediateGrayAndRGBLumaArePartialCoverage() {
        let half = makeBitmap(20, 10)
        half.clip(to: whole, mask: grayMask(gray: 0.5))
        half.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        half.fill(whole)
        assertPixel(half, 5, 5, RGBA(255, 0, 0, 128), tolerance: 1)

        // An opaque RGB image: pure green has luma 0.587 (Rec. 601) → coverage 150 of 255.
        let info = CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let rgb = CGContext(
            data: nil, width: 20, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        rgb.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        rgb.fill(whole)
        let green = makeBitmap(20, 10)
        green.clip(to: whole, mask: rgb.makeImage()!)
        green.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        green.fill(whole)
        assertPixel(green, 5, 5, RGBA(0, 0, 255, 150), tolerance: 1)
    }

    func testImageWithAlphaMasksByItsAlphaNotItsColour() {
        let source = makeBitmap(20, 10)
        source.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)  // opaque black: fully painted
        source.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        source.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.25)  // white at a quarter alpha
        source.fill(CGRect(x: 10, y: 0, width: 5, height: 10))  // x 15…20 stays transparent
        let ctx = makeBitmap(20, 10)
        ctx.clip(to: whole, mask: source.makeImage()!)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(whole)
        assertPixel(ctx, 5, 5, opaqueBlue)
        assertPixel(ctx, 12, 5, RGBA(0, 0, 255, 64), tolerance: 1)
        assertPixel(ctx, 17, 5, transparent)
    }

    func testMaskIsPlacedInItsRectUnderTheCTMWithRowZeroAtMaxY() {
        // A 10×10 mask, white in its top five rows (row 0 is the top of the picture).
        let topWhite = grayMask(10, 10, white: CGRect(x: 0, y: 5, width: 10, height: 5))
        let ctx = makeBitmap(20, 10)
        ctx.translateBy(x: 10, y: 0)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: topWhite)
        XCTAssertEqual(ctx.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: -10, y: 0, width: 20, height: 10))
        assertPixel(ctx, 5, 2, transparent)  // outside the rect everything is masked out
        assertPixel(ctx, 15, 2, opaqueRed)
        assertPixel(ctx, 15, 7, transparent)
    }

    func testMasksIntersectWithTheClipAndEachOtherAndRestoreWithTheState() {
        let ctx = makeBitmap(20, 10)
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 15, height: 10))
        ctx.clip(to: whole, mask: grayMask(gray: 0.5))
        ctx.clip(to: whole, mask: grayMask(gray: 0.5))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(whole)
        assertPixel(ctx, 5, 5, RGBA(255, 0, 0, 64), tolerance: 1)
        assertPixel(ctx, 17, 5, transparent)
        ctx.restoreGState()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(whole)
        assertPixel(ctx, 17, 5, opaqueBlue)
        assertPixel(ctx, 5, 5, opaqueBlue)
    }

    func testStrokesClearImagesAndGradientsHonourTheMask() {
        let blueImage: CGImage = {
            let c = makeBitmap(4, 4)
            c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            return c.makeImage()!
        }()
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                as CFArray,
            locations: nil)!
        let operations: [(String, (CGContext) -> Void, RGBA)] = [
            (
                "stroke",
                {
                    $0.setLineWidth(20); $0.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 20, y: 5)])
                }, opaqueBlue
            ),
            ("clear", { $0.clear(self.whole) }, transparent),
            ("image", { $0.draw(blueImage, in: self.whole) }, opaqueBlue),
            (
                "gradient", { $0.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 20, y: 0), options: []) },
                opaqueBlue
            ),
        ]
        for (name, operation, changed) in operations {
            let ctx = makeBitmap(20, 10)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(whole)
            ctx.clip(to: whole, mask: rightHalf)
            ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            operation(ctx)
            XCTAssertEqual(ctx.pixel(5, 5), opaqueRed, "\(name): masked out")
            XCTAssertEqual(ctx.pixel(15, 5), changed, "\(name): painted")
        }
    }

    func testShadowIsMaskedToo() {
        let ctx = makeBitmap(20, 10)
        ctx.clip(to: whole, mask: grayMask(white: CGRect(x: 0, y: 0, width: 10, height: 10)))  // left half paints
        ctx.setShadow(
            offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
        assertPixel(ctx, 5, 5, opaqueRed)
        assertPixel(ctx, 15, 5, transparent)  // the shadow lands in the masked-out half

        let unmasked = makeBitmap(20, 10)
        unmasked.setShadow(
            offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        unmasked.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        unmasked.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
        assertPixel(unmasked, 15, 5, RGBA(0, 0, 0, 255))  // without the mask the shadow is there
    }

    func testTransparencyLayerIsCompositedThroughTheMaskOnce() {
        let ctx = makeBitmap(20, 10)
        ctx.clip(to: whole, mask: grayMask(gray: 0.5))
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(whole)
        ctx.endTransparencyLayer()
        assertPixel(ctx, 5, 5, RGBA(255, 0, 0, 128), tolerance: 1)
    }

    func testBlendModesAreFadedByTheMask() {
        // Multiply at half coverage: the destination moves half-way to s × d (not to s, which is
        // what drawing a group onto transparent pixels and fading it in would give).
        let d: (CGFloat, CGFloat, CGFloat) = (0.2, 0.6, 0.8), s: (CGFloat, CGFloat, CGFloat) = (0.9, 0.4, 0.1)
        let ctx = makeBitmap(20, 10)
        ctx.setFillColor(red: d.0, green: d.1, blue: d.2, alpha: 1)
        ctx.fill(whole)
        ctx.clip(to: whole, mask: grayMask(gray: 0.5))
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(red: s.0, green: s.1, blue: s.2, alpha: 1)
        ctx.fill(whole)
        func byte(_ s: CGFloat, _ d: CGFloat) -> Int { Int(((d + (s * d - d) * 128 / 255) * 255).rounded()) }
        assertPixel(ctx, 5, 5, RGBA(byte(s.0, d.0), byte(s.1, d.1), byte(s.2, d.2), 255), tolerance: 2)
    }
}
