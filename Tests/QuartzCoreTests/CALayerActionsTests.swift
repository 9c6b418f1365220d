import QuartzCore
import XCTest

/// Layers and animations are `NSObject`s, `NSNull` and `CAAnimation` are `CAAction`s, and
/// `action(forKey:)` searches as Core Animation documents.
final class CALayerActionsTests: XCTestCase {
    final class Delegate: CALayerDelegate {
        var answer: CAAction?
        func action(for layer: CALayer, forKey event: String) -> CAAction? { event == "opacity" ? answer : nil }
    }

    final class DefaultActionLayer: CALayer {
        override class func defaultAction(forKey event: String) -> CAAction? {
            event == "bounds" ? CABasicAnimation() : nil
        }
    }

    func testLayersCompareAndHashByIdentityAsNSObjects() {
        let a = CALayer(), b = CALayer()
        XCTAssertTrue(a == a)
        XCTAssertFalse(a == b)
        XCTAssertTrue(a.isEqual(a))
        XCTAssertFalse(a.isEqual(b))
        XCTAssertEqual([b, a].firstIndex(of: a), 1)
        XCTAssertEqual(Set([a, b, a]).count, 2)
        let object: NSObject = a
        XCTAssertTrue(object.description.hasPrefix("<CALayer: 0x"), object.description)
    }

    func testNSNullInActionsMeansNoAction() {
        let layer = CALayer()
        layer.actions = ["position": NSNull(), "opacity": CABasicAnimation(keyPath: "opacity")]
        XCTAssertNil(layer.action(forKey: "position"), "NSNull ends the search with no action")
        XCTAssertTrue(layer.action(forKey: "opacity") is CABasicAnimation)
        XCTAssertNil(layer.action(forKey: "bounds"))
        layer.position = CGPoint(x: 10, y: 20)
        XCTAssertEqual(layer.position, CGPoint(x: 10, y: 20), "the change applies at once")
    }

    func testTheDelegateIsAskedFirstAndItsNSNullStopsTheSearch() {
        let layer = CALayer(), delegate = Delegate()
        layer.delegate = delegate
        let fromActions = CABasicAnimation(keyPath: "opacity")
        layer.actions = ["opacity": fromActions]
        XCTAssertTrue(
            layer.action(forKey: "opacity") as? CABasicAnimation === fromActions,
            "nil from the delegate: search goes on")
        delegate.answer = NSNull()
        XCTAssertNil(layer.action(forKey: "opacity"), "NSNull from the delegate ends the search")
        let fromDelegate = CABasicAnimation(keyPath: "opacity")
        delegate.answer = fromDelegate
        XCTAssertTrue(layer.action(forKey: "opacity") as? CABasicAnimation === fromDelegate)
    }

    func testStyleAndDefaultActionAreSearchedLast() {
        let layer = DefaultActionLayer()
        XCTAssertTrue(layer.action(forKey: "bounds") is CABasicAnimation)
        layer.style = ["actions": ["bounds": NSNull()] as [String: CAAction]]
        XCTAssertNil(layer.action(forKey: "bounds"), "the style's NSNull comes before defaultAction(forKey:)")
        XCTAssertNil(CALayer.defaultAction(forKey: "bounds"))
    }

    func testRunningAnAnimationActionAddsItToTheLayerUnderTheKey() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.25
        let action: CAAction = fade
        action.run(forKey: "fade", object: layer, arguments: nil)
        XCTAssertEqual(
            (layer.animation(forKey: "fade") as? CABasicAnimation)?.toValue as? Double, 0.25, "a copy is added")
        XCTAssertEqual(layer.opacity, 1, "the model keeps its value")
        NSNull().run(forKey: "other", object: layer, arguments: nil)
        XCTAssertNil(layer.animation(forKey: "other"))
    }

    func testDisableActionsIsScopedToTheTransaction() {
        XCTAssertFalse(CATransaction.disableActions())
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        XCTAssertTrue(CATransaction.disableActions())
        CATransaction.commit()
        XCTAssertFalse(CATransaction.disableActions())
    }

    func testAnimationCopyIsIndependentAndKeepsSettings() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi
        spin.duration = 2
        spin.repeatCount = .infinity
        spin.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let copy = spin.copy() as! CABasicAnimation
        XCTAssertFalse(copy === spin)
        XCTAssertEqual(copy.keyPath, "transform.rotation.z")
        XCTAssertEqual(copy.toValue as? Double, Double.pi)
        XCTAssertEqual(copy.duration, 2)
        XCTAssertEqual(copy.repeatCount, .infinity)
        XCTAssertTrue(copy.timingFunction === spin.timingFunction)
        copy.duration = 5
        XCTAssertEqual(spin.duration, 2, "the copy is independent")
        let group = CAAnimationGroup()
        group.animations = [spin]
        let groupCopy = group.copy() as! CAAnimationGroup
        XCTAssertEqual(groupCopy.animations?.count, 1)
        XCTAssertFalse(groupCopy.animations?.first === spin, "a group copies its animations")
        let keyframes = CAKeyframeAnimation(keyPath: "position")
        keyframes.values = [CGPoint.zero, CGPoint(x: 5, y: 5)]
        XCTAssertEqual((keyframes.copy() as! CAKeyframeAnimation).values?.count, 2)
    }
}
