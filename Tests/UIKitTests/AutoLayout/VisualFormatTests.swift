import Foundation
import UIKit
import XCTest

/// The visual format language (Apple, *Auto Layout Guide*, "Visual Format Language"): each of the
/// guide's examples, laid out for real in a 300×200 container.
@MainActor
final class VisualFormatTests: XCTestCase {
    private func layout(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        views names: [String], setUp: ([String: UIView]) -> Void = { _ in }
    ) -> [String: CGRect] {
        let (_, container) = makeContainer(CGRect(x: 0, y: 0, width: 300, height: 200))
        var views: [String: UIView] = [:]
        for name in names { views[name] = constrained(UIView(), in: container) }
        setUp(views)
        for format in formats {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
        container.layoutIfNeeded()
        return views.mapValues(\.frame)
    }

    func testConnectionToSuperviewPinsBothEdgesWithTheGivenSpace() async {
        let f = layout(["|-50-[purpleBox]-50-|", "V:|[purpleBox]|"], views: ["purpleBox"])
        XCTAssertEqual(f["purpleBox"], CGRect(x: 50, y: 0, width: 200, height: 200))
    }

    func testStandardSpaceIsEightBetweenSiblingsAndTwentyToTheSuperview() async {
        let f = layout(
            ["|-[button(60)]-[textField]-|", "V:|-[button(30)]", "V:|-[textField(30)]"], views: ["button", "textField"])
        XCTAssertEqual(f["button"], CGRect(x: 20, y: 20, width: 60, height: 30))
        XCTAssertEqual(f["textField"], CGRect(x: 88, y: 20, width: 300 - 20 - 88, height: 30))
    }

    func testFlushViewsTouch() async {
        let f = layout(
            ["|[maroonView(100)][blueView]|", "V:|[maroonView(10)]", "V:|[blueView(10)]"],
            views: ["maroonView", "blueView"])
        XCTAssertEqual(f["blueView"]?.minX, 100)
        XCTAssertEqual(f["blueView"]?.width, 200)
    }

    func testVerticalLayoutWithAMetricAndEqualWidths() async {
        let f = layout(
            ["V:|-top-[topField(20)]-10-[bottomField(==topField)]", "|[topField(120)]", "|[bottomField(==topField)]"],
            metrics: ["top": 15], views: ["topField", "bottomField"])
        XCTAssertEqual(f["bottomField"], CGRect(x: 0, y: 45, width: 120, height: 20))
    }

    func testMultiplePredicatesAndAPriorityBelowRequired() async {
        // The width wants 250 at priority 500 but may not pass 100: the required bound wins.
        let f = layout(["|[flexibleButton(>=70,<=100,250@500)]", "V:|[flexibleButton(10)]"], views: ["flexibleButton"])
        XCTAssertEqual(f["flexibleButton"]?.width, 100)
    }

    func testGreaterThanGapToTheTrailingEdge() async {
        let f = layout(["|[a(100)]-(>=20)-|", "V:|[a(10)]"], views: ["a"])
        XCTAssertEqual(f["a"]?.maxX, 100)
    }

    func testAlignmentOptionAlignsNeighbours() async {
        let f = layout(
            ["|-[a(40)]-[b(40)]", "V:|-30-[a(60)]", "V:[b(20)]"], options: .alignAllCenterY, views: ["a", "b"])
        XCTAssertEqual(f["b"]?.midY, 60, "b centred on a")
    }

    func testRightToLeftRunsFromTheRightEdge() async {
        let f = layout(
            ["|-10-[a(40)]-5-[b(40)]", "V:|[a(10)]", "V:|[b(10)]"], options: .directionRightToLeft, views: ["a", "b"])
        XCTAssertEqual(f["a"]?.maxX, 290)
        XCTAssertEqual(f["b"]?.maxX, 245)
    }

    func testTheConstraintsAreReturnedInactiveWithUIKitsItems() async {
        let (_, container) = makeContainer(CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = constrained(UIView(), in: container)
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[view]-|", options: [], metrics: nil, views: ["view": view])
        XCTAssertEqual(constraints.count, 2)
        XCTAssertFalse(constraints.contains(where: \.isActive))
        XCTAssertTrue(
            constraints[0].firstItem === view && constraints[0].firstAttribute == .leading
                && constraints[0].constant == 20)
        XCTAssertTrue(constraints[1].firstItem === container && constraints[1].firstAttribute == .trailing)
    }
}
