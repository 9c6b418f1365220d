import UIKit
import XCTest

/// `enumerateEnclosingRects(forGlyphRange:withinSelectedGlyphRange:in:using:)`: one rectangle per
/// line a range touches, line-fragment tall, as wide as the range's glyphs on that line — what a
/// label with tappable links highlights.
@MainActor
final class NSLayoutManagerEnclosingRectsTests: XCTestCase {
    func testARangeAcrossTwoLinesGivesOneRectanglePerLine() async {
        let storage = NSTextStorage(
            string: "one two three four five six seven", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 120, height: 1000))
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        var lines: [CGRect] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: storage.length)) {
            rect, _, _, _, _ in
            lines.append(rect)
        }
        XCTAssertGreaterThan(lines.count, 1)
        let whole = NSRange(location: 0, length: storage.length)
        var rects: [CGRect] = []
        manager.enumerateEnclosingRects(
            forGlyphRange: whole, withinSelectedGlyphRange: NSRange(location: NSNotFound, length: 0), in: container
        ) { rect, _ in rects.append(rect) }
        XCTAssertEqual(rects.count, lines.count)
        for (rect, line) in zip(rects, lines) {
            XCTAssertEqual(rect.minY, line.minY, accuracy: 0.01)
            XCTAssertEqual(rect.height, line.height, accuracy: 0.01)
            XCTAssertLessThanOrEqual(rect.maxX, 120.5)
        }
        // "two" alone: one rectangle on the first line, narrower than the line and right of "one ".
        let two = (storage.string as NSString).range(of: "two")
        var single: [CGRect] = []
        manager.enumerateEnclosingRects(
            forGlyphRange: two, withinSelectedGlyphRange: NSRange(location: NSNotFound, length: 0), in: container
        ) { rect, stop in
            single.append(rect)
            stop.pointee = true
        }
        XCTAssertEqual(single.count, 1)
        XCTAssertGreaterThan(single[0].minX, 20)
        XCTAssertLessThan(single[0].width, 50)
        XCTAssertEqual(single[0].minY, lines[0].minY, accuracy: 0.01)
    }

    /// The screen conversion accessibility frames use: a view's rectangle and path moved by the
    /// view's place in its window.
    func testAccessibilityScreenCoordinatesFollowTheViewsPlaceInItsWindow() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 5, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(view)
        let rect = UIAccessibility.convertToScreenCoordinates(CGRect(x: 1, y: 2, width: 30, height: 10), in: view)
        XCTAssertEqual(rect, CGRect(x: 31, y: 47, width: 30, height: 10))
        let path = UIAccessibility.convertToScreenCoordinates(
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), in: view)
        XCTAssertEqual(path.bounds, CGRect(x: 30, y: 45, width: 10, height: 10))
    }
}
