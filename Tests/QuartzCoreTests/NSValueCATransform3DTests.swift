@_spi(ViewLab) import QuartzCore
import XCTest

/// `NSValue(caTransform3D:)` and `caTransform3DValue`, and animations that carry them.
final class NSValueCATransform3DTests: XCTestCase {
    func testRoundTripAndEquality() {
        let t = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), .pi / 5, 0, 0, 1)
        let value = NSValue(caTransform3D: t)
        XCTAssertEqual(value.caTransform3DValue, t)
        XCTAssertEqual(value, NSValue(caTransform3D: t))
        XCTAssertEqual(value.hash, NSValue(caTransform3D: t).hash)
        XCTAssertNotEqual(value, NSValue(caTransform3D: CATransform3DIdentity))
        XCTAssertEqual(
            NSValue(range: NSRange(location: 1, length: 2)).caTransform3DValue, CATransform3DIdentity,
            "another kind of value reads as the identity")
    }

    /// A `"transform"` animation whose `toValue` is an `NSValue`, as iOS code writes it, ends on
    /// that transform: a 20×10 red layer scaled ×2 about its centre covers 40×20.
    func testAnimationToValueAsNSValueEndsOnThatTransform() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        let box = CALayer()
        box.frame = CGRect(x: 20, y: 15, width: 20, height: 10)
        box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(box)
        let grow = CABasicAnimation(keyPath: "transform")
        grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        grow.toValue = NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))
        grow.duration = 1
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        box.add(grow, forKey: "grow")
        XCTAssertEqual(box.transform, CATransform3DIdentity, "the model keeps its value")
        XCTAssertEqual(
            box.presentation(atMediaTime: CACurrentMediaTime() + 1).transform, CATransform3DMakeScale(2, 2, 1))
        box.removeAnimation(forKey: "grow")
        box.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKey: "transform")
        XCTAssertEqual(box.value(forKey: "transform") as? CATransform3D, CATransform3DMakeScale(2, 2, 1))
        let image = LayerTest.render(root, size: CGSize(width: 60, height: 40), scale: 1)
        XCTAssertEqual(image.pixel(x: 12, y: 12).red, 255, "inside the scaled box, outside the original")
        XCTAssertEqual(image.pixel(x: 12, y: 12).green, 0)
        XCTAssertEqual(image.pixel(x: 8, y: 12).green, 255, "outside: the white background")
    }
}
