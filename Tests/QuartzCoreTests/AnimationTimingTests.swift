import CoreGraphics
@_spi(ViewLab) @testable import QuartzCore
@_spi(ViewLab) import TestSupport
import XCTest

/// Core Animation's timing and interpolation on the virtual media clock. Expected values come from
/// the documented formulas, computed here independently of the implementation.
final class AnimationTimingTests: MediaClockTestCase {
    /// A layer with an opacity animation from 0 to 1 over `duration` added at time 0.
    func fading(_ configure: (CABasicAnimation) -> Void) -> CALayer {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        configure(fade)
        layer.add(fade, forKey: "fade")
        CATransaction.flush()
        return layer
    }

    func opacity(_ layer: CALayer, at time: Double) -> Float {
        layer.presentation(atMediaTime: time).opacity
    }

    func testTheClockMovesOnlyWhenTold() {
        XCTAssertEqual(CACurrentMediaTime(), 0)
        XCTAssertEqual(CACurrentMediaTime(), 0)
        clock.advanceFrames(3)
        XCTAssertEqual(CACurrentMediaTime(), 3.0 / 60, accuracy: 1e-12)
        clock.set(to: 10)
        XCTAssertEqual(CACurrentMediaTime(), 10)
    }

    /// x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³, the same for y: for s in steps, output(x(s)) = y(s).
    func testTimingFunctionsFollowTheirBezierCurves() {
        let curves: [(CAMediaTimingFunctionName, [Double])] = [
            (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]), (.linear, [0, 0, 1, 1]),
        ]
        for (name, p) in curves {
            let function = CAMediaTimingFunction(name: name)
            for s in stride(from: 0.0, through: 1.0, by: 0.05) {
                let x = 3 * (1 - s) * (1 - s) * s * p[0] + 3 * (1 - s) * s * s * p[2] + s * s * s
                let y = 3 * (1 - s) * (1 - s) * s * p[1] + 3 * (1 - s) * s * s * p[3] + s * s * s
                XCTAssertEqual(function.output(at: x), y, accuracy: 1e-6, "\(name.rawValue) at s = \(s)")
            }
        }
        XCTAssertEqual(
            CAMediaTimingFunction(name: .easeInEaseOut).output(at: 0.5), 0.5, accuracy: 1e-7,
            "symmetric (control points are Floats)")
    }

    func testBasicAnimationLeavesTheModelAndAnimatesThePresentation() {
        let layer = fading { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }
        XCTAssertEqual(layer.opacity, 1, "the model keeps its value")
        let s = 0.5, x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 1 + s * s * s
        let y = 3 * (1 - s) * s * s + s * s * s
        XCTAssertEqual(Double(opacity(layer, at: x)), y, accuracy: 1e-5)
        XCTAssertEqual(
            opacity(layer, at: 0.999), Float(CAMediaTimingFunction(name: .easeIn).output(at: 0.999)), accuracy: 1e-5)
        XCTAssertTrue(layer.presentation()!.model() === layer)
        let turn = CABasicAnimation(keyPath: "transform")
        (turn.fromValue, turn.toValue, turn.duration) = (
            CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1
        )
        layer.add(turn, forKey: "turn")
        XCTAssertEqual(layer.presentation(atMediaTime: 1 - 1e-9).transform.m12, 1, accuracy: 1e-6)
        turn.fillMode = .forwards
        layer.add(turn, forKey: "turn")
        XCTAssertEqual(
            layer.presentation(atMediaTime: 1).transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1),
            "exactly the end value")
    }

    func testFromToByCombinations() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        func position(_ from: CGPoint?, _ to: CGPoint?, _ by: CGPoint?) -> CGPoint {
            let move = CABasicAnimation(keyPath: "position")
            (move.fromValue, move.toValue, move.byValue) = (from, to, by)
            move.duration = 2
            layer.add(move, forKey: "move")
            return layer.presentation(atMediaTime: 1).position
        }
        let (a, b) = (CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 40))
        XCTAssertEqual(position(a, b, nil), CGPoint(x: 50, y: 20), "from → to")
        XCTAssertEqual(position(a, nil, b), CGPoint(x: 50, y: 20), "from → from + by")
        XCTAssertEqual(position(nil, b, CGPoint(x: 20, y: 20)), CGPoint(x: 90, y: 30), "to − by → to")
        XCTAssertEqual(position(a, nil, nil), CGPoint(x: 5, y: 10), "from → model")
        XCTAssertEqual(position(nil, b, nil), CGPoint(x: 55, y: 30), "model → to")
        XCTAssertEqual(position(nil, nil, b), CGPoint(x: 60, y: 40), "model → model + by")
    }

    func testFillModeBeforeAndAfter() {
        for (mode, before, after) in [
            (CAMediaTimingFillMode.removed, Float(1), Float(1)), (.backwards, 0, 1), (.forwards, 1, 0.5),
            (.both, 0, 0.5),
        ] {
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (0, 0.5, 1)
            fade.beginTime = 2
            fade.fillMode = mode
            fade.isRemovedOnCompletion = false
            layer.add(fade, forKey: "fade")
            XCTAssertEqual(opacity(layer, at: 1), before, "\(mode.rawValue) before the begin time")
            XCTAssertEqual(opacity(layer, at: 2.5), 0.25, "\(mode.rawValue) halfway")
            XCTAssertEqual(opacity(layer, at: 4), after, "\(mode.rawValue) after the end")
        }
    }

    /// Duration 1, autoreverses, repeatCount 2: active 4 s, up in [0,1], down in [1,2], up, down.
    func testAutoreversesAndRepeatCount() {
        let layer = fading {
            $0.autoreverses = true
            $0.repeatCount = 2
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        for (t, expected) in [(0.25, 0.25), (1.0, 1), (1.25, 0.75), (2.5, 0.5), (3.75, 0.25), (5.0, 0)]
            as [(Double, Float)]
        {
            XCTAssertEqual(opacity(layer, at: t), expected, accuracy: 1e-6, "t = \(t)")
        }
        let cumulative = fading {
            $0.repeatCount = 3
            $0.isCumulative = true
        }
        XCTAssertEqual(opacity(cumulative, at: 2.5), 2.5, accuracy: 1e-6, "third cycle starts at 2 × (to − from)")
    }

    /// QA1673: pause with speed 0 and timeOffset = the layer's time; resume by restoring speed and
    /// setting beginTime to the time paused. Scrub with timeOffset while paused.
    func testPauseResumeAndScrubWithSpeedAndTimeOffset() {
        let slow = fading { $0.speed = 0.5 }
        XCTAssertEqual(opacity(slow, at: 1), 0.5, accuracy: 1e-6, "half speed")
        let layer = fading { $0.duration = 2 }
        clock.set(to: 0.5)
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        clock.set(to: 3)
        XCTAssertEqual(opacity(layer, at: 3), 0.25, accuracy: 1e-6, "paused at 0.5 s of 2 s")
        layer.timeOffset = 1.5
        XCTAssertEqual(opacity(layer, at: 3), 0.75, accuracy: 1e-6, "scrubbed to 1.5 s")
        layer.timeOffset = pausedTime
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        XCTAssertEqual(opacity(layer, at: 3.5), 0.5, accuracy: 1e-6, "resumed: 0.5 s after resuming is 1 s in")
        clock.set(to: 4.49)
        XCTAssertNotNil(layer.animation(forKey: "fade"), "the pause moved the end to 4.5")
        clock.set(to: 4.5)
        XCTAssertNil(layer.animation(forKey: "fade"))
    }

    /// Keyframes at explicit key times, discrete mode (n + 1 key times), paced mode (time in
    /// proportion to distance) and per-segment timing functions.
    func testKeyframeTimesAndModes() {
        let layer = CALayer()
        func value(_ configure: (CAKeyframeAnimation) -> Void, at t: Double) -> CGFloat {
            let k = CAKeyframeAnimation(keyPath: "position.x")
            k.values = [0, 10, 40]
            k.duration = 1
            configure(k)
            layer.add(k, forKey: "k")
            return layer.presentation(atMediaTime: t).position.x
        }
        XCTAssertEqual(value({ _ in }, at: 0.25), 5, accuracy: 1e-9, "even: 0, 0.5, 1")
        XCTAssertEqual(value({ $0.keyTimes = [0, 0.2, 1] }, at: 0.6), 25, accuracy: 1e-9, "halfway through 0.2…1")
        XCTAssertEqual(value({ $0.calculationMode = .discrete }, at: 0.5), 10, "discrete: i / 3")
        XCTAssertEqual(value({ $0.calculationMode = .discrete }, at: 0.7), 40)
        XCTAssertEqual(
            value(
                {
                    $0.calculationMode = .paced; $0.keyTimes = [0, 0.9, 1]
                }, at: 0.25), 10, accuracy: 1e-9,
            "paced: 10 of 40 units at a quarter of the time; keyTimes ignored")
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        XCTAssertEqual(
            value(
                {
                    $0.calculationMode = .paced; $0.timingFunction = easeIn
                }, at: 0.5), 40 * CGFloat(easeIn.output(at: 0.5)),
            accuracy: 1e-9, "paced ignores timingFunctions, not the animation's timingFunction")
        XCTAssertEqual(
            value({ $0.timingFunctions = [easeIn, easeIn] }, at: 0.25), 10 * CGFloat(easeIn.output(at: 0.5)),
            accuracy: 1e-9)
        XCTAssertEqual(
            value({ $0.calculationMode = .cubic }, at: 0.5), 10, accuracy: 1e-9, "cubic passes through keyframes")
    }

    /// Default spring (m 1, k 100, c 10): ζ = 0.5, ω0 = 10; x(t) = e^(−5t)(cos ωd t + 5/ωd sin ωd t).
    func testSpringFollowsTheDampedOscillatorAndSettles() {
        let spring = CASpringAnimation(keyPath: "position.x")
        let omegaD = 10 * (0.75).squareRoot()
        for t in [0.1, 0.3, 0.7] {
            let x = exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t))
            XCTAssertEqual(spring.remaining(at: t), x, accuracy: 1e-12)
        }
        let settle = spring.settlingDuration
        for t in stride(from: settle, through: settle + 2, by: 0.01) {
            XCTAssertLessThan(abs(spring.remaining(at: t)), 0.001, "settled at \(t)")
        }
        XCTAssertGreaterThanOrEqual(abs(spring.remaining(at: settle - 0.01)).rounded(.up), 0)
        let critical = CASpringAnimation(keyPath: "position.x")
        critical.damping = 20
        XCTAssertEqual(critical.remaining(at: 0.2), exp(-2) * (1 + 2), accuracy: 1e-12, "ζ = 1: e^(−ω0 t)(1 + ω0 t)")
        let layer = CALayer()
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = settle
        layer.add(spring, forKey: "s")
        XCTAssertEqual(
            layer.presentation(atMediaTime: 0.3).position.x, 100 * (1 - spring.remaining(at: 0.3)), accuracy: 1e-6)
    }

    func testGroupsCutTheirChildrenAtTheirDuration() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 4)
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.beginTime, move.duration) = (0, 100, 1, 1)
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 2
        layer.add(group, forKey: "g")
        XCTAssertEqual(layer.presentation(atMediaTime: 1.5).opacity, 0.375, accuracy: 1e-6)
        XCTAssertEqual(layer.presentation(atMediaTime: 1.5).position.x, 50, accuracy: 1e-9)
        XCTAssertEqual(layer.presentation(atMediaTime: 2.5).opacity, 1, "after the group: the model")
    }

    func testInterpolatesColorsRectsAndPaths() {
        let layer = CAShapeLayer()
        let color = CABasicAnimation(keyPath: "backgroundColor")
        (color.fromValue, color.toValue, color.duration) = (
            CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0), 1
        )
        let bounds = CABasicAnimation(keyPath: "bounds")
        (bounds.fromValue, bounds.toValue, bounds.duration) = (
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 30, height: 50), 1
        )
        let path = CABasicAnimation(keyPath: "path")
        (path.fromValue, path.toValue, path.duration) = (
            CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
            CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 10), transform: nil), 1
        )
        for a in [color, bounds, path] { layer.add(a, forKey: a.keyPath) }
        let p = layer.presentation(atMediaTime: 0.25) as! CAShapeLayer
        let c = p.backgroundColor!.rgba
        XCTAssertEqual([c.red, c.green, c.blue, c.alpha], [0.75, 0, 0.25, 0.75])
        XCTAssertEqual(p.bounds, CGRect(x: 2.5, y: 0, width: 15, height: 20))
        XCTAssertEqual(p.path?.boundingBox, CGRect(x: 2.5, y: 2.5, width: 15, height: 10))
    }

    func testDelegateAndTransactionCompletionWhenTheClockPassesTheEnd() {
        final class Recorder: CAAnimationDelegate {
            var log: [String] = []
            func animationDidStart(_ anim: CAAnimation) { log.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
        }
        let recorder = Recorder()
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { recorder.log.append("completion") }
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.toValue, fade.duration, fade.delegate) = (0, 0.5, recorder)
        layer.add(fade, forKey: "fade")
        XCTAssertEqual(recorder.log, [], "nothing before the commit")
        CATransaction.commit()
        XCTAssertEqual(recorder.log, ["start"])
        clock.advanceFrames(29)
        XCTAssertEqual(recorder.log, ["start"], "29/60 s < 0.5 s")
        XCTAssertNotNil(layer.animation(forKey: "fade"))
        clock.advanceFrames(1)
        XCTAssertEqual(recorder.log, ["start", "stop true", "completion"])
        XCTAssertNil(layer.animation(forKey: "fade"), "removed on completion")

        let other = CABasicAnimation(keyPath: "opacity")
        other.delegate = recorder
        layer.add(other, forKey: "other")
        CATransaction.flush()
        layer.removeAnimation(forKey: "other")
        XCTAssertEqual(recorder.log.suffix(2), ["start", "stop false"])
    }

    /// A ring whose strokeEnd animates 0 → 1 over 1 s: at t = 0.5 the screen (presentation) shows
    /// the top half-circle's worth of stroke, `render(in:)` shows the model (strokeEnd 1: the full ring).
    func testPresentationAndRenderInOfAStrokeEndRing() {
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = CGMutablePath()
        path.addArc(
            center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        ring.path = path
        ring.fillColor = nil
        ring.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        ring.lineWidth = 8
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        (draw.fromValue, draw.toValue, draw.duration) = (0, 1, 1)
        ring.add(draw, forKey: "draw")
        CATransaction.flush()
        clock.set(to: 0.5)
        func image(presentation: Bool) -> [UInt8] {
            let ctx = CGContext(
                data: nil, width: 100, height: 100, bitsPerComponent: 8, bytesPerRow: 400,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.translateBy(x: 0, y: 100)
            ctx.scaleBy(x: 1, y: -1)
            if presentation {
                LayerCompositor.commitAndRender(ring, in: ctx, presentationTime: CACurrentMediaTime())
            } else {
                ring.render(in: ctx)
            }
            let data = ctx.data!.assumingMemoryBound(to: UInt8.self)
            return Array(UnsafeBufferPointer(start: data, count: 400 * 100))
        }
        func blue(_ pixels: [UInt8], _ x: Int, _ y: Int) -> Bool { pixels[(y * 100 + x) * 4 + 2] > 200 }
        let screen = image(presentation: true), model = image(presentation: false)
        // Clockwise on screen from 12 o'clock: 3 o'clock (90, 50) and 6 o'clock (50, 90) are drawn by
        // half the length; 9 o'clock (10, 50) only by the whole.
        XCTAssertTrue(blue(screen, 90, 50))
        XCTAssertTrue(blue(screen, 50, 89))
        XCTAssertFalse(blue(screen, 10, 50))
        XCTAssertTrue(blue(model, 10, 50), "render(in:) draws the model tree")
        XCTAssertEqual(ring.presentation()?.strokeEnd, 0.5)
    }
}
