import UIKit
import XCTest

@MainActor
final class GestureTests: XCTestCase {
    final class TouchLog: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    private func scene() -> (UIWindow, TouchLog) {
        let window = makeWindow()
        let view = TouchLog(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        window.addSubview(view)
        return (window, view)
    }

    func testTouchesReachTheViewAndTheirLocations() async {
        let (window, view) = scene()
        var locations: [CGPoint] = []
        final class Locator: UIView {
            var sink: ((UITouch) -> Void)?
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                touches.first.map { sink?($0) }
            }
        }
        let inner = Locator(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        inner.sink = { touch in
            locations.append(touch.location(in: touch.view))
            locations.append(touch.previousLocation(in: nil))
            XCTAssertEqual(touch.phase, .moved)
            XCTAssertTrue(touch.window === window)
        }
        view.addSubview(inner)
        window.drag(from: CGPoint(x: 20, y: 120), to: CGPoint(x: 30, y: 120), steps: 1)
        XCTAssertEqual(locations, [CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 120)])
        XCTAssertEqual(
            view.log, ["began", "ended"], "inner handled moved; began and ended were forwarded up the chain")
    }

    func testUnhandledTouchesForwardUpTheResponderChain() async {
        let (window, view) = scene()
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.addSubview(inner)
        window.tap(at: CGPoint(x: 20, y: 120))
        XCTAssertEqual(view.log, ["began", "ended"])
    }

    func testTapRecognizerCancelsTouchesInView() async {
        let (window, view) = scene()
        var states: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 50, y: 150))
        XCTAssertEqual(states, [.ended])
        XCTAssertEqual(view.log, ["began", "cancelled"], "recognizing cancels the view's touches")
        XCTAssertEqual(tap.state, .possible, "reset after the sequence")
        view.log.removeAll()
        tap.cancelsTouchesInView = false
        window.tap(at: CGPoint(x: 50, y: 150))
        XCTAssertEqual(view.log, ["began", "ended"])
    }

    func testDoubleTapAndMovementFailure() async {
        let (window, view) = scene()
        var recognized = 0
        let double = UITapGestureRecognizer { _ in recognized += 1 }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        window.tap(at: CGPoint(x: 50, y: 150))
        XCTAssertEqual(recognized, 0)
        window.tap(at: CGPoint(x: 52, y: 151))
        XCTAssertEqual(recognized, 1)
        let single = UITapGestureRecognizer { _ in recognized += 10 }
        view.gestureRecognizers = [single]
        window.advanceTime(by: 1)
        window.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 120, y: 150), steps: 4)
        XCTAssertEqual(recognized, 1, "a tap that moves too far fails")
    }

    func testLongPressUsesTheInjectedClock() async {
        let (window, view) = scene()
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(press)
        window.sendTouch(at: CGPoint(x: 50, y: 150), phase: .began)
        window.advanceTime(by: 0.3)
        XCTAssertEqual(states, [])
        window.advanceTime(by: 0.3)
        XCTAssertEqual(states, [.began])
        window.sendTouch(at: CGPoint(x: 60, y: 150), phase: .moved)
        window.sendTouch(at: CGPoint(x: 60, y: 150), phase: .ended)
        XCTAssertEqual(states, [.began, .changed, .ended])
        states.removeAll()
        window.tap(at: CGPoint(x: 50, y: 150))
        XCTAssertEqual(states, [], "a quick tap is not a long press")
    }

    func testPanTranslationAndVelocity() async {
        let (window, view) = scene()
        var translations: [CGPoint] = []
        var velocity = CGPoint.zero
        let pan = UIPanGestureRecognizer()
        pan.addAction { g in
            let pan = g as! UIPanGestureRecognizer
            translations.append(pan.translation(in: view))
            if pan.state == .changed { velocity = pan.velocity(in: view) }
        }
        view.addGestureRecognizer(pan)
        window.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 110, y: 150), steps: 6)
        XCTAssertEqual(translations.first, CGPoint(x: 10, y: 0), "began after 10 pt")
        XCTAssertEqual(translations.last, CGPoint(x: 60, y: 0))
        XCTAssertEqual(velocity.x, 10 * 60, accuracy: 1, "10 pt per 1/60 s")
        XCTAssertEqual(view.log.first, "began")
        XCTAssertEqual(view.log.last, "cancelled")
    }

    func testDelegateCanVetoAndAllowSimultaneous() async {
        final class Delegate: UIGestureRecognizerDelegate {
            var begin = true, simultaneous = false
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(
                _ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
            ) -> Bool { simultaneous }
        }
        let (window, view) = scene()
        let delegate = Delegate()
        var log: [String] = []
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(inner)
        let a = UITapGestureRecognizer { _ in log.append("inner") }
        let b = UITapGestureRecognizer { _ in log.append("outer") }
        a.delegate = delegate
        inner.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        window.tap(at: CGPoint(x: 10, y: 110))
        XCTAssertEqual(log, ["inner"], "the first recognizer to recognize makes the other fail")
        log.removeAll()
        delegate.simultaneous = true
        window.advanceTime(by: 1)
        window.tap(at: CGPoint(x: 10, y: 110))
        XCTAssertEqual(log, ["inner", "outer"])
        log.removeAll()
        delegate.begin = false
        window.advanceTime(by: 1)
        window.tap(at: CGPoint(x: 10, y: 110))
        XCTAssertEqual(log, ["outer"])
    }
}
