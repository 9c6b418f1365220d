@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import QuartzCore
@_spi(ViewLab) import TestSupport
import XCTest

/// The presentation layer is "a copy of the layer … with all properties as they were at the start
/// of the current transaction and with active animations applied" (Apple, `presentation()`): an
/// animation of one key must not drop the others from what the screen shows.
final class PresentationLayerTests: MediaClockTestCase {
    /// Marching ants, a staple of tutorials: a dashed line whose `lineDashPhase` animates. The
    /// dashes stay dashes while it runs. Pattern 10 on, 10 off; at a quarter of 0 → 20 the phase is
    /// 5, so the line is drawn on x 0…5, off on 5…15, on on 15…25.
    func testAnAnimatedShapeKeepsItsDashPattern() {
        let line = CAShapeLayer()
        line.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 60, y: 10))
        line.path = path
        line.strokeColor = .black
        line.lineWidth = 6
        line.lineDashPattern = [10, 10]
        let ants = CABasicAnimation(keyPath: "lineDashPhase")
        (ants.fromValue, ants.toValue, ants.duration) = (0, 20, 1)
        ants.timingFunction = CAMediaTimingFunction(name: .linear)
        line.add(ants, forKey: "ants")
        CATransaction.flush()
        let shown = line.presentation()
        XCTAssertEqual(shown?.lineDashPattern, [10, 10])
        let ctx = CGContext(flippedSize: CGSize(width: 60, height: 20), scale: 1)!
        ctx.setFillColor(.white)
        ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 20))
        LayerCompositor.commitAndRender(line, in: ctx, presentationTime: 0.25)
        let image = ctx.makeImage()!
        XCTAssertEqual(LayerTest.pixel(image, CGPoint(x: 10, y: 10), scale: 1).red, 255, "a gap at x 10 (phase 5)")
        XCTAssertEqual(LayerTest.pixel(image, CGPoint(x: 20, y: 10), scale: 1).red, 0, "a dash at x 20")
    }

    /// A card fading in keeps its top-only rounded corners, its `shadowPath` and its
    /// `sublayerTransform` in the presentation the compositor draws.
    func testAnAnimatedLayerKeepsItsOtherProperties() {
        let card = CALayer()
        card.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        card.cornerRadius = 10
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.cornerCurve = .continuous
        card.shadowPath = CGPath(rect: card.bounds, transform: nil)
        card.sublayerTransform = CATransform3DMakeTranslation(5, 0, 0)
        card.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        card.allowsGroupOpacity = false
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 1)
        card.add(fade, forKey: "fade")
        let shown = card.presentation(atMediaTime: 0.5)
        XCTAssertEqual(shown.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(shown.cornerCurve, .continuous)
        XCTAssertEqual(shown.shadowPath, card.shadowPath)
        XCTAssertEqual(shown.sublayerTransform.m41, 5)
        XCTAssertEqual(shown.contentsRect.width, 0.5)
        XCTAssertFalse(shown.allowsGroupOpacity)
        XCTAssertEqual(shown.opacity, 0.5, accuracy: 0.01)
    }

    /// A subclass that copies its own stored property in `init(layer:)`, registered as the source
    /// bridge registers it: its presentation copies are made with that initialiser (so they have the
    /// model's `tint`); a subclass of it that declares none gets `init()` and the copied state.
    func testPresentationCopiesUseTheRegisteredInitLayer() {
        ClassTable.registerCopyInitializer(TintLayer.self) { TintLayer(layer: $0) }
        let layer = TintLayer()
        layer.tint = 7
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 1)
        layer.add(fade, forKey: "fade")
        let shown = layer.presentation(atMediaTime: 0.5)
        XCTAssertTrue(type(of: shown) == TintLayer.self)
        XCTAssertEqual((shown as? TintLayer)?.tint, 7, "copied by the class's init(layer:)")
        XCTAssertEqual(shown.opacity, 0.5, accuracy: 0.01)
        let sub = DeepTintLayer()
        sub.tint = 9
        sub.add(fade, forKey: "fade")
        let subShown = sub.presentation(atMediaTime: 0.5)
        XCTAssertTrue(type(of: subShown) == DeepTintLayer.self, "not made with its superclass's initialiser")
        XCTAssertEqual((subShown as? TintLayer)?.tint, 0, "init() and the copied Core Animation state only")
    }

    /// The render tree's copy of a changed layer (a transition's old picture) runs none of the
    /// subclass's initialisers: a class written for iOS may have no usable `init()`.
    func testTheRenderTreeCopyRunsNoSubclassInitializer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let layer = CountingLayer()
        layer.frame = root.bounds
        root.addSublayer(layer)
        let ctx = CGContext(flippedSize: CGSize(width: 20, height: 20), scale: 1)!
        LayerCompositor.commitAndRender(root, in: ctx, presentationTime: 0)
        let made = CountingLayer.made
        CATransaction.setDisableActions(true)
        layer.backgroundColor = CGColor.blue
        XCTAssertNotNil(layer.committedCopy, "the layer kept its committed state")
        XCTAssertFalse(layer.committedCopy is CountingLayer)
        XCTAssertEqual(CountingLayer.made, made, "no CountingLayer was made for it")
        CATransaction.flush()
        XCTAssertNil(layer.committedCopy, "dropped at the commit")
    }
}

/// A layer with a stored property copied by `init(layer:)`, as iOS subclasses write it.
class TintLayer: CALayer {
    var tint = 0
    required init() { super.init() }
    override init(layer: Any) {
        tint = (layer as? TintLayer)?.tint ?? -1
        super.init(layer: layer)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class DeepTintLayer: TintLayer {}

/// Counts how many instances were made.
final class CountingLayer: CALayer {
    nonisolated(unsafe) static var made = 0
    required init() {
        CountingLayer.made += 1
        super.init()
    }
    override init(layer: Any) {
        CountingLayer.made += 1
        super.init(layer: layer)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
