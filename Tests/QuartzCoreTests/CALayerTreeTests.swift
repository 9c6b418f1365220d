@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import QuartzCore
import XCTest

final class CALayerTreeTests: XCTestCase {
    private func named(_ names: String...) -> [CALayer] {
        names.map { name in
            let layer = CALayer()
            layer.name = name
            return layer
        }
    }

    private func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    func testSublayerEditing() {
        let parent = CALayer()
        XCTAssertNil(parent.sublayers, "no sublayers is nil, as Core Animation")
        let l = named("a", "b", "c", "d", "e")
        parent.addSublayer(l[0])
        parent.addSublayer(l[1])
        parent.insertSublayer(l[2], at: 0)
        XCTAssertEqual(names(parent), ["c", "a", "b"])
        parent.insertSublayer(l[3], above: l[2])
        XCTAssertEqual(names(parent), ["c", "d", "a", "b"])
        parent.insertSublayer(l[4], below: l[1])
        XCTAssertEqual(names(parent), ["c", "d", "a", "e", "b"])
        parent.insertSublayer(l[2], above: l[1])  // moving within the same parent
        XCTAssertEqual(names(parent), ["d", "a", "e", "b", "c"])
        parent.insertSublayer(l[0], at: 99)
        XCTAssertEqual(names(parent), ["d", "e", "b", "c", "a"])
        let f = named("f")[0]
        parent.replaceSublayer(l[4], with: f)
        XCTAssertEqual(names(parent), ["d", "f", "b", "c", "a"])
        XCTAssertNil(l[4].superlayer)
        XCTAssertTrue(f.superlayer === parent)
        l[1].removeFromSuperlayer()
        XCTAssertEqual(names(parent), ["d", "f", "c", "a"])

        // Moving to another parent removes it from the first one.
        let other = CALayer()
        other.addSublayer(l[3])
        XCTAssertEqual(names(parent), ["f", "c", "a"])
        // Setting `sublayers` replaces them and detaches the old ones.
        parent.sublayers = [l[3], l[1]]
        XCTAssertEqual(names(parent), ["d", "b"])
        XCTAssertNil(other.sublayers)
        XCTAssertNil(f.superlayer)
        parent.sublayers = nil
        XCTAssertNil(parent.sublayers)
        XCTAssertNil(l[3].superlayer)
    }

    func testCyclesAreRefusedAndTheTreeIsUnchanged() {
        let (a, b, c) = (CALayer(), CALayer(), CALayer())
        a.addSublayer(b)
        b.addSublayer(c)
        a.addSublayer(a)
        c.addSublayer(a)
        c.insertSublayer(b, at: 0)
        a.sublayers = [a]
        XCTAssertEqual(a.sublayers?.count, 1)
        XCTAssertTrue(a.sublayers?.first === b)
        XCTAssertNil(c.sublayers)
        XCTAssertNil(a.superlayer)
        XCTAssertTrue(c.superlayer === b)
    }

    func testZPositionOrderIsStable() {
        let parent = CALayer()
        let l = named("a", "b", "c", "d")
        l.forEach(parent.addSublayer)
        l[0].zPosition = 2
        l[2].zPosition = -1
        XCTAssertEqual(parent.sublayersInRenderOrder.map { $0.name! }, ["c", "b", "d", "a"])
        XCTAssertEqual(names(parent), ["a", "b", "c", "d"], "the array keeps its order")
    }

