import PixelReading
import UIKit
import XCTest

/// A view whose layer is marked for display is drawn once, by whichever comes first: the commit of
/// the run-loop turn, or `layer.render(in:)`.
///
/// Rules and sources: Apple, UIView `contentMode` `.redraw`: "The option to redisplay the view when
/// the bounds change by invoking the setNeedsDisplay() method"; UIView `setNeedsDisplay()`: "the view is
/// not actually redrawn until the next drawing cycle". Apple, CALayer
/// `displayIfNeeded()`: "Initiates the update process for a layer if it is currently marked as
/// needing an update" — and once updated, the layer is no longer marked. `render(in:)` renders "the
/// layer and its sublayers" as the commit would: widely reproduced stack traces of
/// `-[CALayer renderInContext:]` show `CA::Layer::layout_and_display_if_needed` and then
/// `-[UIView(CALayerDelegate) drawLayer:inContext:]`, i.e. a marked layer is displayed (once) before
/// it is rendered; snapshot libraries rely on it for views never put on screen.
final class RedrawCountTests: XCTestCase {
    final class Meter: UIView {
        var drawCount = 0
        override func draw(_ rect: CGRect) {
            drawCount += 1
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        }
    }

    func turn() { RunLoop.main.run(until: Date().addingTimeInterval(0.05)) }

    func snapshot(_ view: UIView) -> CGImage {
        Pixels.image(of: view.layer, bounds: view.bounds)
    }

    /// A `.redraw` meter in a visible window, drawn once by the first turn.
    func redrawMeterOnScreen() -> (UIWindow, Meter) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let meter = Meter(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        meter.contentMode = .redraw
        window.addSubview(meter)
        window.isHidden = false
        turn()
        XCTAssertEqual(meter.drawCount, 1)
        return (window, meter)
    }

    func test_redrawContentMode_drawsOncePerSizeChange() {
        let (window, meter) = redrawMeterOnScreen()
        meter.frame.size.width = 80
        turn()
        XCTAssertEqual(meter.drawCount, 2)
        // Rendering after the turn draws nothing more.
        _ = snapshot(window)
        XCTAssertEqual(meter.drawCount, 2)
        meter.frame.size.width = 100
        turn()
        XCTAssertEqual(meter.drawCount, 3)
        _ = window
    }

    func test_renderInContext_displaysALayerMarkedByASizeChange_once() {
        let (window, meter) = redrawMeterOnScreen()
        meter.frame.size.width = 80
        let image = snapshot(meter)
        XCTAssertEqual(meter.drawCount, 2, "render(in:) displays the marked layer")
        // Drawn at the new size: red up to x = 40, not red after (not the old bitmap stretched).
        XCTAssertEqual(Pixels.at(image, 38, 10).r, 255)
        XCTAssertEqual(Pixels.at(image, 42, 10).r, 0)
        turn()
        XCTAssertEqual(meter.drawCount, 2, "the turn finds nothing marked")
        _ = window
    }

    func test_layerSetNeedsDisplay_onAViewsLayer_drawsThroughDrawRect_once() {
        let meter = Meter(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        _ = snapshot(meter)
        XCTAssertEqual(meter.drawCount, 1)
        meter.layer.setNeedsDisplay()
        XCTAssertTrue(meter.layer.needsDisplay())
        _ = snapshot(meter)
        XCTAssertEqual(meter.drawCount, 2)
        XCTAssertFalse(meter.layer.needsDisplay())
        _ = snapshot(meter)
        XCTAssertEqual(meter.drawCount, 2)
    }
}
