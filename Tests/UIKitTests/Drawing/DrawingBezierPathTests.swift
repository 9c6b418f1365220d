import TestSupport
import UIKit
import XCTest

final class DrawingBezierPathTests: XCTestCase {
    func render(_ size: CGSize, _ draw: () -> Void) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in draw() }.cgImage
    }

    func alpha(_ image: CGImage?, _ x: Int, _ y: Int) -> Int { Int(image?.pixel(x: x, y: y).alpha ?? 0) }

    // MARK: - Geometry

    func testBoundsAndContains() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 10, y: 20, width: 40, height: 20))
        XCTAssertEqual(oval.bounds.minX, 10, accuracy: 1e-9)
        XCTAssertEqual(oval.bounds.maxY, 40, accuracy: 1e-9)
        XCTAssertTrue(oval.contains(CGPoint(x: 30, y: 30)))
        XCTAssertFalse(oval.contains(CGPoint(x: 11, y: 21)))
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        rect.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
        XCTAssertTrue(rect.contains(CGPoint(x: 5, y: 5)))
        rect.usesEvenOddFillRule = true
        XCTAssertFalse(rect.contains(CGPoint(x: 5, y: 5)))
        XCTAssertEqual(UIBezierPath().bounds, .null)
        XCTAssertTrue(UIBezierPath().isEmpty)
        XCTAssertEqual(UIBezierPath().lineWidth, 1)
        XCTAssertEqual(UIBezierPath().miterLimit, 10)
    }

    func testArcClockwiseIsOnScreenClockwise() {
        // From 3 o'clock clockwise (down, in UIKit) to 6 o'clock: a quarter in the lower right.
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(quarter.cgPath.boundingBoxOfPath.minY, 0, accuracy: 1e-6)
        XCTAssertEqual(quarter.cgPath.boundingBoxOfPath.maxY, 10, accuracy: 1e-6)
        XCTAssertEqual(quarter.currentPoint.y, 10, accuracy: 1e-9)
        let threeQuarters = UIBezierPath(
            arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(threeQuarters.cgPath.boundingBoxOfPath.minY, -10, accuracy: 1e-6)
    }

    func testRoundedRectCornersAndClamping() {
        let all = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100)
        // The radius is clamped to 10: a capsule.
        XCTAssertFalse(all.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(all.contains(CGPoint(x: 1, y: 10)))
        XCTAssertEqual(all.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 40, height: 20))
        let one = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: .topLeft,
            cornerRadii: CGSize(width: 10, height: 10))
        XCTAssertFalse(one.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(one.contains(CGPoint(x: 39, y: 1)))
        XCTAssertTrue(one.contains(CGPoint(x: 1, y: 39)))
        XCTAssertEqual(one.currentPoint, CGPoint(x: 10, y: 0))
    }

    func testEditingReversingAndTransforming() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        path.addCurve(
            to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 8, y: 12), controlPoint2: CGPoint(x: 2, y: 12))
        let reversed = path.reversing()
        XCTAssertEqual(reversed.currentPoint, CGPoint(x: 0, y: 0))
        XCTAssertEqual(reversed.bounds, path.bounds)
        XCTAssertEqual(reversed.reversing(), path)
        path.close()
        XCTAssertEqual(path.currentPoint, .zero)
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        XCTAssertEqual(path.bounds.minX, 5, accuracy: 1e-9)
        let copy = path.copy() as? UIBezierPath
        XCTAssertEqual(copy, path)
        path.removeAllPoints()
        XCTAssertTrue(path.isEmpty)
        XCTAssertFalse(copy?.isEmpty ?? true)
        let fromCG = UIBezierPath(cgPath: CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: nil))
        XCTAssertEqual(fromCG.bounds, CGRect(x: 1, y: 1, width: 2, height: 2))
    }

    func testLineDashRoundTrip() {
        let path = UIBezierPath()
        path.setLineDash([4, 2], count: 2, phase: 1)
        var count = 0, phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        var values = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&values, count: nil, phase: nil)
        XCTAssertEqual(values, [4, 2])
        XCTAssertEqual(phase, 1)
    }

    // MARK: - Drawing

    func testFillStrokeAndClipDrawIntoTheCurrentContext() {
        let image = render(CGSize(width: 30, height: 30)) {
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 20))
            line.addLine(to: CGPoint(x: 30, y: 20))
            line.lineWidth = 4
            line.stroke()
            // The clip stays after addClip (no automatic restore).
            UIBezierPath(rect: CGRect(x: 20, y: 0, width: 5, height: 5)).addClip()
            UIBezierPath(rect: CGRect(x: 15, y: 0, width: 15, height: 15)).fill(with: .normal, alpha: 0.5)
        }
        XCTAssertEqual(image?.pixel(x: 5, y: 5).red, 255)
        XCTAssertEqual(alpha(image, 5, 18), 255)
        XCTAssertEqual(alpha(image, 5, 22), 0)
        XCTAssertEqual(image?.pixel(x: 5, y: 19).blue, 255)
        XCTAssertEqual(alpha(image, 22, 2), 128)
        XCTAssertEqual(alpha(image, 17, 2), 0)
    }

    func testStrokeSettingsDoNotLeakIntoTheContext() {
        let image = render(CGSize(width: 20, height: 20)) {
            UIColor.black.setStroke()
            let wide = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))
            wide.lineWidth = 6
            wide.stroke()
            UIGraphicsGetCurrentContext()?.stroke(CGRect(x: 0.5, y: 0.5, width: 19, height: 19))
        }
        XCTAssertEqual(alpha(image, 3, 10), 255)  // 6-point stroke reaches x = 2…8
        XCTAssertEqual(alpha(image, 0, 10), 255)  // the context's own 1-point line
        XCTAssertEqual(alpha(image, 1, 10), 0)
    }

    func testDrawingWithoutAContextDoesNothing() {
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).stroke()
        UIColor.red.setFill()
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    func testGoldenBadge() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60), format: format).image { context in
            let card = UIBezierPath(roundedRect: CGRect(x: 10, y: 8, width: 100, height: 40), cornerRadius: 12)
            context.cgContext.setShadow(
                offset: CGSize(width: 0, height: 3), blur: 6, color: UIColor(white: 0, alpha: 0.4).cgColor)
            UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1).setFill()
            card.fill()
            context.cgContext.setShadow(offset: .zero, blur: 0, color: nil)
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 28, y: 28))
            check.addLine(to: CGPoint(x: 36, y: 36))
            check.addLine(to: CGPoint(x: 52, y: 20))
            check.lineWidth = 4
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            UIColor.white.setStroke()
            check.stroke()
            let dots = UIBezierPath(ovalIn: CGRect(x: 70, y: 22, width: 10, height: 10))
            dots.append(UIBezierPath(ovalIn: CGRect(x: 86, y: 22, width: 10, height: 10)))
            UIColor(white: 1, alpha: 0.7).setFill()
            dots.fill()
        }
        GoldenImage.assertMatches(image: try XCTUnwrap(image.cgImage), named: "bezier-badge")
    }
}
