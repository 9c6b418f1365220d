import CoreGraphics
import XCTest

/// The arc spellings of Core Graphics, pinned against Apple's rules:
/// - `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)` and
///   `CGContext.addArc`: direction from `clockwise` (true = clockwise in user space, i.e.
///   decreasing angles), a line from the current point to the arc's start, the end point becomes
///   the current point (Apple's documentation of both methods);
/// - sweeps of whole turns and angles near 2π: the note on `CGPathAddArc` in Apple's `CGPath.h`;
/// - `addRelativeArc`: "A positive value creates a counter-clockwise arc (in user space
///   coordinates), and vice versa" (Apple's documentation);
/// - `addArc(tangent1End:tangent2End:radius:)`: PostScript `arct`, a line from the current point
///   to the first tangent point (Apple's documentation of `CGContextAddArcToPoint`).
final class CGPathArcTests: XCTestCase {
    private func types(_ path: CGPath) -> [CGPathElementType] {
        var result: [CGPathElementType] = []
        path.applyWithBlock { result.append($0.pointee.type) }
        return result
    }

    private func assertFullCircle(_ path: CGPath, radius: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        let box = path.boundingBoxOfPath
        XCTAssertEqual(box.width, 2 * radius, accuracy: 0.01, "width of \(box)", file: file, line: line)
        XCTAssertEqual(box.height, 2 * radius, accuracy: 0.01, "height of \(box)", file: file, line: line)
        XCTAssertEqual(
            types(path), [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4), file: file, line: line)
    }

    /// The signed angle swept by `path`'s curves, from their end points.
    private func sweep(_ path: CGPath, center: CGPoint = .zero) -> CGFloat {
        var total: CGFloat = 0, previous: CGPoint?
        path.applyWithBlock { element in
            let e = element.pointee
            let end: CGPoint
            switch e.type {
            case .moveToPoint, .addLineToPoint: end = e.points[0]
            case .addCurveToPoint: end = e.points[2]
            default: return
            }
            if e.type == .addCurveToPoint, let p = previous {
                var d = atan2(end.y - center.y, end.x - center.x) - atan2(p.y - center.y, p.x - center.x)
                if d > .pi { d -= 2 * .pi } else if d < -.pi { d += 2 * .pi }
                total += d
            }
            previous = end
        }
        return total
    }

    func testArcWholeTurnsApartIsAFullCircleInEitherDirection() {
        // CGPath.h: passing `2 * M_PI` "will cause a full circle to be drawn"; iOS draws
        // UIBezierPath(arcCenter:…startAngle: 0, endAngle: 2 * .pi, clockwise: false) as a circle.
        let spellings: [(CGFloat, CGFloat)] = [
            (0, 2 * .pi), (2 * .pi, 0), (-.pi / 2, 3 * .pi / 2), (3 * .pi / 2, -.pi / 2),
            (0, CGFloat.pi * 2), (0, 4 * .pi), (.pi, -.pi),
        ]
        for (start, end) in spellings {
            for clockwise in [false, true] {
                let path = CGMutablePath()
                path.addArc(center: .zero, radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
                assertFullCircle(path, radius: 10)
                XCTAssertEqual(
                    sweep(path), clockwise ? -2 * .pi : 2 * .pi, accuracy: 1e-9,
                    "\(start) → \(end) clockwise: \(clockwise)")
                XCTAssertEqual(path.currentPoint.x, 10 * cos(end), accuracy: 1e-9)
                XCTAssertEqual(path.currentPoint.y, 10 * sin(end), accuracy: 1e-9)
            }
        }
    }

    func testArcWithEqualAnglesAddsOnlyItsStartPoint() {
        // The arc from a point to itself is empty; the start still becomes the current point.
        let alone = CGMutablePath()
        alone.addArc(center: CGPoint(x: 5, y: 5), radius: 10, startAngle: .pi, endAngle: .pi, clockwise: true)
        XCTAssertEqual(types(alone), [.moveToPoint])
        XCTAssertEqual(alone.currentPoint.x, -5, accuracy: 1e-9)
        let joined = CGMutablePath()
        joined.move(to: .zero)
        joined.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 0, clockwise: false)
        XCTAssertEqual(types(joined), [.moveToPoint, .addLineToPoint])
    }