    func testDisplayDrawsThroughTheDelegateIntoContents() {
        final class Painter: CALayerDelegate {
            var draws = 0
            func draw(_ layer: CALayer, in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(.red)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))  // top-left 10×5 pt
            }
        }
        let painter = Painter()
        let layer = LayerTest.layer(CGRect(x: 0, y: 0, width: 20, height: 10))
        layer.delegate = painter
        layer.contentsScale = 2
        XCTAssertFalse(layer.needsDisplay(), "a new layer does not need display")
        layer.displayIfNeeded()
        XCTAssertNil(layer.contents)
        layer.setNeedsDisplay()
        XCTAssertTrue(layer.needsDisplay())
        layer.displayIfNeeded()
        XCTAssertFalse(layer.needsDisplay())
        XCTAssertEqual(painter.draws, 1)
        let image = try! XCTUnwrap(layer.contents as? CGImage)
        XCTAssertEqual([image.width, image.height], [40, 20])
        XCTAssertEqual(image.pixel(x: 2, y: 2).alpha, 255, "top-left origin")
        XCTAssertEqual(image.pixel(x: 30, y: 15).alpha, 0)

        // render(in:) runs the pending display pass.
        layer.bounds.size = CGSize(width: 10, height: 10)
        XCTAssertFalse(layer.needsDisplay(), "needsDisplayOnBoundsChange is false by default")
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 20, height: 20)
        XCTAssertTrue(layer.needsDisplay())
        _ = LayerTest.render(layer, size: CGSize(width: 20, height: 20))
        XCTAssertEqual(painter.draws, 2)
        XCTAssertEqual((layer.contents as? CGImage)?.height, 40)
    }

    func testDelegateDisplayReplacesDrawing() {
        final class Displayer: CALayerDelegate {
            var drew = false
            let image = LayerTest.quadrantImage(width: 4, height: 4)
            func display(_ layer: CALayer) { layer.contents = image }
            func draw(_ layer: CALayer, in ctx: CGContext) { drew = true }
        }
        let delegate = Displayer()
        let layer = LayerTest.layer(CGRect(x: 0, y: 0, width: 20, height: 10))
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertTrue(layer.contents as? CGImage === delegate.image)
        XCTAssertFalse(delegate.drew)
    }

    func testLayoutRunsThroughTheDelegateTopDown() {
        final class Layout: CALayerDelegate {
            var log: [String] = []
            func layoutSublayers(of layer: CALayer) { log.append(layer.name ?? "?") }
        }
        let delegate = Layout()
        let (parent, child) = (named("parent")[0], named("child")[0])
        parent.delegate = delegate
        child.delegate = delegate
        parent.addSublayer(child)
        XCTAssertTrue(parent.needsLayout(), "adding a sublayer needs layout")
        child.bounds.size = CGSize(width: 10, height: 10)
        XCTAssertTrue(child.needsLayout(), "a size change needs layout")
        parent.layoutIfNeeded()
        XCTAssertEqual(delegate.log, ["parent", "child"])
        parent.layoutIfNeeded()
        XCTAssertEqual(delegate.log.count, 2, "nothing pending, nothing runs")
        child.position = CGPoint(x: 3, y: 3)
        XCTAssertFalse(child.needsLayout(), "moving does not need layout")
    }

    func testChangeCountersPropagateToAncestors() {
        let (root, child, grandchild) = (CALayer(), CALayer(), CALayer())
        root.addSublayer(child)
        child.addSublayer(grandchild)
        let before = (root.subtreeChangeCount, child.changeCount)
        grandchild.backgroundColor = .red
        XCTAssertGreaterThan(root.subtreeChangeCount, before.0)
        XCTAssertEqual(child.changeCount, before.1, "an ancestor's own counter does not move")
        XCTAssertEqual(root.subtreeChangeCount, grandchild.changeCount)
    }
}

final class CALayerMaskTreeTests: XCTestCase {
    func testMaskRelationships() {
        let (a, b, m) = (CALayer(), CALayer(), CALayer())
        let parent = CALayer()
        parent.addSublayer(m)
        a.mask = m
        XCTAssertNil(m.superlayer, "a mask leaves its superlayer")
        XCTAssertNil(parent.sublayers)
        a.mask = a.mask
        XCTAssertTrue(a.mask === m, "re-assigning keeps it")
        b.mask = m
        XCTAssertNil(a.mask, "a layer masks one layer at a time")
        XCTAssertTrue(b.mask === m)
        m.removeFromSuperlayer()
        XCTAssertNil(b.mask, "removeFromSuperlayer detaches a mask")

        // Cycles through masks are refused.
        let (root, child) = (CALayer(), CALayer())
        root.addSublayer(child)
        child.mask = root
        XCTAssertNil(child.mask)
        child.mask = child
        XCTAssertNil(child.mask)
        let mask = CALayer()
        child.mask = mask
        mask.addSublayer(root)
        XCTAssertNil(mask.sublayers)
        mask.backgroundColor = .red  // change propagation through the mask terminates
        XCTAssertEqual(root.subtreeChangeCount, mask.changeCount)
    }
}
