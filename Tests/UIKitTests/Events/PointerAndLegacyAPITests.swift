import UIKit
import XCTest

/// Pointer interactions (inert without a pointer), deprecated names still used in the wild, and
/// Darwin's constants.
@MainActor
final class PointerAndLegacyAPITests: XCTestCase {
    final class Hover: UIView, UIPointerInteractionDelegate {
        var asked = false
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
            -> UIPointerStyle?
        {
            asked = true
            return UIPointerStyle(effect: .highlight(UITargetedPreview(view: self)))
        }
    }

    final class Recorder: NSObject, UIInteraction {
        var view: UIView?
        var calls: [String] = []
        func willMove(to view: UIView?) { calls.append("will \(view == nil ? "nil" : "view")") }
        func didMove(to view: UIView?) { self.view = view; calls.append("did \(view == nil ? "nil" : "view")") }
    }

    func testInteractionsAreAddedOnceAndRemoved() async {
        let view = UIView(), other = UIView()
        let recorder = Recorder()
        view.addInteraction(recorder)
        view.addInteraction(recorder)
        XCTAssertEqual(view.interactions.count, 1)
        XCTAssertTrue(recorder.view === view)
        other.addInteraction(recorder)
        XCTAssertTrue(view.interactions.isEmpty, "an interaction lives on one view")
        other.removeInteraction(recorder)
        XCTAssertNil(recorder.view)
        XCTAssertEqual(
            recorder.calls,
            ["will view", "did view", "will nil", "did nil", "will view", "did view", "will nil", "did nil"])
    }

    func testPointerInteractionIsInert() async {
        let view = Hover(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let pointer = UIPointerInteraction(delegate: view)
        view.addInteraction(pointer)
        XCTAssertTrue(pointer.view === view)
        XCTAssertTrue(pointer.isEnabled)
        pointer.invalidate()
        XCTAssertFalse(view.asked, "no pointer, so the delegate is never asked")
        let button = UIButton(type: .system)
        XCTAssertFalse(button.isPointerInteractionEnabled)
        button.isPointerInteractionEnabled = true
        button.pointerStyleProvider = { button, effect, shape in UIPointerStyle(effect: effect, shape: shape) }
        XCTAssertNotNil(button.pointerStyleProvider)
    }

    func testDeprecatedColourAndDarwinConstants() async {
        (LegacyNames() as LegacyNamesCheck).check()
    }

    /// Old code uses these names, so they must compile — and warn, as on iOS. The check is a
    /// deprecated method reached through a protocol, so the test build itself stays warning-free.
    @MainActor private protocol LegacyNamesCheck { func check() }
    private struct LegacyNames: LegacyNamesCheck {
        @available(*, deprecated, message: "uses deprecated names on purpose")
        func check() {
            XCTAssertEqual(UIColor.groupTableViewBackground, UIColor.systemGroupedBackground)
            XCTAssertEqual(CGFloat(HUGE), CGFloat(Float.greatestFiniteMagnitude))
            XCTAssertEqual(MAXFLOAT, Float.greatestFiniteMagnitude)
            XCTAssertEqual(M_PI, Double.pi)
            let label = UILabel()
            label.text = "Hello"
            XCTAssertLessThan(label.sizeThatFits(CGSize(width: CGFloat(HUGE), height: CGFloat(HUGE))).width, 100)
        }
    }
}
