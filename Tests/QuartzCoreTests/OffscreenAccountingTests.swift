@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import QuartzCore
import TestSupport
import ViewLabRender
import XCTest

final class OffscreenAccountingTests: XCTestCase {
    /// Composites `root` and names the off-screen passes the frame needed.
    private func flagged(rendering root: CALayer) -> [String] {
        flagged(LayerTest.renderFrame(root, size: root.bounds.size).passes)
    }

    private func flagged(_ passes: [OffscreenPass]) -> [String] {
        passes.map { "\($0.layer.name ?? "?"):\($0.reason.rawValue)" }.sorted()
    }

    /// Six layers; exactly the ones that need an off-screen pass are reported, with their reason.
    private func scene() -> CALayer {
        let root = LayerTest.root(CGSize(width: 240, height: 120))
        root.name = "root"
        func add(_ name: String, _ frame: CGRect, to parent: CALayer, _ configure: (CALayer) -> Void) -> CALayer {
            let layer = LayerTest.layer(frame, .blue)
            layer.name = name
            configure(layer)
            parent.addSublayer(layer)
            return layer
        }
        _ = add("shadowNoPath", CGRect(x: 10, y: 10, width: 50, height: 50), to: root) { $0.shadowOpacity = 0.5 }
        _ = add("shadowWithPath", CGRect(x: 70, y: 10, width: 50, height: 50), to: root) {
            $0.shadowOpacity = 0.5
            $0.shadowPath = CGPath(rect: $0.bounds, transform: nil)
        }
        let clip = add("roundedClip", CGRect(x: 130, y: 10, width: 50, height: 50), to: root) {
            $0.cornerRadius = 10
            $0.masksToBounds = true
        }
        // no sublayers: no group
        _ = add("fadedLeaf", CGRect(x: 10, y: 60, width: 40, height: 40), to: clip) { $0.opacity = 0.5 }
        let masked = add("masked", CGRect(x: 190, y: 10, width: 40, height: 40), to: root) { _ in }
        let mask = CALayer()
        mask.frame = masked.bounds
        mask.cornerRadius = 20
        mask.backgroundColor = .black
        masked.mask = mask
        return root
    }

    func testSceneFlagsExactlyTheExpectedLayers() {
        let root = scene()
        XCTAssertEqual(
            flagged(rendering: root),
            ["masked:mask", "roundedClip:roundedMasksToBounds", "shadowNoPath:shadowWithoutPath"])

        // Group opacity counts only with sublayers (and allowsGroupOpacity).
        root.opacity = 0.9
        XCTAssertTrue(flagged(rendering: root).contains("root:groupOpacity"))
        root.allowsGroupOpacity = false
        XCTAssertFalse(flagged(rendering: root).contains("root:groupOpacity"))
        // A rounded clip without visible sublayers is not off-screen.
        root.sublayers?.first { $0.name == "roundedClip" }?.sublayers?.first?.isHidden = true
        XCTAssertFalse(flagged(rendering: root).contains("roundedClip:roundedMasksToBounds"))
    }

    func testRasterizationCachesUntilTheSubtreeChanges() {
        let root = LayerTest.root(CGSize(width: 120, height: 120))
        let card = LayerTest.layer(CGRect(x: 10, y: 10, width: 80, height: 80), .gray)
        card.name = "card"
        card.cornerRadius = 12
        let dot = LayerTest.layer(CGRect(x: 20, y: 20, width: 20, height: 20), .red)
        card.addSublayer(dot)
        root.addSublayer(card)
        let live = LayerTest.render(root, size: root.bounds.size)

        card.shouldRasterize = true
        card.rasterizationScale = 2
        let (first, firstPasses) = LayerTest.renderFrame(root, size: root.bounds.size)
        XCTAssertEqual(flagged(firstPasses), ["card:rasterization"], "first frame: cache miss")
        XCTAssertLessThan(
            ImageComparison(threshold: 3).compare(first, live)?.differingFraction ?? 1, 0.002,
            "the bitmap looks like the live render")
        XCTAssertEqual(flagged(rendering: root), [], "second frame: cache hit")
        card.position.x += 5
        card.opacity = 0.8
        XCTAssertEqual(flagged(rendering: root), [], "moving or fading the layer keeps the bitmap")
        dot.backgroundColor = .green
        let (changed, changedPasses) = LayerTest.renderFrame(root, size: root.bounds.size)
        XCTAssertEqual(flagged(changedPasses), ["card:rasterization"], "a sublayer change invalidates it")
        XCTAssertGreaterThan(LayerTest.pixel(changed, CGPoint(x: 40, y: 40)).green, 150)
    }

    func testDebugColouring() {
        let root = scene()
        let image = LayerTest.renderFrame(root, size: root.bounds.size, debug: [.colorOffscreenRendered]).image
        let shadowed = LayerTest.pixel(image, CGPoint(x: 35, y: 35))  // blue + yellow overlay
        XCTAssertGreaterThan(shadowed.red, 100)
        let plain = LayerTest.pixel(image, CGPoint(x: 95, y: 35))  // shadow with path: untouched blue
        XCTAssertLessThan(plain.red, 60)

        let blended = LayerTest.renderFrame(root, size: root.bounds.size, debug: [.colorBlendedLayers]).image
        let opaque = LayerTest.pixel(blended, CGPoint(x: 95, y: 35))
        XCTAssertGreaterThan(opaque.green, opaque.red, "opaque square layer: green")
        let rounded = LayerTest.pixel(blended, CGPoint(x: 155, y: 35))
        XCTAssertGreaterThan(rounded.red, rounded.green, "rounded layer blends: red")
    }
}
