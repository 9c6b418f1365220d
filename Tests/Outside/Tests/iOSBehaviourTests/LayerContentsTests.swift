import PixelReading
import UIKit
import XCTest

/// A view that does not override `draw(_:)` and sets its layer's `contents` itself keeps them: UIKit's
/// display never touches the contents of a view that does not draw.
///
/// Rule and source: Apple, UIView `draw(_:)`: "You don't need to override this method if your view
/// sets its content in other ways … if your view sets its content directly using the underlying
/// layer object." The idiom — render once with `UIGraphicsImageRenderer`, cache the bitmap in
/// `layer.contents` from `layoutSubviews()` — is a widely taught performance technique (it avoids a
/// backing store per redraw and keeps the image across size changes).
final class LayerContentsTests: XCTestCase {
    /// Renders a green disc on yellow once per size and caches it as the layer's contents.
    final class CachedBadge: UIView {
        var renders = 0
        private var renderedSize: CGSize = .zero
        override func layoutSubviews() {
            super.layoutSubviews()
            guard bounds.size != renderedSize else { return }
            renderedSize = bounds.size
            renders += 1
            let image = UIGraphicsImageRenderer(size: bounds.size).image { context in
                UIColor.yellow.setFill()
                context.fill(CGRect(origin: .zero, size: self.bounds.size))
                UIColor.green.setFill()
                UIBezierPath(ovalIn: CGRect(origin: .zero, size: self.bounds.size).insetBy(dx: 4, dy: 4)).fill()
            }
            layer.contents = image.cgImage
        }
    }

    func snapshot(_ view: UIView, scale: CGFloat) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { view.layer.render(in: $0.cgContext) }.cgImage!
    }

    func test_contentsSetInLayoutSubviews_areDrawn_atEveryScale() {
        for scale in [1, 2, 3] as [CGFloat] {
            let badge = CachedBadge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let image = snapshot(badge, scale: scale)
            let middle = Pixels.at(image, Int(20 * scale), Int(20 * scale))
            XCTAssertEqual([middle.r, middle.g, middle.b, middle.a], [0, 255, 0, 255], "scale \(scale)")
            let corner = Pixels.at(image, 1, 1)
            XCTAssertEqual([corner.r, corner.g, corner.b, corner.a], [255, 255, 0, 255], "scale \(scale)")
            XCTAssertNotNil(badge.layer.contents)
        }
    }

    func test_contentsSetInLayoutSubviews_surviveRunLoopTurnsAndResizes_inAWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = CachedBadge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        badge.contentMode = .redraw
        window.addSubview(badge)
        window.isHidden = false
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertNotNil(badge.layer.contents, "the display pass leaves a non-drawing view's contents alone")
        badge.frame.size = CGSize(width: 60, height: 60)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(badge.renders, 2)
        let image = snapshot(window, scale: 1)
        let middle = Pixels.at(image, 30, 30)
        XCTAssertEqual([middle.r, middle.g, middle.b, middle.a], [0, 255, 0, 255])
        _ = window
    }

    func test_sameImageOnAPlainView_andOnACALayer_drawAlike() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.contents = image.cgImage
        let layer = CALayer()
        layer.frame = view.bounds
        layer.contents = image.cgImage
        for picture in [snapshot(view, scale: 1), Pixels.image(of: layer, bounds: layer.bounds)] {
            let p = Pixels.at(picture, 5, 5)
            XCTAssertEqual([p.r, p.g, p.b, p.a], [0, 255, 0, 255])
        }
    }
}

/// A view that overrides the layer delegate's `display(_:)` fills its layer itself: Core Animation
/// calls it instead of drawing, so `draw(_:)` is not called (CALayer.h, `displayLayer:`: "If defined,
/// called by the default implementation of the -display method, in which case it should implement
/// the entire display process (typically by setting the `contents' property)"). UIKit view
/// subclasses write it with `override` (frame-by-frame image views, GIF players).
final class DisplayOverrideTests: XCTestCase {
    final class FrameView: UIView {
        var frameImage: CGImage?
        var draws = 0
        var displays = 0
        override func display(_ layer: CALayer) {
            displays += 1
            layer.contents = frameImage
        }
        override func draw(_ rect: CGRect) { draws += 1 }
    }

    func test_overriddenDisplay_setsTheContents_andDrawRectIsNotCalled() {
        let view = FrameView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.frameImage = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }.cgImage
        let image = Pixels.image(of: view.layer, bounds: view.bounds)
        let p = Pixels.at(image, 5, 5)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [0, 0, 255, 255])
        XCTAssertEqual(view.displays, 1)
        XCTAssertEqual(view.draws, 0)
        view.layer.setNeedsDisplay()
        _ = Pixels.image(of: view.layer, bounds: view.bounds)
        XCTAssertEqual(view.displays, 2, "one display per mark")
        _ = Pixels.image(of: view.layer, bounds: view.bounds)
        XCTAssertEqual(view.displays, 2)
    }
}
