@_spi(ViewLab) import CoreGraphics
import XCTest

/// Blend modes, checked against their formulas on opaque pixels (0…1 per channel):
/// the destination is filled first, then the source with the mode.
final class CGContextCompositingTests: XCTestCase {
    let d: (CGFloat, CGFloat, CGFloat) = (0.2, 0.6, 0.8)
    let s: (CGFloat, CGFloat, CGFloat) = (0.9, 0.4, 0.1)

    func blended(_ mode: CGBlendMode) -> RGBA {
        let ctx = makeBitmap(4, 4)
        ctx.setFillColor(red: d.0, green: d.1, blue: d.2, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.setBlendMode(mode)
        ctx.setFillColor(red: s.0, green: s.1, blue: s.2, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        return ctx.pixel(1, 1)
    }

    func expect(
        _ mode: CGBlendMode, _ f: (CGFloat, CGFloat) -> CGFloat, file: StaticString = #filePath, line: UInt = #line
    ) {
        func byte(_ v: CGFloat) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        let expected = RGBA(byte(f(s.0, d.0)), byte(f(s.1, d.1)), byte(f(s.2, d.2)), 255)
        let actual = blended(mode)
        XCTAssert(
            actual.isClose(to: expected, tolerance: 2), "\(mode): \(actual) ≠ \(expected)", file: file, line: line)
    }

    func testSeparableBlendModesFollowTheirFormulas() {
        expect(.normal) { s, _ in s }
        expect(.multiply) { s, d in s * d }
        expect(.screen) { s, d in s + d - s * d }
        expect(.overlay) { s, d in d <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d) }
        expect(.darken) { s, d in min(s, d) }
        expect(.lighten) { s, d in max(s, d) }
        expect(.difference) { s, d in abs(s - d) }
        expect(.exclusion) { s, d in s + d - 2 * s * d }
        expect(.hardLight) { s, d in s <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d) }
        expect(.colorDodge) { s, d in d == 0 ? 0 : (s >= 1 ? 1 : min(1, d / (1 - s))) }
        expect(.colorBurn) { s, d in d >= 1 ? 1 : (s <= 0 ? 0 : 1 - min(1, (1 - d) / s)) }
        expect(.plusLighter) { s, d in min(1, s + d) }
        expect(.copy) { s, _ in s }
        expect(.sourceAtop) { s, _ in s }
        expect(.destinationOver) { _, d in d }
    }

    func testPorterDuffModesAffectAlpha() {
        XCTAssertEqual(blended(.clear).a, 0)
        XCTAssertEqual(blended(.xor).a, 0)
        XCTAssertEqual(blended(.destinationOut).a, 0)
        XCTAssertEqual(blended(.sourceOut).a, 0)
        // Source over a transparent destination: sourceIn leaves nothing, destinationOver shows the source.
        let ctx = makeBitmap(4, 4)
        ctx.setBlendMode(.destinationOver)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        assertPixel(ctx, 1, 1, opaqueRed)
    }

    func testNonSeparableModesKeepTheirDefiningComponent() {
        // Luminosity: the result has the source's luminosity and the destination's hue.
        let lum: (RGBA) -> Double = { 0.3 * Double($0.r) + 0.59 * Double($0.g) + 0.11 * Double($0.b) }
        let sourceLuminosity = 255 * (0.3 * 0.9 + 0.59 * 0.4 + 0.11 * 0.1)
        XCTAssertEqual(lum(blended(.luminosity)), sourceLuminosity, accuracy: 3)
        let destinationLuminosity = 255 * (0.3 * 0.2 + 0.59 * 0.6 + 0.11 * 0.8)
        XCTAssertEqual(lum(blended(.color)), destinationLuminosity, accuracy: 3)
        XCTAssertEqual(lum(blended(.hue)), destinationLuminosity, accuracy: 3)
        XCTAssertEqual(lum(blended(.saturation)), destinationLuminosity, accuracy: 3)
    }

    func testEveryBlendModeDraws() {
        for mode in CGBlendMode.allCases {
            let pixel = blended(mode)
            XCTAssertTrue((0...255).contains(pixel.a), "\(mode)")
        }
    }

    // MARK: - Transparency layers

    func testTransparencyLayerAppliesAlphaOnceToTheGroup() {
        let ctx = makeBitmap(30, 10)
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        ctx.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        ctx.endTransparencyLayer()
        // Overlap and non-overlap get the same 50 % — without a layer the overlap would be 75 %.
        XCTAssertEqual(ctx.pixel(5, 5).a, 128, accuracy: 1)
        XCTAssertEqual(ctx.pixel(15, 5).a, 128, accuracy: 1)
        XCTAssertEqual(ctx.pixel(25, 5).a, 128, accuracy: 1)
    }

    func testTransparencyLayerInRectClipsAndRestoresState() {
        let ctx = makeBitmap(20, 20)
        ctx.setBlendMode(.normal)
        ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 10, height: 20), auxiliaryInfo: nil)
        ctx.saveGState()  // left open on purpose: ending the layer closes it
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.endTransparencyLayer()
        ctx.endTransparencyLayer()  // unbalanced: ignored
        assertPixel(ctx, 5, 5, opaqueBlue)
        assertPixel(ctx, 15, 5, transparent)
        ctx.fill(CGRect(x: 15, y: 0, width: 5, height: 20))  // fill colour back to black
        assertPixel(ctx, 16, 5, RGBA(0, 0, 0, 255))
    }
}
