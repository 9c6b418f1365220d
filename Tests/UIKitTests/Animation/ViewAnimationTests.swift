import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
@testable import UIKit
import ViewLabRender
import XCTest

/// `UIView.animate…` on Core Animation's engine: the model takes the final values at once, the
/// presentation (what a stage renders) moves on the media clock, and completions run when the
/// animations end there.
@MainActor
final class ViewAnimationTests: MediaClockTestCase {
    func testTheModelIsFinalAtOnceAndThePresentationFollowsTheCurve() async throws {
        let (_, view) = try stagedView()
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        XCTAssertEqual(view.alpha, 0, "the model takes the final value at once")
        XCTAssertEqual(view.layer.opacity, 0)
        XCTAssertEqual(view.layer.animationKeys(), ["opacity"])
        for t in [0.1, 0.25, 0.5, 0.8] {
            clock.set(to: t)
            let shown = Double(try XCTUnwrap(view.layer.presentation()).opacity)
            XCTAssertEqual(shown, 1 - easeInOut(t), accuracy: 1e-4, "ease-in-out (the default) at \(t)")
        }
        clock.set(to: 1.01)
        XCTAssertNil(view.layer.animationKeys(), "removed at the end")
        XCTAssertEqual(view.layer.presentation()?.opacity, 0)
    }

