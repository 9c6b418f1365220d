import UIKit
import XCTest

/// `require(toFail:)` (Apple: "creates a dependency relationship between the receiver and another
/// gesture recognizer"), and a table cell as its recognizers' delegate.
@MainActor
final class GestureFailureRequirementTests: XCTestCase {
    func testARecognizerThatRequiresAnotherToFailDoesNotFireWhenTheOtherRecognizes() async {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        window.addSubview(view)
        var fired: [String] = []
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.addSubview(inner)
        let first = UITapGestureRecognizer { _ in fired.append("first") }
        let second = UITapGestureRecognizer { _ in fired.append("second") }
        inner.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        second.require(toFail: first)
        window.tap(at: CGPoint(x: 50, y: 150))
        XCTAssertEqual(fired, ["first"], "the dependent tap failed because the one it waits on recognized")
        first.isEnabled = false
        window.advanceTime(by: 1)
        window.tap(at: CGPoint(x: 50, y: 150))
        XCTAssertEqual(fired, ["first", "second"], "with the other not recognizing, the dependent one fires")
    }

    func testATableCellIsAGestureRecognizerDelegate() async {
        final class SwipeCell: UITableViewCell {
            let pan = UIPanGestureRecognizer()
            var asked = 0
            func attach() {
                pan.delegate = self
                addGestureRecognizer(pan)
            }
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                asked += 1
                return false
            }
        }
        let window = makeWindow()
        let cell = SwipeCell(style: .default, reuseIdentifier: nil)
        cell.attach()
        cell.frame = CGRect(x: 0, y: 100, width: 300, height: 44)
        window.addSubview(cell)
        window.drag(from: CGPoint(x: 250, y: 120), to: CGPoint(x: 100, y: 120), steps: 4)
        XCTAssertGreaterThan(cell.asked, 0, "the cell's override answers as the pan's delegate")
        XCTAssertEqual(cell.pan.state, .possible)
    }
}
