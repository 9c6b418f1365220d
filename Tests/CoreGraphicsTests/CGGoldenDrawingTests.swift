import CoreGraphics
import TestSupport
import XCTest

/// Composite drawings compared with golden PNGs in `Golden/` (record with `VIEWLAB_RECORD=1`).
final class CGGoldenDrawingTests: XCTestCase {
    /// A 2x UIKit-like drawing space on a raw bitmap context: flip to top-left, scale 2.
    func canvas(_ width: Int, _ height: Int) -> CGContext {
        let ctx = makeBitmap(width * 2, height * 2)
        ctx.translateBy(x: 0, y: CGFloat(height * 2))
        ctx.scaleBy(x: 2, y: -2)
        return ctx
    }

    func testProgressRingWithRoundCaps() throws {
        let ctx = canvas(80, 80)
        ctx.setLineWidth(10)
        ctx.setStrokeColor(gray: 0.9, alpha: 1)
        ctx.strokeEllipse(in: CGRect(x: 10, y: 10, width: 60, height: 60))
        ctx.setLineCap(.round)
        ctx.setStrokeColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        ctx.addArc(
            center: CGPoint(x: 40, y: 40), radius: 30, startAngle: -.pi / 2, endAngle: .pi * 0.9, clockwise: false)
        ctx.strokePath()
        GoldenImage.assertMatches(image: try XCTUnwrap(ctx.makeImage()), named: "ring-round-caps")
    }

    func testRoundedCardWithGradientAndShadow() throws {
        let ctx = canvas(120, 90)
        let card = CGPath(
            roundedRect: CGRect(x: 15, y: 10, width: 90, height: 60), cornerWidth: 12, cornerHeight: 12, transform: nil)
        ctx.saveGState()
        // A raw bitmap context's base space is y-up: a negative height casts the shadow downwards
        // even though the CTM here flips user space.
        ctx.setShadow(offset: CGSize(width: 0, height: -4), blur: 10, color: CGColor(gray: 0, alpha: 0.5))
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.addPath(card)
        ctx.clip()
        let colors = [
            CGColor(red: 1, green: 0.58, blue: 0, alpha: 1), CGColor(red: 1, green: 0.18, blue: 0.33, alpha: 1),
        ]
        let gradient = try XCTUnwrap(
            CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1]))
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 15, y: 10), end: CGPoint(x: 105, y: 70), options: [])
        ctx.endTransparencyLayer()
        ctx.restoreGState()
        GoldenImage.assertMatches(image: try XCTUnwrap(ctx.makeImage()), named: "card-gradient-shadow")
    }

    func testDashedStrokes() throws {
        let ctx = canvas(100, 60)
        ctx.setStrokeColor(gray: 0.1, alpha: 1)
        for (row, (pattern, cap)) in [
            ([6, 4] as [CGFloat], CGLineCap.butt), ([1, 5], .round), ([12, 6, 3, 6], .square),
        ].enumerated() {
            ctx.setLineWidth(CGFloat(2 + row))
            ctx.setLineCap(cap)
            ctx.setLineDash(phase: 0, lengths: pattern)
            let y = CGFloat(12 + row * 16)
            ctx.strokeLineSegments(between: [CGPoint(x: 8, y: y), CGPoint(x: 92, y: y)])
        }
        ctx.setLineDash(phase: 3, lengths: [4, 4])
        ctx.setLineWidth(1)
        ctx.setStrokeColor(red: 0.8, green: 0, blue: 0, alpha: 1)
        ctx.stroke(CGRect(x: 3, y: 3, width: 94, height: 54))
        GoldenImage.assertMatches(image: try XCTUnwrap(ctx.makeImage()), named: "dashed-strokes")
    }

    func testEvenOddStar() throws {
        let ctx = canvas(80, 80)
        let points = (0..<5).map { i -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            return CGPoint(x: 40 + 34 * cos(angle), y: 42 + 34 * sin(angle))
        }
        ctx.addLines(between: points)
        ctx.closePath()
        ctx.setFillColor(red: 1, green: 0.8, blue: 0, alpha: 1)
        ctx.setStrokeColor(red: 0.6, green: 0.3, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.setLineJoin(.round)
        ctx.drawPath(using: .eoFillStroke)
        GoldenImage.assertMatches(image: try XCTUnwrap(ctx.makeImage()), named: "even-odd-star")
    }
}
