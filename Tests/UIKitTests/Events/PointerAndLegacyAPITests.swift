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

    /// A list that offers "peek" with 3D Touch where the device senses force and falls back to a
    /// long press elsewhere (the check Apple asks for before force-based features): on ViewLab's
    /// devices, none of which has 3D Touch, it takes the long press. A preview interaction made
    /// anyway keeps its view weakly and never calls its delegate.
    final class PeekList: UIViewController, UIPreviewInteractionDelegate {
        var interaction: UIPreviewInteraction?
        var calls: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            if traitCollection.forceTouchCapability == .available {
                interaction = UIPreviewInteraction(view: view)
                interaction?.delegate = self
            } else {
                view.addGestureRecognizer(UILongPressGestureRecognizer(target: nil, action: nil))
            }
        }
        func previewInteraction(_ p: UIPreviewInteraction, didUpdatePreviewTransition progress: CGFloat, ended: Bool) {
            calls.append("preview \(progress)")
        }
        func previewInteractionDidCancel(_ p: UIPreviewInteraction) { calls.append("cancel") }
    }

    func testNoDeviceHasForceTouchSoPeekFallsBackToALongPress() async {
        let list = PeekList()
        list.loadViewIfNeeded()
        XCTAssertEqual(list.traitCollection.forceTouchCapability, .unavailable)
        XCTAssertNil(list.interaction)
        XCTAssertEqual(list.view.gestureRecognizers?.compactMap { $0 as? UILongPressGestureRecognizer }.count, 1)
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let interaction = UIPreviewInteraction(view: view!)
        interaction.delegate = list
        XCTAssertTrue(interaction.view === view)
        interaction.cancel()
        XCTAssertEqual(interaction.location(in: view), .zero)
        XCTAssertEqual(list.calls, [], "a press with no force never begins")
        view = nil
        XCTAssertNil(interaction.view, "the view is not retained")
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

    /// `UITargetedPreview(view:parameters:)` targets the view where it is (its superview and
    /// centre); `UIPreviewParameters` keeps its path and colour and copies them.
    func testTargetedPreviewsTargetTheViewWhereItIs() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
        container.addSubview(view)
        let parameters = UIPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 8)
        parameters.backgroundColor = .clear
        let preview = UITargetedPreview(view: view, parameters: parameters)
        XCTAssertTrue(preview.target.container === container)
        XCTAssertEqual(preview.target.center, CGPoint(x: 40, y: 55))
        XCTAssertEqual(preview.size, CGSize(width: 40, height: 50))
        let copy = parameters.copy() as? UIPreviewParameters
        XCTAssertTrue(copy?.visiblePath === parameters.visiblePath)
        let moved = preview.retargetedPreview(with: UIPreviewTarget(container: view, center: .zero))
        XCTAssertTrue(moved.target.container === view)
        let lines = UIPreviewParameters(textLineRects: [NSValue(cgRect: CGRect(x: 0, y: 0, width: 50, height: 20))])
        XCTAssertEqual(lines.visiblePath?.bounds, CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    func testIgnoringInteractionEventsDropsTouchesUntilBalanced() async {
        (IgnoredEvents() as LegacyNamesCheck).check()
    }

    func testDeprecatedColourAndDarwinConstants() async {
        (LegacyNames() as LegacyNamesCheck).check()
    }

    /// Old code uses these names, so they must compile — and warn, as on iOS. The check is a
    /// deprecated method reached through a protocol, so the test build itself stays warning-free.
    @MainActor private protocol LegacyNamesCheck { func check() }
    /// Apple: touches are ignored until every `beginIgnoringInteractionEvents()` is balanced.
    private struct IgnoredEvents: LegacyNamesCheck {
        @available(*, deprecated, message: "uses deprecated names on purpose")
        func check() {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.makeKeyAndVisible()
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            var taps = 0
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            window.addSubview(button)
            let app = UIApplication.shared
            app.beginIgnoringInteractionEvents()
            app.beginIgnoringInteractionEvents()
            window.tap(at: CGPoint(x: 100, y: 100))
            app.endIgnoringInteractionEvents()
            XCTAssertTrue(app.isIgnoringInteractionEvents, "nested: one more end to go")
            window.tap(at: CGPoint(x: 100, y: 100))
            XCTAssertEqual(taps, 0)
            app.endIgnoringInteractionEvents()
            XCTAssertFalse(app.isIgnoringInteractionEvents)
            window.tap(at: CGPoint(x: 100, y: 100))
            XCTAssertEqual(taps, 1)
        }
    }

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
