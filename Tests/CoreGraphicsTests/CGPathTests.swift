import CoreGraphics
import XCTest

final class CGPathTests: XCTestCase {
    func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [
                CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3,
                .closeSubpath: 0,
            ][element.pointee.type]!
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    func testRectElementsAndIsRect() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        XCTAssertEqual(
            elements(path).map(\.0), [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        XCTAssertEqual(
            elements(path).map(\.1).flatMap { $0 },
            [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
        var rect = CGRect.zero
        XCTAssertTrue(path.isRect(&rect))
        XCTAssertEqual(rect, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertFalse(CGPath(ellipseIn: rect, transform: nil).isRect(nil))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 1, y: 2))  // back at the start after close
    }

    func testBoundingBoxesWithAndWithoutControlPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(path.boundingBoxOfPath.maxY, 7.5, accuracy: 1e-9)  // the curve's true top
        XCTAssertEqual(CGMutablePath().boundingBox, .null)
        let circle = CGPath(ellipseIn: CGRect(x: -5, y: -5, width: 10, height: 10), transform: nil)
        XCTAssertEqual(circle.boundingBoxOfPath.minX, -5, accuracy: 1e-9)
        XCTAssertEqual(circle.boundingBoxOfPath.width, 10, accuracy: 1e-9)
    }

    func testContainsWithFillRulesAndTransform() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        XCTAssertTrue(path.contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        XCTAssertTrue(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        XCTAssertFalse(path.contains(CGPoint(x: 11, y: 5)))
        XCTAssertTrue(path.contains(CGPoint(x: 21, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
        XCTAssertFalse(path.contains(CGPoint(x: CGFloat.nan, y: 5)))
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        XCTAssertTrue(circle.contains(CGPoint(x: 5, y: 9.9)))
        XCTAssertFalse(circle.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    func testArcsFollowCoreGraphicsDirectionAndJoinTheCurrentPoint() {
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(ccw.currentPoint.x, 0, accuracy: 1e-9)
        XCTAssertEqual(ccw.currentPoint.y, 10, accuracy: 1e-9)
        XCTAssertEqual(ccw.boundingBoxOfPath.height, 10, accuracy: 1e-6)  // a quarter circle
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(cw.boundingBoxOfPath.height, 20, accuracy: 1e-6)  // three quarters
        let joined = CGMutablePath()
        joined.move(to: CGPoint(x: -20, y: 0))
        joined.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi)
        XCTAssertEqual(elements(joined)[1].0, .addLineToPoint)
        XCTAssertEqual(joined.currentPoint.x, -10, accuracy: 1e-9)
        // A sweep of more than a full turn is one full circle.
        let full = CGMutablePath()
        full.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 6 * .pi, clockwise: false)
        XCTAssertEqual(elements(full).count, 5)
    }

    func testTangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        XCTAssertEqual(path.currentPoint.x, 10, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 4, accuracy: 1e-9)
        XCTAssertEqual(elements(path)[1].1[0].x, 6, accuracy: 1e-9)
        // Collinear points: a straight line to the first tangent end.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        XCTAssertEqual(straight.currentPoint, CGPoint(x: 5, y: 0))
    }

    func testNoCurrentPointIgnoresSegmentsAndCopiesAreEqual() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        XCTAssertTrue(path.isEmpty)
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 4, cornerHeight: 4)
        let copy = path.copy()!
        XCTAssertEqual(copy, path)
        let moved = path.copy(using: [CGAffineTransform(translationX: 5, y: 0)])!
        XCTAssertNotEqual(moved, path)
        XCTAssertEqual(moved.boundingBox.minX, 5, accuracy: 1e-9)
        XCTAssertEqual(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertFalse(path.contains(CGPoint(x: 0.3, y: 0.3)))
        XCTAssertTrue(path.contains(CGPoint(x: 2, y: 5)))
        let added = CGMutablePath()
        added.addPath(path, transform: CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(added.boundingBoxOfPath.width, 40, accuracy: 1e-9)
    }

    func testAffineTransformAPI() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2).rotated(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(t)
        XCTAssertEqual(p.x, 10, accuracy: 1e-9)
        XCTAssertEqual(p.y, 2, accuracy: 1e-9)
        let back = p.applying(t.inverted())
        XCTAssertEqual(back.x, 1, accuracy: 1e-9)
        XCTAssertTrue(t.concatenating(t.inverted()).isIdentityWithin(1e-12))
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertEqual(
            CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2)).width, 1,
            accuracy: 1e-9)
        XCTAssertEqual(
            CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: -1, y: 2)), CGSize(width: -2, height: 6))
    }
}

extension CGAffineTransform {
    func isIdentityWithin(_ e: CGFloat) -> Bool {
        abs(a - 1) < e && abs(b) < e && abs(c) < e && abs(d - 1) < e && abs(tx) < e && abs(ty) < e
    }
}
