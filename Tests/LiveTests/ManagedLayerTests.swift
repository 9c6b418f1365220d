import Foundation
import ImageIO
import TestSupport
import XCTest

/// A custom-layer progress ring written for Xcode — `@NSManaged` properties, `needsDisplay(forKey:)`,
/// `defaultValue(forKey:)`, `override init()`, `#keyPath`, `#colorLiteral` — through the real
/// `viewlab export --package` (the source bridge's `NSManagedPass`, `RequiredInitPass` and
/// `ObjectLiteralPass`). On iOS a layer draws only once marked; setting `progress` marks it because
/// the class answers true to `needsDisplay(forKey: "progress")`.
final class ManagedLayerTests: XCTestCase {
    static let ring = """
        import UIKit

        class RingLayer: CALayer {
            @NSManaged var progress: CGFloat
            @NSManaged var thickness: CGFloat
            @NSManaged var ringColor: UIColor?

            override init() {
                super.init()
                contentsScale = 3
            }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override class func needsDisplay(forKey key: String) -> Bool {
                if key == #keyPath(RingLayer.progress) { return true }
                return super.needsDisplay(forKey: key)
            }

            override class func defaultValue(forKey key: String) -> Any? {
                key == "thickness" ? CGFloat(15) : super.defaultValue(forKey: key)
            }

            override func draw(in ctx: CGContext) {
                let center = CGPoint(x: bounds.midX, y: bounds.midY)
                ctx.setStrokeColor((ringColor ?? .systemGreen).cgColor)
                ctx.setLineWidth(thickness)
                ctx.addArc(center: center, radius: 22.5, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
                ctx.strokePath()
            }
        }

        /// Answers false for every key: setting `progress` does not redraw it.
        final class StaticRingLayer: RingLayer {
            override init() { super.init() }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder: NSCoder) { fatalError() }
            override class func needsDisplay(forKey key: String) -> Bool { false }
        }

        func ringView(_ ring: RingLayer) -> UIView {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.backgroundColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
            ring.frame = view.bounds
            view.layer.addSublayer(ring)
            return view
        }

        #Preview("Half", traits: .fixedLayout(width: 60, height: 60)) {
            let ring = RingLayer()
            ring.progress = 0.4
            return ringView(ring)
        }

        #Preview("Redrawn", traits: .fixedLayout(width: 60, height: 60)) {
            let ring = RingLayer()
            ring.progress = 0.25
            ring.displayIfNeeded()
            ring.progress = 0.9
            return ringView(ring)
        }

        #Preview("Animated", traits: .fixedLayout(width: 60, height: 60)) {
            let ring = RingLayer()
            let fill = CABasicAnimation(keyPath: "progress")
            fill.fromValue = 0.9
            fill.toValue = 0.0
            fill.duration = 1
            ring.add(fill, forKey: "fill")
            return ringView(ring)
        }

        #Preview("Static", traits: .fixedLayout(width: 60, height: 60)) {
            let ring = StaticRingLayer()
            ring.progress = 0.9
            return ringView(ring)
        }

        """

    /// Whether the ring covers the points at 3, 6 and 9 o'clock (22.5 pt from the centre).
    func covered(_ png: URL) throws -> [Bool] {
        let image = try PNGDecoder().decode(contentsOf: png).image
        let scale = image.width / 60
        let centre = image.pixel(x: image.width / 2, y: image.height / 2)
        XCTAssertEqual([centre.red, centre.green, centre.blue], [255, 255, 255], "#colorLiteral white background")
        return [(52, 30), (30, 52), (8, 30)].map { point in
            let p = image.pixel(x: point.0 * scale, y: point.1 * scale)
            return [p.red, p.green, p.blue] == [0x34, 0xC7, 0x59]
        }
    }

    func testProgressRingWithManagedPropertiesRedrawsWhenSet() throws {
        let package = try LiveFixtures.package(
            "viewlab-managed-pkg", name: "Rings", targets: ["Rings": ["RingLayer.swift": ManagedLayerTests.ring]])
        let out = try ViewLabBinary.temporaryDirectory("viewlab-managed-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1"], in: package)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("exported 4 PNGs, 0 failed"), result.stdout + result.stderr)
        func shot(_ name: String) -> URL { out.appendingPathComponent("RingLayer/\(name).light-portrait.png") }
        XCTAssertEqual(
            try covered(shot("Half")), [true, false, false],
            "progress 0.4: from 12 o'clock clockwise, past 3, short of 6")
        XCTAssertEqual(
            try covered(shot("Redrawn")), [true, true, true], "redrawn at 0.9 after being displayed at 0.25")
        // A static export draws the model tree, as render(in:) does: progress 0, no arc.
        XCTAssertEqual(try covered(shot("Animated")), [false, false, false], "the model tree, animations ignored")
        XCTAssertEqual(
            try covered(shot("Static")), [false, false, false], "needsDisplay(forKey:) false: never displayed")
        // At --time 0 the presentation: its fromValue (a Double) read as CGFloat, drawn by the copy.
        let atZero = try ViewLabBinary.temporaryDirectory("viewlab-managed-out-t0")
        let timed = try ViewLabBinary.run(
            [
                "export", "RingLayer/Animated", "--package", package.path, "--out", atZero.path, "--jobs", "1",
                "--time", "0",
            ], in: package)
        XCTAssertEqual(timed.status, 0, timed.stderr)
        XCTAssertEqual(
            try covered(atZero.appendingPathComponent("RingLayer/Animated.light-portrait.png")), [true, true, true],
            "the screen at time 0: the presentation's fromValue (a Double) read as CGFloat, drawn by the copy")
    }
}
