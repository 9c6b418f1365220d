import UIKit
import XCTest

@MainActor
final class ControlTests: XCTestCase {
    /// A control on a window that records every event it sends.
    private func scene() -> (UIWindow, UIControl, () -> [String]) {
        let window = makeWindow()
        let control = UIControl(frame: CGRect(x: 100, y: 200, width: 100, height: 50))
        window.addSubview(control)
        var events: [String] = []
        UIControl.eventObserver = { c, name in if c === control { events.append(name) } }
        return (window, control, { events })
    }

    override func tearDown() async throws { UIControl.eventObserver = nil }

    func testTapInside() async {
        let (window, control, events) = scene()
        var fired = 0
        var sender: Any?
        control.addAction(
            UIAction { action in
                fired += 1; sender = action.sender
            }, for: .touchUpInside)
        let path = window.tap(at: CGPoint(x: 150, y: 225))
        XCTAssertEqual(UIWindow.describePath(path), "UIWindow › UIControl")
        XCTAssertEqual(
            events(), ["touchDown", "touchUpInside"], "buttons add primaryActionTriggered; the base control does not")
        XCTAssertEqual(fired, 1)
        XCTAssertTrue((sender as AnyObject?) === control)
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
    }

    func testHighlightFollowsTheFingerWithUIKitsTolerance() async {
        let (window, control, events) = scene()
        window.sendTouch(at: CGPoint(x: 150, y: 225), phase: .began)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTracking)
        window.sendTouch(at: CGPoint(x: 150, y: 300), phase: .moved)  // 25 pt below: still inside (70 pt slop)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTouchInside)
        window.sendTouch(at: CGPoint(x: 150, y: 400), phase: .moved)  // 125 pt below: outside
        XCTAssertFalse(control.isHighlighted)
        window.sendTouch(at: CGPoint(x: 150, y: 420), phase: .moved)
        window.sendTouch(at: CGPoint(x: 150, y: 230), phase: .moved)
        XCTAssertTrue(control.isHighlighted)
        window.sendTouch(at: CGPoint(x: 150, y: 500), phase: .moved)
        window.sendTouch(at: CGPoint(x: 150, y: 500), phase: .ended)
        XCTAssertEqual(
            events(),
            [
                "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragEnter",
                "touchDragExit", "touchUpOutside",
            ])
        XCTAssertEqual(control.state, .normal)
    }

    func testControlWinsOverASuperviewsTapRecognizer() async {
        let (window, control, events) = scene()
        var taps = 0
        window.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        window.tap(at: CGPoint(x: 150, y: 225))
        XCTAssertEqual(taps, 0)
        XCTAssertEqual(events(), ["touchDown", "touchUpInside"])
        window.tap(at: CGPoint(x: 10, y: 600))
        XCTAssertEqual(taps, 1, "outside the control the recognizer works")
        control.isEnabled = false
        window.advanceTime(by: 1)
        window.tap(at: CGPoint(x: 150, y: 225))
        XCTAssertEqual(taps, 2, "a disabled control does not take precedence")
    }

    func testCancel() async {
        let (window, control, events) = scene()
        window.sendTouch(at: CGPoint(x: 150, y: 225), phase: .began)
        window.sendTouch(at: CGPoint(x: 150, y: 225), phase: .cancelled)
        XCTAssertEqual(events(), ["touchDown", "touchCancel"])
        XCTAssertFalse(control.isHighlighted)
    }

    func testDoubleTapSendsTouchDownRepeat() async {
        let (window, _, events) = scene()
        window.tap(at: CGPoint(x: 150, y: 225))
        window.tap(at: CGPoint(x: 152, y: 226))
        XCTAssertEqual(events().filter { $0.hasPrefix("touchDown") }, ["touchDown", "touchDown", "touchDownRepeat"])
    }

    func testDisabledControlForwardsTouches() async {
        final class Catcher: UIView {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        }
        let window = makeWindow()
        let catcher = Catcher(frame: window.bounds)
        let control = UIControl(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
        window.addSubview(catcher); catcher.addSubview(control)
        control.isEnabled = false
        XCTAssertEqual(control.state, .disabled)
        window.tap(at: CGPoint(x: 20, y: 110))
        XCTAssertEqual(catcher.began, 1)
        XCTAssertFalse(control.isHighlighted)
    }

    func testActionsRegistrationAndPrimaryAction() async {
        var log: [String] = []
        let primary = UIAction(title: "Go") { _ in log.append("primary") }
        let control = UIControl(frame: .zero, primaryAction: primary)
        let changed = UIAction(identifier: UIAction.Identifier("changed")) { _ in log.append("changed") }
        control.addAction(changed, for: .valueChanged)
        control.addAction(changed, for: .editingChanged)
        XCTAssertEqual(control.allControlEvents, [.primaryActionTriggered, .valueChanged, .editingChanged])
        control.sendActions(for: .valueChanged)
        control.sendActions(for: [.primaryActionTriggered, .editingChanged])
        XCTAssertEqual(log, ["changed", "primary", "changed"])
        control.removeAction(changed, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(log.count, 3)
        control.removeAction(identifiedBy: UIAction.Identifier("changed"), for: .editingChanged)
        XCTAssertEqual(control.allControlEvents, .primaryActionTriggered)
        control.isSelected = true
        control.isHighlighted = true
        XCTAssertEqual(control.state, [.selected, .highlighted])
        XCTAssertEqual(UIControl.Event.allTouchEvents.rawValue, 0xFFF)
        XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 64)
    }

    func testTrackingOverridesCanStopTracking() async {
        final class Knob: UIControl {
            var calls: [String] = []
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("begin"); return true
            }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("continue"); return false
            }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
        }
        let window = makeWindow()
        let knob = Knob(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(knob)
        window.drag(from: CGPoint(x: 10, y: 110), to: CGPoint(x: 50, y: 110), steps: 3)
        XCTAssertEqual(knob.calls, ["begin", "continue"], "continueTracking returning false stops tracking")
    }
}
