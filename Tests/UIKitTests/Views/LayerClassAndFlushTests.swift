import UIKit
import XCTest

/// `UIView.layerClass` and `CATransaction.flush()` forcing layout and display, as on iOS.
@MainActor
final class LayerClassAndFlushTests: XCTestCase {
    final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
    }

    final class Counting: UIView {
        var layouts = 0, draws = 0
        override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
        override func draw(_ rect: CGRect) { draws += 1 }
    }

    func testLayerClassBacksTheViewWithThatLayer() async {
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertTrue(ring.layer is CAShapeLayer)
        XCTAssertTrue(ring.layer.delegate === ring)
        XCTAssertTrue(type(of: UIView().layer) == CALayer.self)
        // Drawn through the shape layer: a filled circle.
        ring.shapeLayer.path = CGPath(ellipseIn: ring.bounds, transform: nil)
        ring.shapeLayer.fillColor = UIColor.red.cgColor
        let context = CGContext(
            data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ring.layer.render(in: context)
        let centre = context.makeImage()!.pixel(x: 20, y: 20)
        XCTAssertEqual([centre.red, centre.alpha], [255, 255])
        XCTAssertEqual(context.makeImage()!.pixel(x: 1, y: 1).alpha, 0, "outside the circle")
    }

    func testFlushLaysOutAndDisplaysBeforeTheCompletionRuns() async {
        let screen = UIScreen(device: .iPhone15)
        let window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        window.runTurn()
        let (layouts, draws) = (view.layouts, view.draws)
        view.setNeedsLayout()
        view.setNeedsDisplay()
        var seenAtCompletion = (0, 0)
        CATransaction.begin()
        CATransaction.setCompletionBlock { seenAtCompletion = (view.layouts, view.draws) }
        CATransaction.commit()
        XCTAssertEqual(view.layouts, layouts, "commit of an explicit transaction forces nothing")
        CATransaction.flush()
        XCTAssertEqual(view.layouts, layouts + 1, "flush lays out what needs layout")
        XCTAssertEqual(view.draws, draws + 1, "and displays what needs display")
        XCTAssertEqual(seenAtCompletion.0, layouts, "an explicit commit runs its completion at commit")
        CATransaction.flush()
        XCTAssertEqual(view.layouts, layouts + 1, "nothing left to do")
    }
}
