import CoreGraphics
@testable import QuartzCore
import XCTest

final class CALayerGeometryTests: XCTestCase {
    func testFrameDerivesFromBoundsPositionAndAnchor() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        assertClose(layer.frame, CGRect(x: 50, y: 75, width: 100, height: 50))
        layer.anchorPoint = .zero
        assertClose(layer.frame, CGRect(x: 100, y: 100, width: 100, height: 50))  // position stays, frame moves
        XCTAssertEqual(layer.position, CGPoint(x: 100, y: 100))
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(layer.position, CGPoint(x: 10, y: 20))
        XCTAssertEqual(layer.bounds.size, CGSize(width: 30, height: 40))
    }

    func testBoundsOriginDoesNotMoveFrame() {
        let layer = LayerTest.layer(CGRect(x: 10, y: 10, width: 40, height: 40))
        layer.bounds.origin = CGPoint(x: 100, y: 100)
        assertClose(layer.frame, CGRect(x: 10, y: 10, width: 40, height: 40))
    }

    func testFrameIsBoundingBoxOfTransformedBounds() {
        let layer = LayerTest.layer(CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        assertClose(layer.frame, CGRect(x: -50, y: -25, width: 200, height: 100))
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        assertClose(layer.frame, CGRect(x: 25, y: -25, width: 50, height: 100), 1e-9)
        layer.setAffineTransform(CGAffineTransform(translationX: 5, y: 7))
        assertClose(layer.frame, CGRect(x: 5, y: 7, width: 100, height: 50))
        XCTAssertEqual(layer.affineTransform(), CGAffineTransform(translationX: 5, y: 7))
    }

    func testTransform3DFunctions() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 10, 0, 0)
        // Translation applied first, then the scale.
        XCTAssertEqual(CATransform3DGetAffineTransform(t), CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 0))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DConcat(t, CATransform3DInvert(t)).rounded))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "zero axis gives identity")
        let r = CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        assertClose(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1), 1e-9)
        XCTAssertEqual(CATransform3DMakeAffineTransform(.identity), CATransform3DIdentity)
    }

    func testConvertBetweenLayers() {
        let root = LayerTest.root(CGSize(width: 400, height: 400))
        let parent = LayerTest.layer(CGRect(x: 100, y: 100, width: 200, height: 200))
        parent.bounds.origin = CGPoint(x: 5, y: 5)
        let child = LayerTest.layer(CGRect(x: 10, y: 20, width: 50, height: 50))
        let sibling = LayerTest.layer(CGRect(x: 110, y: 20, width: 50, height: 50))
        root.addSublayer(parent)
        parent.addSublayer(child)
        parent.addSublayer(sibling)
        assertClose(child.convert(CGPoint.zero, to: parent), CGPoint(x: 10, y: 20))
        assertClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 105, y: 115))
        assertClose(root.convert(CGPoint(x: 105, y: 115), to: child), .zero)
        assertClose(sibling.convert(CGPoint.zero, from: child), CGPoint(x: -100, y: 0))
        assertClose(
            child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root),
            CGRect(x: 105, y: 115, width: 10, height: 10))
        assertClose(child.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 106, y: 117), 1e-9)
    }

    func testConvertThroughTransformAndSublayerTransform() {
        let root = LayerTest.root(CGSize(width: 200, height: 200))
        let child = LayerTest.layer(CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSublayer(child)
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)  // about its centre (100, 100)
        // The child's top-left corner turns to the root's top-right of the square.
        assertClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 150, y: 50), 1e-9)
        root.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)  // about the root's centre (100, 100)
        assertClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 125, y: 75), 1e-9)
    }

    func testHitTestFollowsTransformsOrderAndClipping() {
        let root = LayerTest.root(CGSize(width: 200, height: 200))
        let back = LayerTest.layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = LayerTest.layer(CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSublayer(front)
        root.addSublayer(back)
        front.zPosition = 1  // drawn (and hit) above `back` although it comes first
        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 75)) === front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 25, y: 25)) === back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 190, y: 10)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 250, y: 10)))
        front.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 75)) === back)
        front.isHidden = false

        // A rotated layer is hit where it is drawn, not where its frame's corners are.
        let bar = LayerTest.layer(CGRect(x: 0, y: 90, width: 200, height: 20))
        bar.zPosition = 2
        root.addSublayer(bar)
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)  // now vertical, x 90…110
        XCTAssertTrue(root.hitTest(CGPoint(x: 100, y: 10)) === bar)
        XCTAssertFalse(root.hitTest(CGPoint(x: 10, y: 100)) === bar)

        // masksToBounds: sublayers outside the bounds cannot be hit.
        let outside = LayerTest.layer(CGRect(x: 120, y: 0, width: 50, height: 50))
        back.addSublayer(outside)
        XCTAssertTrue(root.hitTest(CGPoint(x: 130, y: 10)) === outside)
        back.masksToBounds = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 130, y: 10)) === root)
        XCTAssertTrue(back.contains(CGPoint(x: 99, y: 99)))
        XCTAssertFalse(back.contains(CGPoint(x: 101, y: 50)))
    }

    func testNonFiniteFrameIsIgnored() {
        let layer = LayerTest.layer(CGRect(x: 1, y: 2, width: 3, height: 4))
        layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        assertClose(layer.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}

private extension CATransform3D {
    /// The matrix with every entry rounded to 1e-9, to compare float results with identity.
    var rounded: CATransform3D {
        func r(_ v: CGFloat) -> CGFloat { (v * 1e9).rounded() / 1e9 + 0 }
        return CATransform3D(
            m11: r(m11), m12: r(m12), m13: r(m13), m14: r(m14), m21: r(m21), m22: r(m22), m23: r(m23), m24: r(m24),
            m31: r(m31), m32: r(m32), m33: r(m33), m34: r(m34), m41: r(m41), m42: r(m42), m43: r(m43), m44: r(m44))
    }
}
