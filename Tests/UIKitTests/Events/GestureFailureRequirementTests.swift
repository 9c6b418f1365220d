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

    /// The same dependency asked of the delegate (`gestureRecognizer(_:shouldRequireFailureOf:)`, a
    /// panel's horizontal pan that must not move with its vertical one) and of a subclass
    /// (`shouldRequireFailure(of:)`), for each touch sequence; `ignore(_:for:)` stops a touch
    /// reaching a recognizer, and `shouldReceive(_:)` for events keeps one out of the sequence.
    func testTheDelegateAndSubclassesAnswerFailureRequirements_andRecognizersIgnoreTouchesAndEvents() async {
        final class Waiting: NSObject, UIGestureRecognizerDelegate {
            weak var other: UIGestureRecognizer?
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool {
                otherGestureRecognizer === other
            }
        }
        final class WaitingTap: UITapGestureRecognizer {
            weak var other: UIGestureRecognizer?
            override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                otherGestureRecognizer === other
            }
        }
        final class ScrollOnly: UITapGestureRecognizer {
            override func shouldReceive(_ event: UIEvent) -> Bool { event.type == .scroll }
        }
        final class Ignoring: UITapGestureRecognizer {
            var moved = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesBegan(touches, with: event)
                touches.forEach { ignore($0, for: event) }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                moved += 1; super.touchesEnded(touches, with: event)
            }
        }
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        window.addSubview(view)
        var fired: [String] = []
        let first = UITapGestureRecognizer { _ in fired.append("first") }
        let second = UITapGestureRecognizer { _ in fired.append("second") }
        let third = WaitingTap { _ in fired.append("third") }
        let scrollOnly = ScrollOnly { _ in fired.append("scroll") }
        let ignoring = Ignoring { _ in fired.append("ignoring") }
        let delegate = Waiting()
        delegate.other = first
        second.delegate = delegate
        third.other = first
        for g in [first, second, third, scrollOnly, ignoring] { view.addGestureRecognizer(g) }
        window.tap(at: CGPoint(x: 50, y: 150))
        XCTAssertEqual(fired, ["first"], "the delegate's and the subclass's answers make them wait for the first")
        XCTAssertEqual(ignoring.moved, 0, "an ignored touch is not delivered again")
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

    /// `allowedTouchTypes` (Apple: touch types "used to distinguish type of touches"): ViewLab's
    /// finger touches are `.direct`, so a recognizer limited to the Pencil (a slider's tap that
    /// only a pointer or pencil may use) does not get them; the default takes every kind.
    func testAllowedTouchTypesKeepFingerTouchesFromAPencilOnlyRecognizer() async {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        window.addSubview(view)
        var fired: [String] = []
        let pencil = UITapGestureRecognizer { _ in fired.append("pencil") }
        pencil.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        let any = UITapGestureRecognizer { _ in fired.append("any") }
        XCTAssertEqual(any.allowedTouchTypes.map(\.intValue), [0, 1, 2, 3])
        view.addGestureRecognizer(pencil)
        view.addGestureRecognizer(any)
        window.tap(at: CGPoint(x: 50, y: 150))
        XCTAssertEqual(fired, ["any"])
    }
}
