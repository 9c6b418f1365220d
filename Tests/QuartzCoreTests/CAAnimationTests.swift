import CoreGraphics
@testable import QuartzCore
import XCTest

final class CAAnimationTests: XCTestCase {
    final class Recorder: CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
    }

    override func setUp() {
        CATransaction.flush() // start from a clean implicit transaction
    }

    func testBasicAnimationShowsItsEndStateAndStopsAtCommit() {
        let layer = CALayer()
        let recorder = Recorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.25
        fade.duration = 2
        fade.delegate = recorder
        var completed: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setCompletionBlock { completed.append("done with \(recorder.log)") }
        layer.add(fade, forKey: "fade")
        XCTAssertEqual(layer.opacity, 0.25)
        XCTAssertEqual(recorder.log, ["start"])
        XCTAssertTrue(layer.animation(forKey: "fade") === fade)
        XCTAssertEqual(layer.animationKeys(), ["fade"])
        CATransaction.commit()
        XCTAssertEqual(recorder.log, ["start", "stop true"])
        XCTAssertEqual(completed, ["done with [\"start\", \"stop true\"]"], "completion runs after the animations stop")
        XCTAssertNil(layer.animation(forKey: "fade"), "removed on completion")
    }

    func testImplicitTransactionCompletesAtFlush() {
        let layer = CAShapeLayer()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = NSNumber(value: 0.5)
        draw.isRemovedOnCompletion = false
        var completed = false
        CATransaction.setCompletionBlock { completed = true }
        layer.add(draw, forKey: nil)
        XCTAssertEqual(layer.strokeEnd, 0.5)
        XCTAssertFalse(completed)
        CATransaction.flush()
        XCTAssertTrue(completed)
        XCTAssertEqual(layer.animationKeys()?.count, 1, "isRemovedOnCompletion = false keeps it")
        layer.removeAllAnimations()
        XCTAssertNil(layer.animationKeys())
    }

    func testKeyPathsAndValueKinds() {
        let layer = LayerTest.layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        func run(_ keyPath: String, to value: Any) {
            let a = CABasicAnimation(keyPath: keyPath)
            a.toValue = value
            layer.add(a, forKey: keyPath)
        }
        run("position", to: CGPoint(x: 40, y: 50))
        XCTAssertEqual(layer.position, CGPoint(x: 40, y: 50))
        run("position.x", to: 70)
        XCTAssertEqual(layer.position, CGPoint(x: 70, y: 50))
        run("bounds.size.width", to: CGFloat(30))
        XCTAssertEqual(layer.bounds.size, CGSize(width: 30, height: 10))
        run("transform.rotation.z", to: Double.pi / 2)
        assertClose(CGPoint(x: 1, y: 0).applying(layer.affineTransform()), CGPoint(x: 0, y: 1), 1e-9)
        run("transform.scale", to: Float(2))
        assertClose(layer.value(forKeyPath: "transform.scale") as! CGFloat, 2, 1e-9)
        assertClose(layer.value(forKeyPath: "transform.rotation.z") as! CGFloat, .pi / 2, 1e-9, "rotation kept")
        run("backgroundColor", to: CGColor.red)
        XCTAssertEqual(layer.backgroundColor, CGColor.red)

        let by = CABasicAnimation(keyPath: "cornerRadius")
        by.byValue = 4
        layer.cornerRadius = 3
        layer.add(by, forKey: "by")
        XCTAssertEqual(layer.cornerRadius, 7)

        let fromOnly = CABasicAnimation(keyPath: "opacity")
        fromOnly.fromValue = 0
        layer.add(fromOnly, forKey: "from")
        XCTAssertEqual(layer.opacity, 1, "ends on the model value")

        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0, 1, 0.3]
        layer.add(keyframes, forKey: "k")
        XCTAssertEqual(layer.opacity, 0.3, accuracy: 1e-6)

        let along = CAKeyframeAnimation(keyPath: "position")
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 90, y: 80), control1: CGPoint(x: 10, y: 0), control2: CGPoint(x: 90, y: 10))
        along.path = path
        let group = CAAnimationGroup()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.5
        group.animations = [along, fade]
        layer.add(group, forKey: "group")
        XCTAssertEqual(layer.position, CGPoint(x: 90, y: 80))
        XCTAssertEqual(layer.opacity, 0.5)
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
