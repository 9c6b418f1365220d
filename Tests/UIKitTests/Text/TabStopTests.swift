import Foundation
@testable import UIKit
import XCTest

/// `NSParagraphStyle.tabStops`: "The default value is an array of 12 left-aligned tabs at 28-point
/// intervals" (Apple, `NSParagraphStyle.tabStops`), and text after a tab starts at the next stop.
final class TabStopTests: XCTestCase {
    /// Where the ink after a tab begins, in points, for "A\tB" drawn with `style` from x = 0.
    private func inkAfterTheTab(_ style: NSParagraphStyle) -> CGFloat? {
        let text = NSAttributedString(
            string: "A\tB",
            attributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.black, .paragraphStyle: style])
        let image = TextTestSupport.render(size: CGSize(width: 300, height: 30), scale: 1) { _ in
            text.draw(at: .zero)
        }
        // "A" is about 10 points wide: the second glyph's ink is what lies right of 20 points.
        return TextTestSupport.inkBounds(image, in: CGRect(x: 20, y: 0, width: 280, height: 30))?.minX
    }

    func testTheDefaultStopsAre28PointsApart() throws {
        let style = NSParagraphStyle.default
        XCTAssertEqual(style.tabStops.count, 12)
        XCTAssertEqual(style.tabStops.map(\.location), (1...12).map { CGFloat($0) * 28 })
        XCTAssertEqual(style.defaultTabInterval, 0)
        let start = try XCTUnwrap(inkAfterTheTab(style))
        XCTAssertEqual(start, 28, accuracy: 2, "B starts at the first stop")
    }

    func testAStopOfTheParagraphPlacesTheTextAfterTheTab() throws {
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .left, location: 120, options: [:])]
        XCTAssertEqual(style.tabStops.first?.location, 120)
        let start = try XCTUnwrap(inkAfterTheTab(style))
        XCTAssertEqual(start, 120, accuracy: 2)
        XCTAssertNotEqual(style, NSParagraphStyle.default, "the stops are part of the style's equality")
        let copy = try XCTUnwrap(style.copy() as? NSParagraphStyle)
        XCTAssertEqual(copy.tabStops, style.tabStops)
    }

    func testStopsStayInOrderAndBadLocationsAreClamped() {
        let style = NSMutableParagraphStyle()
        style.tabStops = [
            NSTextTab(textAlignment: .left, location: 90), NSTextTab(textAlignment: .right, location: 30),
        ]
        style.addTabStop(NSTextTab(textAlignment: .left, location: 60))
        XCTAssertEqual(style.tabStops.map(\.location), [30, 60, 90])
        style.removeTabStop(NSTextTab(textAlignment: .left, location: 60))
        XCTAssertEqual(style.tabStops.map(\.location), [30, 90])
        XCTAssertEqual(NSTextTab(textAlignment: .left, location: .nan).location, 0)
        style.defaultTabInterval = -5
        XCTAssertEqual(style.defaultTabInterval, 0)
    }

    /// iOS 14's `UIButton.menu`, kept for the menu a long press would show.
    @MainActor func testAButtonKeepsItsMenu() async {
        let button = UIButton(type: .system)
        XCTAssertNil(button.menu)
        button.menu = UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in }])
        XCTAssertEqual(button.menu?.title, "Sort")
    }
}
