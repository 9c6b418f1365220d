import CoreGraphics
@_spi(ViewLab) @testable import QuartzCore
import XCTest

/// Layers and animations are key-value containers (Core Animation Programming Guide, "Key-Value
/// Coding Extensions"): any key stores a value, unset keys answer `defaultValue(forKey:)`, and a
/// key the class's `needsDisplay(forKey:)` names marks the layer for display.
final class KeyValueContainerTests: XCTestCase {
    final class GaugeLayer: CALayer {
        var draws = 0
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "level" || super.needsDisplay(forKey: key)
        }
        override class func defaultValue(forKey key: String) -> Any? {
            key == "level" ? 0.25 : super.defaultValue(forKey: key)
        }
        override func draw(in ctx: CGContext) { draws += 1 }
    }

    func testUndeclaredKeysAreStoredAndReadBack() {
        let layer = CALayer()
        XCTAssertNil(layer.value(forKey: "tag"))
        layer.setValue("ring", forKey: "tag")
        XCTAssertEqual(layer.value(forKey: "tag") as? String, "ring")
        layer.setValue(nil, forKey: "tag")
        XCTAssertNil(layer.value(forKey: "tag"))
        XCTAssertFalse(layer.needsDisplay(), "a plain layer does not redisplay for a custom key")
    }

    func testDeclaredKeysStillSetTheProperty() {
        let layer = CALayer()
        layer.setValue(0.5, forKey: "opacity")
        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertEqual(layer.value(forKey: "opacity") as? Float, 0.5)
    }

    func testDefaultValueAnswersUnsetKeysAndNeedsDisplayForKeyMarksTheLayer() {
        let layer = GaugeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(layer.value(forKey: "level") as? Double, 0.25)
        layer.displayIfNeeded()
        XCTAssertEqual(layer.draws, 0, "a new layer is not displayed until marked")
        layer.setValue(0.75, forKey: "level")
        XCTAssertTrue(layer.needsDisplay())
        XCTAssertEqual(layer.value(forKey: "level") as? Double, 0.75)
        layer.displayIfNeeded()
        XCTAssertEqual(layer.draws, 1)
        layer.setValue("x", forKey: "other")
        XCTAssertFalse(layer.needsDisplay())
    }

    /// The model keeps its value; the presentation holds the animated one (of the model's type) and,
    /// because `needsDisplay(forKey:)` names the key, is drawn with it.
    func testAnimationOfACustomKeyRedrawsThePresentation() {
        let layer = GaugeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let animation = CABasicAnimation(keyPath: "level")
        animation.toValue = 1.0
        animation.duration = 1
        layer.add(animation, forKey: "fill")
        XCTAssertEqual(layer.value(forKey: "level") as? Double, 0.25)
        let shown = layer.presentation(atMediaTime: CACurrentMediaTime() + 0.5) as! GaugeLayer
        XCTAssertEqual(shown.value(forKey: "level") as? Double, 0.625)
        XCTAssertEqual(shown.draws, 1)
        XCTAssertEqual(layer.draws, 0)
    }

    func testCopiesOfLayersAndAnimationsKeepCustomValues() {
        let layer = CALayer()
        layer.setValue(3, forKey: "count")
        XCTAssertEqual(CALayer(layer: layer).value(forKey: "count") as? Int, 3)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.setValue(layer, forKey: "target")
        animation.setValue(2.0, forKey: "duration")
        XCTAssertEqual(animation.duration, 2)
        XCTAssertTrue((animation.copy() as? CAAnimation)?.value(forKey: "target") as? CALayer === layer)
        XCTAssertEqual(animation.value(forKey: "speed") as? Float, 1)
        XCTAssertNil(animation.value(forKey: "missing"))
    }
}