    func testAViewMovedInABlockRendersHalfWayAtMidTime() async throws {
        let (stage, view) = try stagedView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.frame.origin.x = 100 }
        XCTAssertEqual(view.frame.origin.x, 100)
        clock.set(to: 0.5)
        let image = try stage.render(scale: 1)
        let red = { (x: Int) in image.pixel(x: x, y: 10).red == 255 && image.pixel(x: x, y: 10).green == 0 }
        XCTAssertTrue(red(51) && red(68), "drawn at x 50…70 half-way")
        XCTAssertFalse(red(45), "left of it: the background")
        XCTAssertFalse(red(75))
        XCTAssertFalse(red(105), "not yet at the model position")
        clock.set(to: 1.5)
        let end = try stage.render(scale: 1)
        XCTAssertEqual(end.pixel(x: 110, y: 10).green, 0, "at the end: the model position")
        XCTAssertEqual(end.pixel(x: 60, y: 10).green, 255)
    }

    func testCurvesDelayRepeatAndAutoreverse() async throws {
        let (_, view) = try stagedView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseIn]) { view.center.x = 110 }
        clock.set(to: 0.5)
        XCTAssertEqual(
            Double(view.layer.presentation()!.position.x), 10 + 100 * bezierTiming(0.5, 0.42, 0, 1, 1), accuracy: 1e-3)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
            view.center.y = 110
        }
        clock.set(to: 1)
        XCTAssertEqual(
            Double(view.layer.presentation()!.position.y), 10 + 100 * bezierTiming(0.5, 0, 0, 0.58, 1), accuracy: 1e-3)

        let (_, other) = try stagedView()
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear]) { other.alpha = 0 }
        clock.set(to: 1.25)
        XCTAssertEqual(other.layer.presentation()!.opacity, 1, "the old value during the delay")
        clock.set(to: 1.75)
        XCTAssertEqual(Double(other.layer.presentation()!.opacity), 0.75, accuracy: 1e-4)

        let (_, pulsing) = try stagedView()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
            animations: { pulsing.alpha = 0 },
            completion: { finished = $0 })
        clock.set(to: 3.5)  // 1.75 s in: on the way back, a quarter from the start value
        XCTAssertEqual(Double(pulsing.layer.presentation()!.opacity), 0.75, accuracy: 1e-4)
        clock.set(to: 102.5)
        XCTAssertNil(finished, "a repeating animation does not end")
        pulsing.layer.removeAllAnimations()
        XCTAssertEqual(finished, false, "removed: finished is false")
    }

    /// Synchronous: the next run-loop turn delivers completions from the main queue, which a
    /// main-actor `async` test (itself a job on the main queue) cannot do.
    nonisolated func testCompletionsRunWhenTheAnimationsEndInOrderWithTheirFlags() throws {
        nonisolated(unsafe) let test = self  // XCTest calls this method on the main thread
        try MainActor.assumeIsolated { try test.checkCompletionsRunWhenTheAnimationsEndInOrderWithTheirFlags() }
    }

    private func checkCompletionsRunWhenTheAnimationsEndInOrderWithTheirFlags() throws {
        let (_, view) = try stagedView()
        var log: [String] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { log.append("fade \($0)") })
        UIView.animate(
            withDuration: 1,
            animations: {
                view.center.x = 50; view.bounds.size.width = 40
            },
            completion: { log.append("move \($0)") })
        RunLoop.main.runUntil(Date())
        XCTAssertEqual(log, [], "nothing before the clock reaches the ends")
        clock.set(to: 0.6)
        XCTAssertEqual(log, ["fade true"])
        UIView.animate(
            withDuration: 1, animations: { view.center.x = 0 }, completion: { log.append("interrupting \($0)") })
        XCTAssertEqual(log, ["fade true"], "the move's bounds animation still runs")
        clock.set(to: 2)
        XCTAssertEqual(
            log, ["fade true", "move false", "interrupting true"],
            "the move ends when its last animation does, unfinished: its position animation was replaced")

        UIView.animate(withDuration: 1, animations: { view.tag = 7 }, completion: { log.append("nothing \($0)") })
        XCTAssertEqual(log.count, 3, "never inside the call")
        RunLoop.main.runUntil(Date())
        XCTAssertEqual(log.last, "nothing true", "nothing animatable: the next run-loop turn")
    }

    func testAViewsLayerDoesNotAnimateOutsideABlock() async throws {
        let (_, view) = try stagedView()
        view.alpha = 0.5
        view.center = CGPoint(x: 50, y: 50)
        XCTAssertNil(view.layer.animationKeys(), "a view answers NSNull outside a block")
        XCTAssertNil(view.layer.action(forKey: "opacity"))
        UIView.animate(withDuration: 1) { UIView.performWithoutAnimation { view.alpha = 0.2 } }
        XCTAssertNil(view.layer.animationKeys(), "performWithoutAnimation")
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { view.alpha = 0.9 }
        UIView.setAnimationsEnabled(true)
        XCTAssertNil(view.layer.animationKeys(), "animations disabled")
    }

    /// Synchronous: the next run-loop turn delivers completions from the main queue, which a
    /// main-actor `async` test (itself a job on the main queue) cannot do.
    nonisolated func testKeyframesSpringAndTransition() throws {
        nonisolated(unsafe) let test = self  // XCTest calls this method on the main thread
        try MainActor.assumeIsolated { try test.checkKeyframesSpringAndTransition() }
    }

    private func checkKeyframesSpringAndTransition() throws {
        let (_, view) = try stagedView()
        var log: [String] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 110 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 210 }
            }, completion: { log.append("keyframes \($0)") })
        XCTAssertEqual(view.center.x, 210, "the last keyframe's value is the model")
        clock.set(to: 0.25)
        XCTAssertEqual(Double(view.layer.presentation()!.position.x), 60, accuracy: 1e-6)
        clock.set(to: 0.75)
        XCTAssertEqual(Double(view.layer.presentation()!.position.x), 160, accuracy: 1e-6)

        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { view.alpha = 0 }, completion: { log.append("spring \($0)") })
        XCTAssertTrue(view.layer.animation(forKey: "opacity") is CASpringAnimation)
        clock.set(to: 1.25)
        let shown = Double(view.layer.presentation()!.opacity)
        XCTAssertLessThan(shown, 0.5, "a critically damped spring is most of the way after half its time")
        XCTAssertGreaterThan(shown, 0)
        clock.set(to: 2)
        XCTAssertEqual(log, ["keyframes true", "spring true"])

        UIView.transition(
            with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.isHidden = true },
            completion: { log.append("transition \($0)") })
        XCTAssertTrue(view.isHidden)
        RunLoop.main.runUntil(Date())
        XCTAssertEqual(log.last, "spring true", "a cross-dissolve ends on the clock, not on the next turn")
        clock.set(to: 2.21)
        XCTAssertEqual(log.last, "transition true")
        UIView.transition(
            with: view, duration: 0.2, options: .transitionFlipFromLeft, animations: { view.isHidden = false },
            completion: { log.append("flip \($0)") })
        RunLoop.main.runUntil(Date())
        XCTAssertEqual(log.last, "flip true", "a flip draws no transition: completion on the next turn")
    }

    /// `.transitionCrossDissolve` draws the view as it was fading into the view as it is: half-way
    /// (linear curve) a red view turned blue is the average of the two.
    func testCrossDissolveTransitionRendersTheMixAtMidTime() async throws {
        let (stage, view) = try stagedView()
        var finished: Bool?
        UIView.transition(
            with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { view.backgroundColor = .blue }, completion: { finished = $0 })
        XCTAssertEqual(view.layer.animationKeys(), [kCATransition])
        clock.set(to: 0.5)
        let mid = try stage.render(scale: 1).pixel(x: 10, y: 10)
        XCTAssertEqual(Int(mid.red), 128, accuracy: 2, "half red")
        XCTAssertEqual(Int(mid.blue), 128, accuracy: 2, "half blue")
        XCTAssertNil(finished)
        clock.set(to: 1.01)
        XCTAssertEqual(finished, true)
        let end = try stage.render(scale: 1).pixel(x: 10, y: 10)
        XCTAssertEqual([end.red, end.blue], [0, 255], "blue at the end")
    }

    /// The tutorial idiom (calayer.com, "Quick Bits: Simple Text Label Transition"): set the
    /// label's new text, then add a fade under `kCATransition`. The old picture is the label as the
    /// screen last showed it, so half-way (linear) every pixel of the label is the average of the
    /// old text's frame and the new text's frame — and both texts are visible.
    func testALabelChangedJustBeforeAFadeIsAddedCrossFades() async throws {
        let stage = Stage(device: .iPhone15)
        stage.root.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
        label.text = "Hello, world!"
        stage.root.addSubview(label)
        let old = try stage.render(scale: 1)
        let fade = CATransition()
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        label.text = "Goodnight, moon…"
        label.layer.add(fade, forKey: kCATransition)
        clock.set(to: 0.5)
        let mid = try stage.render(scale: 1)
        clock.set(to: 1.5)
        let new = try stage.render(scale: 1)
        var differing = 0, worst = 0
        for y in 0..<40 {
            for x in 0..<240 {
                let (a, b, m) = (old.pixel(x: x, y: y), new.pixel(x: x, y: y), mid.pixel(x: x, y: y))
                guard a.red != b.red else { continue }
                differing += 1
                worst = max(worst, abs(Int(m.red) - (Int(a.red) + Int(b.red)) / 2))
            }
        }
        XCTAssertGreaterThan(differing, 200, "the two texts differ in many pixels")
        XCTAssertLessThanOrEqual(worst, 2, "half-way, each pixel is the mean of the old and the new frame")
    }
}
