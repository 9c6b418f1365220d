@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore
@testable import Previews
import UIKit
import ViewLabRender
import XCTest

/// `viewlab export --time T` (`ExportOptions.time`): a preview is drawn on a media clock of its own
/// that starts at 0, moved T seconds on after its body was built, so the screen shows its animations
/// T seconds in.
@MainActor
final class PreviewTimeTests: XCTestCase {
    /// A 20×20 red square whose opacity animates from 0 to 1 over 1 s, linearly.
    func fadingSquare() -> PreviewDescriptor {
        PreviewDescriptor(
            id: "Test/Fade", name: "Fade", fileID: "Test/Fade.swift", line: 1,
            traits: [.layout(.fixed(width: 20, height: 20))]
        ) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = .red
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 1)
            view.layer.add(fade, forKey: "fade")
            return .view(view)
        }
    }

    /// Without a time an export is a static picture: the model layer tree, animations ignored, as
    /// `CALayer.render(in:)` draws it ("renders directly from the layer tree, ignoring any
    /// animations added to the render tree", Apple's documentation) — not the fade's first frame.
    func testAStaticExportDrawsTheModelTreeAsRenderInDoes() async throws {
        let image = try PreviewRenderer.render(fadingSquare(), variant: PreviewVariant(), scale: 1)
        let pixel = image.pixel(x: 10, y: 10)
        XCTAssertEqual([pixel.red, pixel.green, pixel.blue, pixel.alpha], [255, 0, 0, 255])
    }

    func testAnExportAtATimeDrawsThePresentationThen() async throws {
        let outer = CAMediaClock(time: 42)
        CAMediaClock.current = outer
        defer { CAMediaClock.current = CAMediaClock() }
        func alpha(at time: Double?) throws -> Int {
            let image = try PreviewRenderer.render(fadingSquare(), variant: PreviewVariant(), scale: 1, time: time)
            return Int(image.pixel(x: 10, y: 10).alpha)
        }
        XCTAssertEqual(try alpha(at: 0), 0, "time 0: the first frame")
        XCTAssertEqual(Double(try alpha(at: 0.25)), 255 * 0.25, accuracy: 1.5)
        XCTAssertEqual(Double(try alpha(at: 0.5)), 255 * 0.5, accuracy: 1.5)
        XCTAssertEqual(try alpha(at: 2), 255, "after the end: the model (opacity 1)")
        XCTAssertTrue(
            CAMediaClock.current === outer, "the caller's clock is untouched: the preview ran on its stage's own")
        XCTAssertEqual(CACurrentMediaTime(), 42)
    }

    /// A bar that starts a display link when it is first laid out (as ScrollableGraphView starts
    /// its start-up animation) and grows 100 points per second of the link's timestamps.
    final class LayoutStartedBar: UIView, @preconcurrency SelectorDispatching {
        var link: CADisplayLink?
        var start: CFTimeInterval?
        var width: CGFloat = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            guard link == nil else { return }
            link = CADisplayLink(target: self, selector: Selector("tick:"))
            link?.add(to: .main, forMode: .common)
        }
        func dispatchSelector(_ selector: Selector, arguments: [Any?]) -> SelectorDispatchResult {
            guard selector.name == "tick:", let link = arguments.first as? CADisplayLink else { return .notFound }
            let start = self.start ?? link.timestamp - link.duration  // the frame before the first call
            self.start = start
            width = CGFloat(link.timestamp - start) * 100
            setNeedsDisplay()
            return .returned(nil)
        }
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: width, height: bounds.height))
        }
        override func removeFromSuperview() {
            link?.invalidate()
            super.removeFromSuperview()
        }
    }

    /// The export lays the preview out at time 0, then runs the clock to `--time`, frame by frame:
    /// a display link started by layout has drawn the frame for that time.
    func testAnExportAtATimeRunsDisplayLinksStartedByLayout() async throws {
        let preview = PreviewDescriptor(
            id: "Test/Bar", name: "Bar", fileID: "Test/Bar.swift", line: 1,
            traits: [.layout(.fixed(width: 120, height: 10))]
        ) {
            let bar = LayoutStartedBar(frame: CGRect(x: 0, y: 0, width: 120, height: 10))
            bar.backgroundColor = .white
            return .view(bar)
        }
        func redWidth(at time: Double) throws -> Int {
            let image = try PreviewRenderer.render(preview, variant: PreviewVariant(), scale: 1, time: time)
            return (0..<120).last { image.pixel(x: $0, y: 5).green < 60 }.map { $0 + 1 } ?? 0
        }
        XCTAssertEqual(try redWidth(at: 0.5), 50, "30 frames of 1/60 s since the first")
        XCTAssertEqual(try redWidth(at: 0.25), 25)
    }
}
