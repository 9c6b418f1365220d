import CoreGraphics
@_spi(ViewLab) @testable import QuartzCore
import XCTest

final class CAAnimationTests: XCTestCase {
    final class Recorder: CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
    }

    override func setUp() {
        CATransaction.flush()  // start from a clean implicit transaction
    }

    /// Core Animation's model: the model keeps its value, the presentation animates, and the
    /// delegate and the transaction's completion hear the end when the clock passes it.
    func testAnimationsLeaveTheModelAndStopWhenTheClockPassesTheirEnd() {
        let clock = CAMediaClock()
        CAMediaClock.current = clock
        defer { CAMediaClock.current = CAMediaClock() }
        let layer = CALayer()
        let recorder = Recorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.25
        fade.duration = 2
        fade.delegate = recorder
        var completed: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed.append("done with \(recorder.log)") }
        layer.add(fade, forKey: "fade")
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertFalse(layer.animation(forKey: "fade") === fade, "the layer keeps a copy")
        XCTAssertEqual(layer.animationKeys(), ["fade"])
        CATransaction.commit()
        XCTAssertEqual(recorder.log, ["start"])
        XCTAssertEqual(completed, [], "the completion waits for the animation")
        clock.advance(by: 1)
        XCTAssertEqual(layer.presentation()?.opacity ?? 0, 0.625, accuracy: 1e-6)
        clock.advance(by: 1)
        XCTAssertEqual(recorder.log, ["start", "stop true"])
        XCTAssertEqual(completed, ["done with [\"start\", \"stop true\"]"], "completion runs after the animations stop")
        XCTAssertNil(layer.animation(forKey: "fade"), "removed on completion")
        XCTAssertEqual(layer.presentation()?.opacity, 1, "back to the model")
    }

    /// A completion runs when its animation ends, even when the clock is moved past that in one
    /// step (an export drawn at `--time 3`): a sequence whose second step starts in the first
    /// step's completion has run both steps by then, as it has on iOS three seconds in.
    func testACompletionRunsAtItsAnimationsEndWhenTheClockJumpsPastIt() {
        let clock = CAMediaClock()
        CAMediaClock.current = clock
        defer { CAMediaClock.current = CAMediaClock() }
        let layer = CALayer()
        var ends: [CFTimeInterval] = []
        func fade(to value: Float, then next: (() -> Void)?) {
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                ends.append(CACurrentMediaTime())
                next?()
            }
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = layer.opacity
            animation.toValue = value
            animation.duration = 0.4
            animation.beginTime = CACurrentMediaTime()
            layer.opacity = value
            layer.add(animation, forKey: "fade")
            CATransaction.commit()
        }
        fade(to: 0.5) { fade(to: 0, then: nil) }
        clock.set(to: 3)
        XCTAssertEqual(ends.count, 2)
        XCTAssertEqual(ends.first ?? 0, 0.4, accuracy: 1e-9, "the first step ended at 0.4 s")
        XCTAssertEqual(ends.last ?? 0, 0.8, accuracy: 1e-9, "the second began then and ended at 0.8 s")
        XCTAssertNil(layer.animation(forKey: "fade"))
    }

    func testATransactionWithoutAnimationsCompletesAtFlush() {
        var completed = false
        CATransaction.setCompletionBlock { completed = true }
        XCTAssertFalse(completed)
        CATransaction.flush()
        XCTAssertTrue(completed)
    }

    func testKeyPathsAndValueKinds() {
        let layer = LayerTest.layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        /// The presentation at the end of a 1 s animation held with fillMode forwards.
        func end(_ a: CAAnimation) -> CALayer {
            a.duration = 1
            a.fillMode = .forwards
            layer.add(a, forKey: "a")
            return layer.presentation(atMediaTime: 1)
        }
        func run(_ keyPath: String, to value: Any) -> CALayer {
            let a = CABasicAnimation(keyPath: keyPath)
            a.toValue = value
            return end(a)
        }
        XCTAssertEqual(run("position", to: CGPoint(x: 40, y: 50)).position, CGPoint(x: 40, y: 50))
        XCTAssertEqual(run("position.x", to: 70).position, CGPoint(x: 70, y: 5))
        XCTAssertEqual(run("bounds.size.width", to: CGFloat(30)).bounds.size, CGSize(width: 30, height: 10))
        assertClose(
            CGPoint(x: 1, y: 0).applying(run("transform.rotation.z", to: Double.pi / 2).affineTransform()),
            CGPoint(x: 0, y: 1), 1e-9)
        assertClose(run("transform.scale", to: Float(2)).value(forKeyPath: "transform.scale") as! CGFloat, 2, 1e-9)
        XCTAssertEqual(run("backgroundColor", to: CGColor.red).backgroundColor?.rgba.red, CGColor.red.rgba.red)
        XCTAssertEqual(layer.position, CGPoint(x: 5, y: 5), "the model is untouched")

        let by = CABasicAnimation(keyPath: "cornerRadius")
        by.byValue = 4
        layer.cornerRadius = 3
        XCTAssertEqual(end(by).cornerRadius, 7)

        let fromOnly = CABasicAnimation(keyPath: "opacity")
        fromOnly.fromValue = 0
        XCTAssertEqual(end(fromOnly).opacity, 1, "ends on the model value")

        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0, 1, 0.3]
        XCTAssertEqual(end(keyframes).opacity, 0.3, accuracy: 1e-6)

        let along = CAKeyframeAnimation(keyPath: "position")
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 90, y: 80), control1: CGPoint(x: 10, y: 0), control2: CGPoint(x: 90, y: 10))
        along.path = path
        let group = CAAnimationGroup()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.5
        group.animations = [along, fade]
        group.duration = 1
        fade.fillMode = .forwards
        along.fillMode = .forwards
        let shown = end(group)
        XCTAssertEqual(shown.position, CGPoint(x: 90, y: 80))
        XCTAssertEqual(shown.opacity, 0.5)
    }

    /// A wrongly typed value for a declared key, or a path below an unknown key, is ignored; a plain
    /// unknown key is stored, as layers are key-value containers (see `KeyValueContainerTests`).
    func testBadKeyPathIsIgnored() {
        let layer = CALayer()
        layer.setValue(3, forKeyPath: "noSuch.property")
        layer.setValue("text", forKeyPath: "opacity")
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertNil(layer.value(forKeyPath: "noSuch.property"))
        XCTAssertNil(layer.value(forKeyPath: "noSuch"))
    }

    func testTimingFunctionControlPoints() {
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        XCTAssertEqual(point, [0.42, 0])
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 9, values: &point)
        XCTAssertEqual(point, [0.42, 0], "out of range leaves the buffer alone")
    }
}
