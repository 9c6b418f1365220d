import PixelReading
import UIKit
import XCTest

/// Arcs as loading indicators and rings draw them. Sources: Apple's documentation of
/// `UIBezierPath.init(arcCenter:radius:startAngle:endAngle:clockwise:)` (0 → π clockwise "draws
/// the bottom half of the circle", counter-clockwise "the top half"), of
/// `CGMutablePath.addArc(center:…clockwise:)` / `CGContext.addArc` ("In a flipped coordinate
/// system … specifying a clockwise arc results in a counterclockwise arc"; a line joins the
/// current point to the arc's start), and the note on `CGPathAddArc` in Apple's `CGPath.h`
/// (passing `2 * M_PI` "will cause a full circle to be drawn").
final class ArcTests: XCTestCase {
    private func image(_ draw: (CGContext) -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format).image { draw($0.cgContext) }.cgImage!
    }

    func testFullCircleArcFromZeroToTwoPiDrawsACircleCounterClockwiseToo() {
        // The spelling of the issue (and of activity indicators): clockwise: false, 0 → 2π.
        let path = UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        XCTAssertEqual(path.bounds.width, 40, accuracy: 0.001)
        XCTAssertEqual(path.bounds.height, 40, accuracy: 0.001)
        let filled = image { _ in UIColor.black.setFill(); path.fill() }
        for (x, y) in [(30, 30), (30, 12), (30, 47), (12, 30), (47, 30)] {
            XCTAssertEqual(Pixels.at(filled, x, y).a, 255, "(\(x), \(y)) is inside the circle")
        }
        XCTAssertEqual(Pixels.at(filled, 4, 4).a, 0)
    }

    func testRingSpellingsAllStrokeTheWholeCircle() {
        // −π/2 → 3π/2 (a ring from 12 o'clock), CGFloat.pi * 2 and 2π → 0, in both directions.
        let spellings: [(CGFloat, CGFloat)] = [(-.pi / 2, 3 * .pi / 2), (0, CGFloat.pi * 2), (2 * .pi, 0), (1.5 * .pi, 3.5 * .pi)]
        for (start, end) in spellings {
            for clockwise in [true, false] {
                let ring = UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: 20, startAngle: start, endAngle: end, clockwise: clockwise)
                ring.lineWidth = 4
                let drawn = image { _ in UIColor.black.setStroke(); ring.stroke() }
                for (x, y) in [(30, 10), (50, 30), (30, 50), (10, 30), (44, 44), (15, 15)] {
                    XCTAssertEqual(Pixels.at(drawn, x, y).a, 255, "(\(x), \(y)) on the ring \(start) → \(end) clockwise: \(clockwise)")
                }
                XCTAssertEqual(Pixels.at(drawn, 30, 30).a, 0)
            }
        }
    }

    func testClockwiseIsOnScreenClockwiseForUIBezierPath() {
        let bottom = image { _ in
            UIColor.black.setFill()
            UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: 20, startAngle: 0, endAngle: .pi, clockwise: true).fill()
        }
        XCTAssertEqual(Pixels.at(bottom, 30, 42).a, 255)
        XCTAssertEqual(Pixels.at(bottom, 30, 18).a, 0)
        let top = image { _ in
            UIColor.black.setFill()
            UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: 20, startAngle: 0, endAngle: .pi, clockwise: false).fill()
        }
        XCTAssertEqual(Pixels.at(top, 30, 18).a, 255)
        XCTAssertEqual(Pixels.at(top, 30, 42).a, 0)
    }

    func testCoreGraphicsClockwiseLooksCounterClockwiseInUIKitsFlippedContext() {
        // The same half arc through CGContext in a UIKit context is mirrored: clockwise: true is
        // the top half on screen.
        let drawn = image { ctx in
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.addArc(center: CGPoint(x: 30, y: 30), radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
            ctx.fillPath()
        }
        XCTAssertEqual(Pixels.at(drawn, 30, 18).a, 255)
        XCTAssertEqual(Pixels.at(drawn, 30, 42).a, 0)
    }

    func testContextFullCircleArcFillsInEitherDirection() {
        for clockwise in [true, false] {
            let drawn = image { ctx in
                ctx.setFillColor(UIColor.black.cgColor)
                ctx.addArc(center: CGPoint(x: 30, y: 30), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
                ctx.fillPath()
            }
            XCTAssertEqual(Pixels.at(drawn, 30, 30).a, 255, "clockwise: \(clockwise)")
            XCTAssertEqual(Pixels.at(drawn, 30, 14).a, 255)
        }
    }

    func testPieSliceJoinsTheCentreToTheArcWithALine() {
        let slice = UIBezierPath()
        slice.move(to: CGPoint(x: 30, y: 30))
        slice.addArc(withCenter: CGPoint(x: 30, y: 30), radius: 20, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        slice.close()
        let drawn = image { _ in UIColor.black.setFill(); slice.fill() }
        XCTAssertEqual(Pixels.at(drawn, 38, 22).a, 255)  // upper right quarter
        XCTAssertEqual(Pixels.at(drawn, 22, 22).a, 0)
        XCTAssertEqual(Pixels.at(drawn, 38, 38).a, 0)
    }

    func testRelativeArcOfTwoPiIsAFullCircle() {
        // addRelativeArc: "A positive value creates a counter-clockwise arc", either sign a full turn.
        for delta: CGFloat in [2 * .pi, -2 * .pi] {
            let path = CGMutablePath()
            path.addRelativeArc(center: CGPoint(x: 30, y: 30), radius: 20, startAngle: -.pi / 2, delta: delta)
            XCTAssertEqual(path.boundingBoxOfPath.width, 40, accuracy: 0.001)
            XCTAssertEqual(path.boundingBoxOfPath.height, 40, accuracy: 0.001)
        }
    }

    func testShapeLayerProgressRingDrawsItsArc() {
        // A progress ring: a CAShapeLayer whose path starts at 12 o'clock and sweeps a quarter.
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: 20, startAngle: -.pi / 2,
                                 endAngle: -.pi / 2 + 2 * .pi * 0.25, clockwise: true).cgPath
        ring.strokeColor = UIColor.black.cgColor
        ring.fillColor = nil
        ring.lineWidth = 4
        let drawn = image { ring.render(in: $0) }
        XCTAssertEqual(Pixels.at(drawn, 44, 16).a, 255)  // between 12 and 3 o'clock
        XCTAssertEqual(Pixels.at(drawn, 16, 44).a, 0)
    }
}
