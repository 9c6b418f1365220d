@_spi(ViewLab) import UIKit
import XCTest

@MainActor
final class DisplayCycleTests: XCTestCase {
    private func shown(_ view: UIView, in device: DeviceProfile = .iPhone15) -> UIWindow {
        let window = makeWindow(device)
        window.addSubview(view)
        window.runTurn()
        return window
    }

    func testDrawRunsOnceWithUIKitsEnvironmentAndIsCached() async {
        let v = ProbeView(frame: CGRect(x: 20, y: 100, width: 50, height: 40))
        let window = shown(v)
        XCTAssertEqual(v.drawCount, 1)
        XCTAssertEqual(v.drawRects, [CGRect(x: 0, y: 0, width: 50, height: 40)])
        XCTAssertEqual(v.drawHadContext, [true])
        XCTAssertEqual(v.drawTraits.first?.displayScale, 3)
        let image = try! XCTUnwrap(v.backingImage)
        XCTAssertEqual(image.width, 150)
        XCTAssertEqual(image.height, 120)
        XCTAssertNil(UIGraphicsGetCurrentContext(), "the context is popped after draw")
        window.runTurn()
        window.runTurn()
        XCTAssertEqual(v.drawCount, 1, "not marked: the cached bitmap is reused")
        XCTAssertTrue((v.layer.contents as AnyObject?) === image)
    }

    func testSetNeedsDisplayCoalesces() async {
        let v = ProbeView(frame: CGRect(x: 0, y: 100, width: 50, height: 40))
        let window = shown(v)
        v.setNeedsDisplay(); v.setNeedsDisplay(); v.setNeedsDisplay()
        window.runTurn()
        XCTAssertEqual(v.drawCount, 2)
    }

    func testPartialInvalidationPassesTheUnionAndKeepsTheRest() async {
        let v = ProbeView(frame: CGRect(x: 0, y: 100, width: 50, height: 40))
        let window = shown(v)
        v.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        v.setNeedsDisplay(CGRect(x: 20, y: 5, width: 10, height: 10))
        v.fill = .systemRed
        window.runTurn()
        XCTAssertEqual(v.drawRects.last, CGRect(x: 0, y: 0, width: 30, height: 15))
        let image = try! XCTUnwrap(v.backingImage)
        let inside = image.pixel(x: 15 * 3, y: 8 * 3), outside = image.pixel(x: 40 * 3, y: 30 * 3)
        XCTAssertGreaterThan(inside.red, 200, "redrawn in red inside the dirty rect")
        XCTAssertLessThan(outside.red, 100, "old blue kept outside")
    }

    func testMovedViewIsNotRedrawn() async {
        let v = ProbeView(frame: CGRect(x: 0, y: 100, width: 50, height: 40))
        let window = shown(v)
        v.center = CGPoint(x: 200, y: 400)
        v.frame.origin = CGPoint(x: 3, y: 150)
        window.runTurn()
        XCTAssertEqual(v.drawCount, 1)
    }

    func testResizeRedrawsOnlyWithRedrawContentMode() async {
        let stretched = ProbeView(frame: CGRect(x: 0, y: 100, width: 50, height: 40))
        let redrawn = ProbeView(frame: CGRect(x: 0, y: 200, width: 50, height: 40))
        redrawn.contentMode = .redraw
        let window = makeWindow()
        window.addSubview(stretched); window.addSubview(redrawn)
        window.runTurn()
        let stale = stretched.backingImage
        stretched.frame.size = CGSize(width: 100, height: 40)
        redrawn.frame.size = CGSize(width: 100, height: 40)
        window.runTurn()
        XCTAssertEqual(stretched.drawCount, 1, ".scaleToFill maps the old bitmap")
        XCTAssertTrue(stretched.backingImage === stale)
        XCTAssertEqual(stretched.layer.contentsGravity, .resize)
        XCTAssertEqual(redrawn.drawCount, 2, ".redraw calls draw(_:) again")
        XCTAssertEqual(redrawn.backingImage?.width, 300)
        XCTAssertTrue(redrawn.layer.needsDisplayOnBoundsChange)
    }

    func testContentModesMapToGravity() async {
        let expected: [UIView.ContentMode: CALayerContentsGravity] = [
            .scaleToFill: .resize, .scaleAspectFit: .resizeAspect, .scaleAspectFill: .resizeAspectFill,
            .redraw: .resize,
            // Core Animation's vertical gravity names are y-up; views are y-down.
            .center: .center, .top: .bottom, .bottom: .top, .left: .left, .right: .right, .topLeft: .bottomLeft,
            .topRight: .bottomRight, .bottomLeft: .topLeft, .bottomRight: .topRight,
        ]
        XCTAssertEqual(UIView.ContentMode.allCases.count, 13)
        let v = UIView()
        for mode in UIView.ContentMode.allCases {
            v.contentMode = mode
            XCTAssertEqual(v.layer.contentsGravity, expected[mode], "\(mode)")
            XCTAssertEqual(v.layer.needsDisplayOnBoundsChange, mode == .redraw)
        }
    }

