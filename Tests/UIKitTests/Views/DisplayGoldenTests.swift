import TestSupport
@_spi(ViewLab) import UIKit
import XCTest

/// Golden images of the display cycle: a view draws once at 60×40 pt, is resized to 100×60 and
/// shown with each content mode. Every mode but `.redraw` maps the stale bitmap (by its
/// contents gravity, overflowing the bounds where it is larger, as Core Animation does without
/// `masksToBounds`); `.redraw` draws again at the new size.
@MainActor
final class DisplayGoldenTests: XCTestCase {
    /// Draws an asymmetric picture plus a border along its *current* bounds, so that stretched,
    /// placed and redrawn bitmaps look different.
    final class Sketch: UIView {
        override func draw(_ rect: CGRect) {
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            ctx.setFillColor(UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1).cgColor)
            ctx.fill(bounds)
            ctx.setFillColor(UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1).cgColor)
            ctx.fill(CGRect(x: 4, y: 4, width: 16, height: 16))  // red square at the top-left
            ctx.setFillColor(UIColor(red: 0.1, green: 0.5, blue: 0.1, alpha: 1).cgColor)
            ctx.fill(CGRect(x: 4, y: bounds.height - 8, width: bounds.width - 8, height: 4))  // green bar at the bottom
            ctx.setFillColor(UIColor.black.cgColor)
            let b = bounds
            for edge in [
                CGRect(x: 0, y: 0, width: b.width, height: 1), CGRect(x: 0, y: b.height - 1, width: b.width, height: 1),
                CGRect(x: 0, y: 0, width: 1, height: b.height),
                CGRect(x: b.width - 1, y: 0, width: 1, height: b.height),
            ] {
                ctx.fill(edge)
            }
        }
    }

    static let device = DeviceProfile(name: "Golden 1x", portraitSize: CGSize(width: 560, height: 400), scale: 1)

    func testContentModesOnAStaleBitmap() async throws {
        let window = UIWindow(screen: UIScreen(device: Self.device))
        window.makeKeyAndVisible()
        let board = UIView(frame: window.bounds)
        board.backgroundColor = .white
        window.addSubview(board)
        var sketches: [Sketch] = []
        for (i, mode) in UIView.ContentMode.allCases.enumerated() {
            let cell = CGRect(x: CGFloat(i % 4) * 140, y: CGFloat(i / 4) * 100, width: 140, height: 100)
            let bounds = UIView(frame: CGRect(x: cell.minX + 20, y: cell.minY + 20, width: 100, height: 60))
            bounds.backgroundColor = UIColor(white: 0.8, alpha: 1)  // where the resized bounds are
            board.addSubview(bounds)
            let sketch = Sketch(frame: CGRect(x: cell.minX + 40, y: cell.minY + 30, width: 60, height: 40))
            sketch.contentMode = mode
            sketch.tag = i
            board.addSubview(sketch)
            sketches.append(sketch)
        }
        window.runTurn()
        UIView.lifecycleLog.clear()
        for sketch in sketches { sketch.frame = sketch.frame.insetBy(dx: -20, dy: -10) }
        let image = try renderTurn(window, view: board, scale: 1)
        for sketch in sketches {
            XCTAssertEqual(
                UIView.lifecycleLog.count(.draw, for: sketch), sketch.contentMode == .redraw ? 1 : 0,
                "\(sketch.contentMode)")
        }
        GoldenImage.assertMatches(image: image, named: "view-content-modes")
    }

    func testTransformsOpacityClippingAndMask() async throws {
        let window = UIWindow(screen: UIScreen(device: Self.device))
        window.makeKeyAndVisible()
        let board = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        board.backgroundColor = .white
        window.addSubview(board)
        let rotated = Sketch(frame: CGRect(x: 20, y: 40, width: 60, height: 40))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        let faded = Sketch(frame: CGRect(x: 110, y: 40, width: 60, height: 40))
        faded.alpha = 0.4
        let clipper = UIView(frame: CGRect(x: 200, y: 30, width: 40, height: 40))
        clipper.clipsToBounds = true
        clipper.backgroundColor = .systemYellow
        let overflowing = Sketch(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        clipper.addSubview(overflowing)
        let masked = Sketch(frame: CGRect(x: 250, y: 40, width: 40, height: 40))
        let maskView = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 40))
        maskView.backgroundColor = .black
        masked.mask = maskView
        [rotated, faded, clipper, masked].forEach { board.addSubview($0) }
        let image = try renderTurn(window, view: board, scale: 1)
        GoldenImage.assertMatches(image: image, named: "view-compositing")
    }
}
