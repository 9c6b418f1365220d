@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import UIKit
import XCTest

/// A view that records its layout, draw and trait callbacks (through the real lifecycle log).
class ProbeView: UIView {
    var drawRects: [CGRect] = []
    var drawTraits: [UITraitCollection] = []
    var drawHadContext: [Bool] = []
    var layoutTraits: [UITraitCollection] = []
    var traitChanges: [UITraitCollection?] = []
    var onLayout: ((ProbeView) -> Void)?
    var fill: UIColor = .systemBlue

    override func draw(_ rect: CGRect) {
        drawRects.append(rect)
        drawTraits.append(UITraitCollection.current)
        drawHadContext.append(UIGraphicsGetCurrentContext() != nil)
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(fill.resolvedColor(with: UITraitCollection.current).cgColor)
        ctx.fill(bounds.insetBy(dx: 2, dy: 2))
    }

    override func layoutSubviews() {
        layoutTraits.append(UITraitCollection.current)
        onLayout?(self)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        traitChanges.append(previousTraitCollection)
    }

    var layoutCount: Int { UIView.lifecycleLog.count(.layoutSubviews, for: self) }
    var drawCount: Int { UIView.lifecycleLog.count(.draw, for: self) }
    var traitCount: Int { UIView.lifecycleLog.count(.traitCollectionDidChange, for: self) }
}

/// A plain subclass without custom drawing.
class PlainView: UIView {}

@MainActor
extension XCTestCase {
    /// A key window on a fresh screen of `device`.
    func makeWindow(_ device: DeviceProfile = .iPhone15, landscape: Bool = false) -> UIWindow {
        let screen = UIScreen(device: device, landscape: landscape)
        // Views read the window's screen and traits; `UIScreen.main` stays the host's.
        let window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
        return window
    }

    /// Runs a turn and composites `view` (default: the window) through `layer.render(in:)`, as
    /// `Stage.render` does.
    func renderTurn(_ window: UIWindow, view: UIView? = nil, scale: CGFloat? = nil) throws -> CGImage {
        window.runTurn()
        let target = view ?? window
        let s = scale ?? window.screen.scale
        let ctx = try XCTUnwrap(CGContext(flippedSize: target.bounds.size, scale: s))
        ctx.translateBy(x: -target.bounds.minX, y: -target.bounds.minY)
        target.layer.render(in: ctx)
        return try XCTUnwrap(ctx.makeImage())
    }

    /// The straight RGBA of the pixel at point `p` (points) of an image rendered at `scale`.
    func pixel(_ image: CGImage, _ p: CGPoint, scale: CGFloat) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    {
        image.pixel(x: Int(p.x * scale), y: Int(p.y * scale))
    }
}
