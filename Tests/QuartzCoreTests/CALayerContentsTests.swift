@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import QuartzCore
import XCTest

final class CALayerContentsTests: XCTestCase {
    func testContentsRectShowsPartOfTheImage() {
        let layer = LayerTest.layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        layer.contents = LayerTest.quadrantImage(width: 8, height: 8)
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)  // the green top-right quadrant
        let image = LayerTest.render(layer, size: layer.bounds.size)
        for p in [CGPoint(x: 2, y: 2), CGPoint(x: 38, y: 38), CGPoint(x: 20, y: 20)] {
            let px = LayerTest.pixel(image, p)
            XCTAssertGreaterThan(px.green, 150, "\(p)")
            XCTAssertLessThan(px.red, 60, "\(p)")
        }
    }

    func testMagnificationFilterNearestKeepsHardEdges() {
        let layer = LayerTest.layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        layer.contents = LayerTest.quadrantImage(width: 2, height: 2)
        func middleRow() -> [UInt8] {
            let image = LayerTest.render(layer, size: layer.bounds.size)
            return (0..<40).map { LayerTest.pixel(image, CGPoint(x: CGFloat($0), y: 10)).green }
        }
        layer.magnificationFilter = .nearest
        let nearest = middleRow()
        XCTAssertEqual(Set(nearest).count, 2, "only red and green, no blend")
        layer.magnificationFilter = .linear
        XCTAssertGreaterThan(Set(middleRow()).count, 5, "linear blends across the middle")
    }

    func testContentsAreFlippedFollowsGeometryFlippedAncestors() {
        let (root, child) = (CALayer(), CALayer())
        root.addSublayer(child)
        XCTAssertFalse(child.contentsAreFlipped())
        root.isGeometryFlipped = true
        XCTAssertTrue(child.contentsAreFlipped())
        child.isGeometryFlipped = true
        XCTAssertFalse(child.contentsAreFlipped())
    }

    func testGravityRects() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 20, height: 10)
        func rect(_ g: CALayerContentsGravity) -> CGRect {
            LayerCompositor.gravityRect(g, contentSize: size, in: bounds, flipped: false)
        }
        XCTAssertEqual(rect(.center), CGRect(x: 40, y: 20, width: 20, height: 10))
        XCTAssertEqual(rect(.top), CGRect(x: 40, y: 40, width: 20, height: 10), "top = max y")
        XCTAssertEqual(rect(.bottomLeft), CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(rect(.topRight), CGRect(x: 80, y: 40, width: 20, height: 10))
        XCTAssertEqual(rect(.resizeAspect), CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(
            LayerCompositor.gravityRect(
                .resizeAspectFill, contentSize: CGSize(width: 10, height: 10), in: bounds, flipped: false),
            CGRect(x: 0, y: -25, width: 100, height: 100))
        XCTAssertEqual(
            LayerCompositor.gravityRect(
                .resizeAspect, contentSize: CGSize(width: 10, height: 10), in: bounds, flipped: false),
            CGRect(x: 25, y: 0, width: 50, height: 50))
    }
}
