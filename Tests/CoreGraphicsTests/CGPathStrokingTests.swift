import CoreGraphics
import XCTest

/// `copy(strokingWithWidth:…)` is checked against cairo's real stroke: filling the outline must
/// paint (almost) the same pixels as stroking the path.
final class CGPathStrokingTests: XCTestCase {
    func coverage(_ draw: (CGContext) -> Void) -> [Int] {
        let ctx = makeBitmap(80, 80)
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.setStrokeColor(gray: 0, alpha: 1)
        draw(ctx)
        guard let image = ctx.makeImage() else { return [] }
        return (0..<(80 * 80)).map { Int(image.pixel(x: $0 % 80, y: $0 / 80).alpha) }
    }

    func assertOutlineMatchesStroke(
        _ path: CGPath, width: CGFloat, cap: CGLineCap, join: CGLineJoin,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let stroked = coverage { ctx in
            ctx.setLineWidth(width); ctx.setLineCap(cap); ctx.setLineJoin(join)
            ctx.addPath(path); ctx.strokePath()
        }
        let outline = path.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: 10)
        let filled = coverage { ctx in
            ctx.addPath(outline); ctx.fillPath()
        }
        let different = zip(stroked, filled).filter { abs($0 - $1) > 64 }.count
        XCTAssertLessThan(different, 12, "\(cap) \(join): \(different) pixels differ", file: file, line: line)
        XCTAssertGreaterThan(stroked.filter { $0 > 128 }.count, 100, file: file, line: line)
    }

    func testOutlineMatchesStrokeForCapsAndJoins() {
        let zigzag = CGMutablePath()
        zigzag.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 40, y: 60), CGPoint(x: 70, y: 20)])
        for cap in [CGLineCap.butt, .round, .square] {
            for join in [CGLineJoin.miter, .round, .bevel] {
                assertOutlineMatchesStroke(zigzag, width: 8, cap: cap, join: join)
            }
        }
        let ring = CGPath(ellipseIn: CGRect(x: 15, y: 15, width: 50, height: 50), transform: nil)
        assertOutlineMatchesStroke(ring, width: 6, cap: .butt, join: .miter)
        let box = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 30), transform: nil)
        assertOutlineMatchesStroke(box, width: 10, cap: .butt, join: .miter)
    }

    func testOutlineContainsAndEdgeCases() {
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
        let outline = line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10)
        XCTAssertTrue(outline.contains(CGPoint(x: 5, y: 1.9)))
        XCTAssertTrue(outline.contains(CGPoint(x: -1.9, y: 0)))  // round cap
        XCTAssertFalse(outline.contains(CGPoint(x: 5, y: 2.1)))
        XCTAssertTrue(line.copy(strokingWithWidth: .nan, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 3, y: 3))
        dot.addLine(to: CGPoint(x: 3, y: 3))
        XCTAssertTrue(
            dot.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .miter, miterLimit: 10).contains(
                CGPoint(x: 3.5, y: 3)))
        XCTAssertTrue(dot.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }

    func testDashingCutsThePath() {
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0)])
        let dashed = line.copy(dashingWithPhase: 0, lengths: [4, 2])
        var moves = 0
        dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        XCTAssertEqual(moves, 4)  // 0–4, 6–10, 12–16, 18–20
        XCTAssertEqual(dashed.boundingBoxOfPath.maxX, 20, accuracy: 1e-9)
        let shifted = line.copy(dashingWithPhase: 5, lengths: [4, 2])
        XCTAssertEqual(shifted.boundingBoxOfPath.minX, 1, accuracy: 1e-9)  // starts in a gap of 1
        XCTAssertEqual(line.copy(dashingWithPhase: 0, lengths: []), line)
    }
}
