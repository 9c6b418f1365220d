import CoreGraphics
import XCTest

/// `replacePathWithStrokedPath()` (clip a fill to a stroke) and `CGFont`.
final class CGStrokedPathAndFontTests: XCTestCase {
    /// The usual "gradient along a stroke" recipe: stroke settings, replace the path with its
    /// outline, clip, then fill — only the 10-pt band of the line is painted.
    func testClipToStrokedPathPaintsOnlyTheStroke() {
        let context = makeBitmap(40, 40)
        context.setLineWidth(10)
        context.setLineCap(.butt)
        context.move(to: CGPoint(x: 5, y: 20))
        context.addLine(to: CGPoint(x: 35, y: 20))
        context.replacePathWithStrokedPath()
        XCTAssertEqual(context.boundingBoxOfPath.minY, 15, accuracy: 0.01)
        XCTAssertEqual(context.boundingBoxOfPath.height, 10, accuracy: 0.01)
        XCTAssertTrue(context.pathContains(CGPoint(x: 20, y: 23), mode: .fill))
        XCTAssertFalse(context.pathContains(CGPoint(x: 20, y: 27), mode: .fill))
        context.clip()
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        assertPixel(context, 20, 20, RGBA(0, 0, 255, 255))
        assertPixel(context, 20, 16, RGBA(0, 0, 255, 255), tolerance: 1)
        assertPixel(context, 20, 10, RGBA(0, 0, 0, 0))
        assertPixel(context, 2, 20, RGBA(0, 0, 0, 0), tolerance: 0)
    }

    func testStrokedPathFollowsDashesAndTheCTM() {
        let context = makeBitmap(60, 20)
        context.scaleBy(x: 2, y: 1)
        context.setLineWidth(4)
        context.setLineDash(phase: 0, lengths: [5, 5])
        context.move(to: CGPoint(x: 0, y: 10))
        context.addLine(to: CGPoint(x: 30, y: 10))
        context.replacePathWithStrokedPath()
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fillPath()
        assertPixel(context, 4, 10, RGBA(255, 0, 0, 255))
        assertPixel(context, 14, 10, RGBA(0, 0, 0, 0), tolerance: 0)
        assertPixel(context, 24, 10, RGBA(255, 0, 0, 255))
        let empty = makeBitmap(4, 4)
        empty.replacePathWithStrokedPath()
        XCTAssertTrue(empty.isPathEmpty)
    }

    func testFontByName() {
        let font = CGFont("Helvetica-Bold" as CFString)
        XCTAssertEqual(font?.postScriptName, "Helvetica-Bold")
        XCTAssertEqual(font, CGFont("Helvetica-Bold" as CFString))
        XCTAssertNil(CGFont("  " as CFString))
    }
}
