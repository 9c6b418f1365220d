@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import QuartzCore
@_spi(ViewLab) import TestSupport
import XCTest

/// Implicit animations of standalone layers: a property change runs the action Core Animation's
/// search finds (delegate, `actions`, `style`, `defaultAction(forKey:)`, then the implicit
/// `CABasicAnimation`), within the transaction's settings.
final class ImplicitAnimationTests: MediaClockTestCase {
    /// A 20×20 red layer drawn once on screen (a presentation render), inside a white root.
    func shownLayer() -> (root: CALayer, layer: CALayer) {
        let root = LayerTest.root(CGSize(width: 100, height: 20))
        root.backgroundColor = CGColor.white
        let layer = LayerTest.layer(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        root.addSublayer(layer)
        _ = screen(root)
        return (root, layer)
    }

    /// What the screen shows of `root` at the clock's time.
    func screen(_ root: CALayer) -> CGImage {
        let ctx = CGContext(flippedSize: CGSize(width: 100, height: 20), scale: 1)!
        _ = LayerCompositor.commitAndRender(root, in: ctx, presentationTime: CACurrentMediaTime())
        return ctx.makeImage()!
    }

    /// The documented Bézier curve solved by bisection (see `CAMediaTimingFunction`).
    func bezier(_ t: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
        func at(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<100 { let mid = (low + high) / 2; if at(mid, c1x, c2x) < t { low = mid } else { high = mid } }
        return at((low + high) / 2, c1y, c2y)
    }

    func testAChangeOfAShownLayerAnimatesFromTheOldValueForAQuarterSecond() {
        let (_, layer) = shownLayer()
        layer.opacity = 0
        CATransaction.flush()  // the end of the run-loop turn commits the implicit transaction
        XCTAssertEqual(layer.opacity, 0, "the model changes at once")
        let animation = try? XCTUnwrap(layer.animation(forKey: "opacity") as? CABasicAnimation)
        XCTAssertEqual(animation?.duration, 0.25)
        XCTAssertEqual(animation?.fromValue as? Float, 1)
        for t in [0.05, 0.125, 0.2] {
            clock.set(to: t)
            let expected = 1 - bezier(t / 0.25, 0.25, 0.1, 0.25, 1)  // the `.default` curve
            XCTAssertEqual(Double(layer.presentation()!.opacity), expected, accuracy: 1e-4)
        }
        clock.set(to: 0.3)
        XCTAssertNil(layer.animationKeys())
    }

    func testALayerNeverShownDoesNotAnimateAndAViewLikeDelegateCanSayNo() {
        let fresh = CALayer()
        fresh.position = CGPoint(x: 5, y: 5)
        XCTAssertNil(fresh.animationKeys(), "never drawn: nothing to animate from")
        XCTAssertNil(fresh.action(forKey: "position"))

        final class Refusing: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
        }
        let (_, layer) = shownLayer()
        let refusing = Refusing()
        layer.delegate = refusing
        layer.position.x = 50
        XCTAssertNil(layer.animationKeys(), "NSNull from the delegate ends the search")
        layer.delegate = nil
        layer.actions = ["position": NSNull()]
        layer.position.x = 60
        XCTAssertNil(layer.animationKeys(), "NSNull in actions")
        XCTAssertNotNil(layer.action(forKey: "opacity"), "other keys still animate")
    }

    /// Apple documents `setDisableActions(_:)` and the other typed settings as conveniences for
    /// `setValue(_:forKey:)` with the `kCATransaction…` keys, so setting a key is setting the
    /// setting (and reading it back reads the setting).
    func testTransactionKeysAreTheTypedSettings() {
        let (root, layer) = shownLayer()
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        XCTAssertTrue(CATransaction.disableActions())
        layer.position.x = 80
        CATransaction.commit()
        XCTAssertNil(layer.animationKeys(), "actions off by key")
        XCTAssertLessThan(screen(root).pixel(x: 85, y: 10).green, 100, "drawn (red) at the new place at once")

        var completed = false
        let linear = CAMediaTimingFunction(name: .linear)
        CATransaction.begin()
        CATransaction.setValue(1.0, forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(linear, forKey: kCATransactionAnimationTimingFunction)
        CATransaction.setValue({ completed = true } as () -> Void, forKey: kCATransactionCompletionBlock)
        XCTAssertEqual(CATransaction.animationDuration(), 1)
        XCTAssertEqual(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool, false)
        XCTAssertTrue(
            CATransaction.value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction === linear)
        CATransaction.setValue("kept", forKey: "myKey")
        XCTAssertEqual(CATransaction.value(forKey: "myKey") as? String, "kept", "other keys are stored")
        layer.position.x = 30
        CATransaction.commit()
        let animation = layer.animation(forKey: "position") as? CABasicAnimation
        XCTAssertEqual(animation?.duration, 1)
        XCTAssertTrue(animation?.timingFunction === linear)
        clock.set(to: 1.1)
        XCTAssertTrue(completed, "the completion block set by key ran")
    }

    func testTransactionSettingsAndDisableActions() {
        let (root, layer) = shownLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position.x = 80
        CATransaction.commit()
        XCTAssertNil(layer.animationKeys(), "setDisableActions(true)")
        XCTAssertLessThan(screen(root).pixel(x: 85, y: 10).green, 100, "drawn (red) at the new place at once")

        var completed = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { completed = true }
        layer.position.x = 30  // from 80 to 30
        CATransaction.commit()
        clock.set(to: 0.5)
        XCTAssertEqual(Double(layer.presentation()!.position.x), 55, accuracy: 1e-6)
        let image = screen(root)
        XCTAssertLessThan(image.pixel(x: 50, y: 10).green, 100, "drawn (red) half-way, at 45…65")
        XCTAssertEqual(image.pixel(x: 35, y: 10).green, 255)
        XCTAssertFalse(completed)
        clock.set(to: 1.01)
        XCTAssertTrue(completed, "the completion block waits for the implicit animation")
    }

    func testAnEmptyBasicAnimationInActionsGetsTheOldAndNewValues() {
        let (_, layer) = shownLayer()
        let fade = CABasicAnimation()
        fade.duration = 2
        layer.actions = ["opacity": fade]
        layer.opacity = 0.5
        let added = layer.animation(forKey: "opacity") as? CABasicAnimation
        XCTAssertEqual(added?.keyPath, "opacity")
        XCTAssertEqual(added?.fromValue as? Float, 1)
        XCTAssertEqual(added?.toValue as? Float, 0.5)
        clock.set(to: 1)
        XCTAssertEqual(layer.presentation()!.opacity, 0.75, accuracy: 1e-4, "linear (no timing function) over 2 s")
    }

    func testShapeLayerStrokeEndAnimatesImplicitly() {
        let root = LayerTest.root(CGSize(width: 100, height: 20))
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.strokeEnd = 0
        root.addSublayer(shape)
        _ = screen(root)
        shape.strokeEnd = 1
        clock.set(to: 0.125)
        XCTAssertEqual(Double(shape.presentation()!.strokeEnd), bezier(0.5, 0.25, 0.1, 0.25, 1), accuracy: 1e-4)
    }
}