    func testViewsWithoutCustomDrawingGetNoBackingStore() async {
        final class CallsSuper: UIView {
            override func draw(_ rect: CGRect) {
                super.draw(rect)
                UIGraphicsGetCurrentContext()?.fill(rect)
            }
        }
        let plain = PlainView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        let base = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        let callsSuper = CallsSuper(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        let window = makeWindow()
        [plain, base, callsSuper].forEach(window.addSubview)
        window.runTurn()
        XCTAssertNil(plain.backingImage)
        XCTAssertNil(base.backingImage)
        XCTAssertNotNil(callsSuper.backingImage, "an override that calls super and draws keeps its bitmap")
        XCTAssertEqual(UIView.lifecycleLog.count(.draw, for: plain), 0)
        plain.setNeedsDisplay()
        window.runTurn()
        XCTAssertFalse(plain.needsDisplay)
    }

    func testHiddenAndEmptyViewsWaitForDisplay() async {
        let hidden = ProbeView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        hidden.isHidden = true
        let empty = ProbeView(frame: .zero)
        let window = makeWindow()
        window.addSubview(hidden); window.addSubview(empty)
        window.runTurn()
        XCTAssertEqual(hidden.drawCount, 0)
        XCTAssertEqual(empty.drawCount, 0)
        hidden.isHidden = false
        empty.frame = CGRect(x: 0, y: 200, width: 10, height: 10)
        window.runTurn()
        XCTAssertEqual(hidden.drawCount, 1)
        XCTAssertEqual(empty.drawCount, 1)
    }

    /// A view's display mark and its layer's are one (`contentMode = .redraw` marks the layer
    /// through `needsDisplayOnBoundsChange`): a render after the turn draws nothing more, a hidden
    /// view's layer keeps its mark through `render(in:)`, and a view that does not draw keeps the
    /// `contents` it set itself (an image view with `.redraw` keeps its image after a resize).
    func testOneDisplayPerMark_hiddenLayersWait_nonDrawingContentsStay() async {
        let probe = ProbeView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        probe.contentMode = .redraw
        let window = shown(probe)
        XCTAssertEqual(probe.drawCount, 1)
        probe.frame.size.width = 60
        window.runTurn()
        _ = UIGraphicsImageRenderer(bounds: window.bounds).image { window.layer.render(in: $0.cgContext) }
        XCTAssertEqual(probe.drawCount, 2)
        XCTAssertFalse(probe.layer.needsDisplay())
        probe.isHidden = true
        probe.frame.size.width = 70
        _ = UIGraphicsImageRenderer(bounds: window.bounds).image { window.layer.render(in: $0.cgContext) }
        XCTAssertEqual(probe.drawCount, 2, "a hidden view is not displayed")
        probe.isHidden = false
        window.runTurn()
        XCTAssertEqual(probe.drawCount, 3)

        let imageView = UIImageView(
            image: UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
                UIColor.green.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            })
        imageView.contentMode = .redraw
        window.addSubview(imageView)
        window.runTurn()
        imageView.frame.size = CGSize(width: 20, height: 20)
        let picture = UIGraphicsImageRenderer(bounds: imageView.bounds).image {
            imageView.layer.render(in: $0.cgContext)
        }
        XCTAssertTrue(
            imageView.layer.contents as AnyObject? === imageView.image?.cgImage, "the image stays the layer's contents")
        XCTAssertNotNil(picture.cgImage)
    }

    func testBackingStoreFollowsTheScreenScale() async {
        let v = ProbeView(frame: CGRect(x: 0, y: 100, width: 50, height: 40))
        let window = shown(v, in: .iPhoneSE3)
        XCTAssertEqual(v.backingImage?.width, 100)
        XCTAssertEqual(v.layer.contentsScale, 2)
        window.screen = UIScreen(device: .iPhone15)
        window.runTurn()
        XCTAssertEqual(v.drawCount, 2, "a new display scale redraws")
        XCTAssertEqual(v.backingImage?.width, 150)
    }

    func testCompositeShowsTheBitmapAndResolvedBackground() async throws {
        let window = makeWindow(.iPhoneSE3)
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        back.backgroundColor = .systemBackground
        let v = ProbeView(frame: CGRect(x: 10, y: 100, width: 50, height: 40))
        v.fill = .red
        window.addSubview(back); back.addSubview(v)
        let image = try renderTurn(window)
        XCTAssertEqual(pixel(image, CGPoint(x: 30, y: 120), scale: 2).red, 255)
        XCTAssertEqual(pixel(image, CGPoint(x: 30, y: 120), scale: 2).green, 0)
        XCTAssertEqual(pixel(image, CGPoint(x: 200, y: 300), scale: 2).green, 255, "light systemBackground is white")
        window.screen.userInterfaceStyle = .dark
        let dark = try renderTurn(window)
        XCTAssertLessThan(pixel(dark, CGPoint(x: 200, y: 300), scale: 2).green, 30, "dynamic colour re-resolved")
    }
}
