import UIKit
import XCTest

/// `UIView.animate…` shows the end state at once; completions run later on the main queue, as
/// on iOS (never inside the call), at the next run-loop turn.
final class ViewAnimationTests: XCTestCase {
    func testAnimationsApplyFinalValuesAndCompleteAtTheNextTurn() {
        let screen = UIScreen(device: .iPhone15)
        UIScreen.main = screen
        let window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut], animations: {
            view.alpha = 0.5
            view.center = CGPoint(x: 100, y: 100)
        }, completion: { finished.append($0) })
        XCTAssertEqual(view.alpha, 0.5, "the final value is visible at once")
        XCTAssertEqual(view.frame.origin, CGPoint(x: 95, y: 95))
        XCTAssertEqual(finished, [], "the completion never runs inside the call")
        window.runTurn()
        XCTAssertEqual(finished, [true])
    }

    func testSpringKeyframesTransitionAndWithoutAnimation() {
        let view = UIView()
        var order: [String] = []
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2, options: [],
                       animations: { view.tag = 1 }, completion: { _ in order.append("spring") })
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.tag = 2 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.tag = 3 }
        }, completion: { _ in order.append("keyframes") })
        XCTAssertEqual(view.tag, 3, "keyframes apply in order; the last wins")
        UIView.transition(with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.isHidden = true })
        XCTAssertTrue(view.isHidden)
        UIView.performWithoutAnimation { view.alpha = 0.2 }
        XCTAssertEqual(view.alpha, 0.2, accuracy: 0.0001)
        RunLoop.main.run(until: Date())
        XCTAssertEqual(order, ["spring", "keyframes"], "completions run in order on the main queue")
    }
}
