@_spi(ViewLab) @testable import CoreGraphics
@testable import QuartzCore
import XCTest

final class CAShapeLayerTests: XCTestCase {
    func testPathLengthAndTrimming() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        let measure = PathMeasure(rect, tolerance: 0.01)
        XCTAssertEqual(measure.length, 300, accuracy: 1e-9, "a closed rectangle includes its closing side")
        let quarter = measure.trimmed(from: 0, to: 0.25)
        XCTAssertEqual(quarter.count, 1)
        XCTAssertEqual(quarter.reduce(0) { $0 + $1.length }, 75, accuracy: 1e-9)
        XCTAssertEqual(quarter[0].segments.last.map { [$0.end.x, $0.end.y] }, [75, 0])
        let middle = measure.trimmed(from: 0.25, to: 0.75)  // 75…225: along the top, down the right, along the bottom
        XCTAssertEqual(middle.reduce(0) { $0 + $1.length }, 150, accuracy: 1e-9)
        XCTAssertEqual(middle[0].segments.first.map { [$0.start.x, $0.start.y] }, [75, 0])
        XCTAssertEqual(middle[0].segments.last.map { [$0.end.x, $0.end.y] }, [25, 50])

        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        XCTAssertEqual(PathMeasure(circle, tolerance: 0.01).length, 100 * .pi, accuracy: 0.1)

        // Two subpaths: trimming continues from the first into the second.
        let two = CGMutablePath()
        two.move(to: .zero)
        two.addLine(to: CGPoint(x: 10, y: 0))
        two.move(to: CGPoint(x: 0, y: 10))
        two.addLine(to: CGPoint(x: 30, y: 10))
        let pieces = PathMeasure(two, tolerance: 0.01).trimmed(from: 0.125, to: 0.5)  // 5…20
        XCTAssertEqual(pieces.map(\.length), [5, 10])
    }

    func testTrimmingKeepsCurvesAndEndsOnTheCurve() {
        // A circle of radius 50 from 3 o'clock, clockwise in y-down coordinates (CGPath(ellipseIn:)).
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let measure = PathMeasure(circle, tolerance: 0.01)
        let half = measure.trimmed(from: 0, to: 0.5)
        XCTAssertEqual(half.count, 1)
        XCTAssertTrue(
            half[0].segments.allSatisfy { $0.points.count == 4 }, "the trimmed circle is still made of curves")
        XCTAssertEqual(half[0].length, 50 * .pi, accuracy: 0.05)
        let end = half[0].segments.last!.end
        XCTAssertEqual(end.x, 0, accuracy: 0.02)
        XCTAssertEqual(end.y, 50, accuracy: 0.02)
        XCTAssertFalse(half[0].isClosed)
        // A third of the way: 120° round from 3 o'clock.
        let third = measure.trimmed(from: 0, to: 1.0 / 3)[0].segments.last!.end
        XCTAssertEqual(hypot(third.x - 50, third.y - 50), 50, accuracy: 0.02, "the cut lies on the circle")
        XCTAssertEqual(atan2(third.y - 50, third.x - 50), 2 * .pi / 3, accuracy: 0.001)
        // A piece from the middle of a curve to the middle of another.
        let middle = measure.trimmed(from: 0.1, to: 0.6)
        XCTAssertEqual(middle[0].length, 0.5 * 100 * .pi, accuracy: 0.05)
    }

    func testAWholeClosedSubpathInsideTheRangeStaysClosed() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))  // 40
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 40, y: 20))  // 40
        let pieces = PathMeasure(path, tolerance: 0.01).trimmed(from: 0, to: 0.75)
        XCTAssertEqual(pieces.map(\.isClosed), [true, false])
        XCTAssertEqual(pieces.map(\.length), [40, 20])
    }

    func testStrokeEndLimitsThePaintedLength() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 100, y: 10))
        shape.path = line
        shape.strokeColor = .blue
        shape.lineWidth = 4
        shape.strokeStart = 0.2
        shape.strokeEnd = 0.6
        let image = LayerTest.render(shape, size: CGSize(width: 100, height: 20))
        XCTAssertEqual(LayerTest.pixel(image, CGPoint(x: 10, y: 10)).red, 255, "before strokeStart: white")
        XCTAssertLessThan(LayerTest.pixel(image, CGPoint(x: 30, y: 10)).red, 60, "stroked")
        XCTAssertLessThan(LayerTest.pixel(image, CGPoint(x: 59, y: 10)).red, 60, "stroked")
        XCTAssertEqual(LayerTest.pixel(image, CGPoint(x: 62, y: 10)).red, 255, "after strokeEnd: white")
        shape.strokeEnd = .nan
        _ = LayerTest.render(shape, size: CGSize(width: 100, height: 20))  // NaN is clamped, no crash
    }

    func testDefaults() {
        let shape = CAShapeLayer()
        XCTAssertEqual(shape.fillColor, CGColor.black)
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.fillRule, .nonZero)
        XCTAssertEqual(shape.lineCap, .butt)
        XCTAssertEqual(shape.lineJoin, .miter)
        XCTAssertEqual(shape.miterLimit, 10)
        XCTAssertEqual([shape.strokeStart, shape.strokeEnd], [0, 1])
        let layer = CALayer()
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.shadowColor, CGColor.black)
        XCTAssertTrue(layer.allowsGroupOpacity)
        XCTAssertEqual(layer.contentsGravity, .resize)
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(layer.borderColor, CGColor.black)
        let gradient = CAGradientLayer()
        XCTAssertEqual([gradient.startPoint, gradient.endPoint], [CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1)])
        XCTAssertEqual(gradient.type, .axial)
    }
}
