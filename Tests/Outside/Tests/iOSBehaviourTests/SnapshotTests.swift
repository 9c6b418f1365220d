import PixelReading
import UIKit
import XCTest

/// "View to image" as snapshot libraries and tutorials write it: `layer.render(in:)` into a
/// `UIGraphicsImageRenderer`, on views that were never on screen.
///
/// Rule: `CALayer.render(in:)` renders the layer tree as it would be after the current transaction
/// commits — layers that still need display are displayed first (Apple, "render(in:)": "Renders the
/// layer and its sublayers into the specified context"; this is what every snapshot-testing library
/// relies on, e.g. swift-snapshot-testing's `renderer.image { view.layer.render(in: $0.cgContext) }`
/// on views never added to a window). `UIImageView.image` sets the layer's `contents`.
final class SnapshotTests: XCTestCase {
    /// A `draw(_:)` subclass that fills its bounds with red.
    final class RedView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIRectFill(bounds)
        }
    }

    func snapshot(_ view: UIView) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: view.bounds, format: format)
        return renderer.image { view.layer.render(in: $0.cgContext) }.cgImage!
    }

    func test_renderInContext_displaysADrawViewThatWasNeverOnScreen() {
        let view = RedView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let image = snapshot(view)
        let p = Pixels.at(image, 10, 5)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [255, 0, 0, 255])
        XCTAssertEqual(view.draws, 1)
        // Nothing changed: a second snapshot reuses the backing store.
        _ = snapshot(view)
        XCTAssertEqual(view.draws, 1)
    }

    func test_renderInContext_displaysSubviewsThatNeedDisplay() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        container.backgroundColor = .white
        let child = RedView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        container.addSubview(child)
        let image = snapshot(container)
        let inside = Pixels.at(image, 20, 20), outside = Pixels.at(image, 2, 2)
        XCTAssertEqual([inside.r, inside.g, inside.b], [255, 0, 0])
        XCTAssertEqual([outside.r, outside.g, outside.b, outside.a], [255, 255, 255, 255])
    }

    func test_offscreenLabel_rendersItsText() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = "Hello"
        label.textColor = .black
        let image = snapshot(label)
        XCTAssertGreaterThan(Pixels.opaqueCount(image, threshold: 128), 20, "the label's glyphs are drawn")
    }

    func test_imageView_settingImageSetsLayerContents() {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let imageView = UIImageView(image: red)
        imageView.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        XCTAssertNotNil(imageView.layer.contents, "UIImageView shows its image through the layer's contents")
        let p = Pixels.at(snapshot(imageView), 4, 4)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [0, 0, 255, 255])
    }

    /// `drawHierarchy(in:afterScreenUpdates:)` draws the view's whole hierarchy into the current
    /// context at `rect` and returns true (Apple, UIView "drawHierarchy(in:afterScreenUpdates:)").
    func test_drawHierarchy_drawsTheViewIntoTheCurrentContext() {
        let view = RedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var drew = false
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true)
        }.cgImage!
        XCTAssertTrue(drew)
        let p = Pixels.at(image, 15, 15)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [255, 0, 0, 255], "the view is scaled to the rectangle")
    }

    /// `snapshotView(afterScreenUpdates:)` returns a new view of the same size showing the view's
    /// current contents (Apple, UIView "snapshotView(afterScreenUpdates:)").
    func test_snapshotView_showsTheCurrentContents() throws {
        let view = RedView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let copy = try XCTUnwrap(view.snapshotView(afterScreenUpdates: true))
        XCTAssertEqual(copy.bounds.size, view.bounds.size)
        XCTAssertNil(copy.superview)
        let p = Pixels.at(snapshot(copy), 5, 5)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [255, 0, 0, 255])
    }
}