    func testArcFollowsTheFlagFromStartToEndForAnyAngles() {
        // Negative and unnormalised angles name points on the circle; less than a turn is swept
        // from the start point to the end point in the flag's direction.
        let cases: [(CGFloat, CGFloat, Bool, CGFloat)] = [
            (-.pi / 2, 0, false, .pi / 2), (-.pi / 2, 0, true, -3 * .pi / 2),
            (5 * .pi / 2, 3 * .pi, false, .pi / 2), (5 * .pi / 2, 3 * .pi, true, -3 * .pi / 2),
            (.pi / 2, 0, true, -.pi / 2), (-7 * .pi, -13 * .pi / 2, false, .pi / 2),
            // CGPath.h: 0 → 2π + δ clockwise sweeps 2π − δ.
            (0, 2 * .pi + 0.5, true, -(2 * .pi - 0.5)), (0, 2 * .pi + 0.5, false, 2 * .pi),
        ]
        for (start, end, clockwise, expected) in cases {
            let path = CGMutablePath()
            path.addArc(center: .zero, radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
            XCTAssertEqual(sweep(path), expected, accuracy: 1e-9, "\(start) → \(end) clockwise: \(clockwise)")
            XCTAssertEqual(path.currentPoint.x, 10 * cos(expected + start), accuracy: 1e-9)
            XCTAssertEqual(path.currentPoint.y, 10 * sin(expected + start), accuracy: 1e-9)
        }
    }

    func testArcJoinsTheCurrentPointWithALine() {
        // Apple: "If the path already contains a subpath, this method adds a line connecting the
        // current point to the starting point of the arc."
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(types(path), [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        path.closeSubpath()
        XCTAssertTrue(path.contains(CGPoint(x: 60, y: 60)))
        XCTAssertFalse(path.contains(CGPoint(x: 40, y: 60)))
    }

    func testRelativeArcSignIsTheDirectionAndFullTurnsAreCircles() {
        for delta: CGFloat in [2 * .pi, -2 * .pi, 5 * .pi, -5 * .pi] {
            let path = CGMutablePath()
            path.addRelativeArc(center: .zero, radius: 4, startAngle: .pi / 3, delta: delta)
            assertFullCircle(path, radius: 4)
            XCTAssertEqual(sweep(path), delta > 0 ? 2 * .pi : -2 * .pi, accuracy: 1e-9)
        }
        let quarter = CGMutablePath()
        quarter.addRelativeArc(center: .zero, radius: 4, startAngle: 0, delta: -.pi / 2)
        XCTAssertEqual(quarter.currentPoint.y, -4, accuracy: 1e-9)
        let none = CGMutablePath()
        none.addRelativeArc(center: .zero, radius: 4, startAngle: 0, delta: 0)
        XCTAssertEqual(types(none), [.moveToPoint])
    }

    func testTangentArcNeedsACurrentPointAndStartsWithALine() {
        let empty = CGMutablePath()
        empty.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)
        XCTAssertTrue(empty.isEmpty)
        let corner = CGMutablePath()
        corner.move(to: .zero)
        corner.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)
        XCTAssertEqual(types(corner), [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        XCTAssertEqual(corner.currentPoint.x, 10, accuracy: 1e-9)
        XCTAssertEqual(corner.currentPoint.y, 3, accuracy: 1e-9)
    }

    // MARK: - Pixels

    func testContextArcOfTwoPiFillsADiscInEitherDirection() {
        for clockwise in [false, true] {
            let ctx = makeBitmap(40, 40)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.addArc(
                center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            ctx.fillPath()
            assertPixel(ctx, 20, 20, opaqueRed)
            assertPixel(ctx, 8, 20, opaqueRed)
            assertPixel(ctx, 31, 20, opaqueRed)
            assertPixel(ctx, 2, 2, transparent)
        }
    }

    func testCounterClockwiseHalfArcIsTheUpperHalfInAnUnflippedContext() {
        // y grows upwards in a bitmap context: 0 → π counter-clockwise passes through π/2, the top.
        let ctx = makeBitmap(40, 40)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi, clockwise: false)
        ctx.fillPath()
        assertPixel(ctx, 20, 10, opaqueRed)  // image row 10 is user y = 30, above the centre
        assertPixel(ctx, 20, 30, transparent)
        let clockwise = makeBitmap(40, 40)
        clockwise.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        clockwise.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi, clockwise: true)
        clockwise.fillPath()
        assertPixel(clockwise, 20, 30, opaqueRed)
        assertPixel(clockwise, 20, 10, transparent)
    }
}
