import UIKit
import XCTest

/// `UIBezierPath`'s arcs in UIKit's flipped (top-left origin) space. Apple's documentation of
/// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`: "specifying a start angle of 0
/// radians, an end angle of π radians, and setting the clockwise parameter to true draws the
/// bottom half of the circle. However, specifying the same start and end angles but setting the
/// clockwise parameter to false draws the top half of the circle." Whole turns follow the note on
/// `CGPathAddArc` in `CGPath.h` (see `CGMutablePath.addArc`).
final class UIBezierPathArcTests: XCTestCase {
    private func render(_ draw: () -> Void) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in draw() }
            .cgImage
    }

    private func alpha(_ image: CGImage?, _ x: Int, _ y: Int) -> Int { Int(image?.pixel(x: x, y: y).alpha ?? 0) }

    func testFullTurnArcFillsACircleWhicheverWayItIsDrawn() {
        for clockwise in [false, true] {
            for (start, end) in [(CGFloat(0), 2 * CGFloat.pi), (-.pi / 2, 3 * .pi / 2), (2 * .pi, 0)] {
                let image = render {
                    UIColor.black.setFill()
                    UIBezierPath(
                        arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: start, endAngle: end,
                        clockwise: clockwise
                    ).fill()
                }
                for (x, y) in [(20, 20), (20, 8), (20, 32), (8, 20), (32, 20)] {
                    XCTAssertEqual(
                        alpha(image, x, y), 255, "(\(x), \(y)) for \(start) → \(end) clockwise: \(clockwise)")
                }
                XCTAssertEqual(alpha(image, 3, 3), 0)
            }
        }
    }

    func testClockwiseHalfArcIsTheBottomHalfOnScreen() {
        let bottom = render {
            UIColor.black.setFill()
            UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi, clockwise: true)
                .fill()
        }
        XCTAssertEqual(alpha(bottom, 20, 30), 255)
        XCTAssertEqual(alpha(bottom, 20, 10), 0)
        let top = render {
            UIColor.black.setFill()
            UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi, clockwise: false)
                .fill()
        }
        XCTAssertEqual(alpha(top, 20, 10), 255)
        XCTAssertEqual(alpha(top, 20, 30), 0)
    }

    func testAddArcJoinsTheCurrentPointAndMovesIt() {
        // A pie slice: move to the centre, arc, close — the line to the arc's start is implicit.
        let slice = UIBezierPath()
        slice.move(to: CGPoint(x: 20, y: 20))
        slice.addArc(withCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        slice.close()
        XCTAssertEqual(slice.bounds.minX, 20, accuracy: 1e-6)
        XCTAssertEqual(slice.bounds.minY, 5, accuracy: 1e-6)
        XCTAssertEqual(slice.bounds.maxX, 35, accuracy: 1e-6)
        XCTAssertEqual(slice.bounds.maxY, 20, accuracy: 1e-6)
        let image = render {
            UIColor.black.setFill(); slice.fill()
        }
        XCTAssertEqual(alpha(image, 26, 14), 255)  // upper right quarter
        XCTAssertEqual(alpha(image, 14, 14), 0)
        XCTAssertEqual(alpha(image, 26, 26), 0)
    }

    func testProgressRingFromTwelveOClockSweepsItsFraction() {
        // The loading-ring spelling: start at −π/2 (12 o'clock), clockwise by a fraction of 2π.
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: -.pi / 2,
            endAngle: -.pi / 2 + 2 * .pi * 0.25, clockwise: true)
        XCTAssertEqual(ring.currentPoint.x, 35, accuracy: 1e-9)
        XCTAssertEqual(ring.currentPoint.y, 20, accuracy: 1e-9)
        let image = render {
            UIColor.black.setStroke(); ring.lineWidth = 4; ring.stroke()
        }
        XCTAssertEqual(alpha(image, 30, 9), 255)  // on the ring, between 12 and 3 o'clock
        XCTAssertEqual(alpha(image, 9, 30), 0)  // the rest of the ring is not drawn
    }
}
