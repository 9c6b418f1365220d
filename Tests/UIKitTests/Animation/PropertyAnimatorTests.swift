import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
@testable import UIKit
import ViewLabRender
import XCTest

/// `UIViewPropertyAnimator` on the same engine: running on the media clock, paused, scrubbed,
/// reversed, stopped.
@MainActor
final class PropertyAnimatorTests: MediaClockTestCase {
    func testPausedAndScrubbedToThirtyPercentRendersThere() async throws {
        let (stage, view) = try stagedView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.frame.origin.x = 100 }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.frame.origin.x, 0, "the closures run when the animator starts")
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        animator.fractionComplete = 0.3
        clock.set(to: 5)
        XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-9, "paused: the clock does not move it")
        XCTAssertEqual(
            Double(view.layer.presentation()!.position.x), 10 + 30, accuracy: 1e-6, "scrubbed linearly (scrubsLinearly)"
        )
        let image = try stage.render(scale: 1)
        let red = { (x: Int) in image.pixel(x: x, y: 10).green == 0 }
        XCTAssertTrue(red(31) && red(48), "drawn at 30…50")
        XCTAssertFalse(red(28))
        XCTAssertFalse(red(52))

        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        XCTAssertTrue(animator.isRunning)
        clock.set(to: 5.35)  // half of the remaining 0.7 s
        XCTAssertEqual(Double(animator.fractionComplete), 0.65, accuracy: 1e-6)
        XCTAssertEqual(
            Double(view.layer.presentation()!.position.x), 10 + 100 * easeInOut(0.65), accuracy: 1e-3,
            "running: the curve again")
        clock.set(to: 6)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(view.frame.origin.x, 100)
    }

    func testReversedItRunsBackAndEndsAtTheStart() async throws {
        let (_, view) = try stagedView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.set(to: 0.4)
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.6, accuracy: 1e-6)
        animator.isReversed = true
        clock.set(to: 0.6)
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.8, accuracy: 1e-6, "on its way back")
        clock.set(to: 0.81)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(view.alpha, 1, "a reversed animator leaves the views at their start")
        XCTAssertEqual(view.layer.presentation()!.opacity, 1)
    }

    func testStopLeavesTheViewsWhereTheyAreAndFinishCallsTheCompletions() async throws {
        let (_, view) = try stagedView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.set(to: 0.25)
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(view.center.x, 35, accuracy: 1e-6, "the model takes the value on screen")
        XCTAssertNil(view.layer.animationKeys())
        animator.finishAnimation(at: .current)
        XCTAssertEqual(positions, [.current])
        XCTAssertEqual(animator.state, .inactive)

        let again = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.center.x = 0 }
        again.addCompletion { positions.append($0) }
        again.startAnimation()
        XCTAssertTrue(view.layer.animation(forKey: "position") is CASpringAnimation)
        clock.set(to: 0.5)
        again.stopAnimation(true)
        XCTAssertEqual(again.state, .inactive)
        XCTAssertEqual(positions, [.current], "stopAnimation(true) calls no completion")
    }

    func testRunningPropertyAnimatorAndContinue() async throws {
        let (_, view) = try stagedView()
        var log: [String] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear],
            animations: { view.alpha = 0 },
            completion: { log.append("done \($0.rawValue)") })
        XCTAssertTrue(animator.isRunning)
        clock.set(to: 0.25)
        XCTAssertEqual(view.layer.presentation()!.opacity, 1, "the delay")
        clock.set(to: 1)
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.5, accuracy: 1e-6)
        animator.pauseAnimation()
        clock.set(to: 2)
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.5, accuracy: 1e-6, "paused")
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)  // the remaining half now takes 1 s
        clock.set(to: 2.5)
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.25, accuracy: 1e-6)
        clock.set(to: 3.01)
        XCTAssertEqual(log, ["done 0"])
    }
}
