@_spi(ViewLab) import CoreGraphics
import Foundation
@_spi(ViewLab) @testable import QuartzCore
@_spi(ViewLab) import TestSupport
import XCTest

/// `CAReplicatorLayer` drawn by the compositor: real pixels, with expected values computed here
/// from Apple's rules (instance k: `instanceTransform`^k about the centre, animations
/// `k × instanceDelay` earlier, colour `instanceColor + k × offsets` clamped).
final class CAReplicatorLayerTests: MediaClockTestCase {
    /// Renders `layer` (100 × 100 pt at 2 px/pt over `background`) as the screen shows it at media
    /// time `time` (nil: the model tree, as `render(in:)`).
    func render(_ layer: CALayer, at time: CFTimeInterval?, background: CGColor = CGColor(gray: 1, alpha: 1)) -> CGImage
    {
        let ctx = CGContext(flippedSize: CGSize(width: 100, height: 100), scale: 2)!
        ctx.setFillColor(background)
        ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        LayerCompositor.commitAndRender(layer, in: ctx, presentationTime: time)
        return ctx.makeImage()!
    }

    /// A 100 × 100 pt replicator drawing `count` copies of a square at `frame`, `step` apart.
    func copies(of frame: CGRect, _ color: CGColor, count: Int, step: CATransform3D) -> CAReplicatorLayer {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let square = CALayer()
        square.frame = frame
        square.backgroundColor = color
        replicator.addSublayer(square)
        (replicator.instanceCount, replicator.instanceTransform) = (count, step)
        return replicator
    }

    /// The classic spinner of Apple's `instanceDelay` example: one black dot at 12 o'clock, 12
    /// copies turned by 30°, fading from 1 to 0 over 1.2 s for ever, each copy 0.1 s behind the
    /// last; the dot's model opacity is 0.
    func spinner() -> CAReplicatorLayer {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        dot.position = CGPoint(x: 50, y: 14)
        dot.backgroundColor = CGColor(gray: 0, alpha: 1)
        dot.opacity = 0
        replicator.addSublayer(dot)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        replicator.instanceDelay = 0.1
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.repeatCount) = (1, 0, 1.2, .infinity)
        dot.add(fade, forKey: "fade")
        CATransaction.flush()
        return replicator
    }

    /// The opacity of copy `k` at media time `t`: the fade (added at 0) evaluated at `t − 0.1·k`;
    /// before its start the model value 0 shows (fill mode `.removed`).
    func expectedOpacity(copy k: Int, at t: Double) -> Double {
        let local = t - 0.1 * Double(k)
        guard local >= 0 else { return 0 }
        return 1 - local.truncatingRemainder(dividingBy: 1.2) / 1.2
    }

    /// Centre of copy `k`: (50, 14) turned k × 30° about (50, 50), clockwise on screen (y down).
    func centre(copy k: Int) -> CGPoint {
        let angle = Double(k) * 2 * .pi / 12
        return CGPoint(x: 50 + 36 * sin(angle), y: 50 - 36 * cos(angle))
    }

    func testSpinnerCopiesFadeOneDelayApartAtTwoTimes() {
        let replicator = spinner()
        for time in [0.55, 1.75] {
            let image = render(replicator, at: time)
            for k in 0..<12 {
                // A black dot at opacity o over white leaves 255 × (1 − o) in each channel.
                let expected = 255 * (1 - expectedOpacity(copy: k, at: time))
                let pixel = LayerTest.pixel(image, centre(copy: k))
                XCTAssertEqual(Double(pixel.red), expected, accuracy: 1, "copy \(k) at t = \(time)")
            }
        }
        // Between the dots nothing is drawn.
        XCTAssertEqual(LayerTest.pixel(render(replicator, at: 0.55), CGPoint(x: 50, y: 50)).red, 255)
    }

    /// A pulse (the idiom of pulse libraries): a disc growing with `transform.scale.xy` in an
    /// animation group, two copies 0.5 s apart. A copy whose delayed time is before the group's
    /// start shows the model (fill mode `.removed`): the full-size disc.
    func testDelayedGroupOfScaleXYGrowsEachCopyInTurn() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let disc = CALayer()
        disc.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        disc.cornerRadius = 40
        disc.backgroundColor = CGColor(gray: 0, alpha: 1)
        replicator.addSublayer(disc)
        (replicator.instanceCount, replicator.instanceDelay) = (2, 0.5)
        let grow = CABasicAnimation(keyPath: "transform.scale.xy")
        (grow.fromValue, grow.toValue) = (0, 1)
        let group = CAAnimationGroup()
        (group.animations, group.duration, group.repeatCount) = ([grow], 1, .infinity)
        disc.add(group, forKey: "pulse")
        CATransaction.flush()
        func isDark(_ image: CGImage, radius: Double) -> Bool {
            LayerTest.pixel(image, CGPoint(x: 50 + radius, y: 50)).red < 128
        }
        let late = render(replicator, at: 0.75)  // copy 0: radius 30; copy 1 (0.25 s): radius 10
        XCTAssertTrue(isDark(late, radius: 28))
        XCTAssertFalse(isDark(late, radius: 32))
        let early = render(replicator, at: 0.3)  // copy 0: radius 12; copy 1 not started: the model, radius 40
        XCTAssertTrue(isDark(early, radius: 38))
        XCTAssertEqual(disc.value(forKeyPath: "transform.scale.xy") as? CGFloat, 1)
    }

    /// A shadow from the rendered alpha draws the subtree off-screen: at the same moment as the
    /// frame (the shadow is cast far off the canvas here, so only the copies are seen).
    func testSpinnerUnderAnAlphaShadowShowsTheSameMoment() {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        (container.shadowOpacity, container.shadowOffset) = (1, CGSize(width: 0, height: 400))
        container.addSublayer(spinner())
        for time in [0.55, 1.75] {
            let image = render(container, at: time)
            for k in 0..<12 {
                let expected = 255 * (1 - expectedOpacity(copy: k, at: time))
                XCTAssertEqual(
                    Double(LayerTest.pixel(image, centre(copy: k)).red), expected, accuracy: 1,
                    "copy \(k) at t = \(time)")
            }
        }
    }

    func testModelTreeIgnoresAnimationsAndDelay() {
        let replicator = spinner()
        (replicator.sublayers![0]).opacity = 0.5
        let image = render(replicator, at: nil)
        for k in 0..<12 {
            XCTAssertEqual(
                Double(LayerTest.pixel(image, centre(copy: k)).red), 127.5, accuracy: 1, "copy \(k): model opacity 0.5")
        }
    }

    func testInstanceColorAndOffsetsAccumulateAndClamp() {
        let replicator = copies(
            of: CGRect(x: 5, y: 45, width: 10, height: 10), CGColor(gray: 1, alpha: 1), count: 4,
            step: CATransform3DMakeTranslation(20, 0, 0))
        replicator.instanceColor = CGColor(red: 1, green: 0.5, blue: 0.2, alpha: 1)
        replicator.instanceRedOffset = -0.4
        replicator.instanceGreenOffset = 0.3
        replicator.instanceAlphaOffset = -0.25
        let image = render(replicator, at: 0, background: CGColor(gray: 0, alpha: 1))
        for k in 0..<4 {
            let clamp = { (v: Double) in min(max(v, 0), 1) }
            let (r, g, b, a) = (
                clamp(1 - 0.4 * Double(k)), clamp(0.5 + 0.3 * Double(k)), 0.2, clamp(1 - 0.25 * Double(k))
            )
            // White times the colour, at alpha a, over black.
            let pixel = LayerTest.pixel(image, CGPoint(x: 10 + 20 * Double(k), y: 50))
            XCTAssertEqual(Double(pixel.red), 255 * r * a, accuracy: 2, "red of copy \(k)")
            XCTAssertEqual(Double(pixel.green), 255 * g * a, accuracy: 2, "green of copy \(k)")
            XCTAssertEqual(Double(pixel.blue), 255 * b * a, accuracy: 2, "blue of copy \(k)")
        }
        XCTAssertEqual(LayerTest.pixel(image, CGPoint(x: 90, y: 50)).red, 0, "instanceCount 4: no fifth copy")
    }

    func testInstanceTransformComposesWithSublayerTransformAndCountZeroDrawsNothing() {
        let replicator = copies(
            of: CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(gray: 0, alpha: 1), count: 3,
            step: CATransform3DMakeTranslation(20, 10, 0))
        replicator.sublayerTransform = CATransform3DMakeTranslation(5, 5, 0)
        let image = render(replicator, at: 0)
        for k in 0..<3 {
            let centre = CGPoint(x: 10 + 20 * Double(k), y: 10 + 10 * Double(k))
            XCTAssertEqual(LayerTest.pixel(image, centre).red, 0, "copy \(k) at \(centre)")
        }
        XCTAssertEqual(LayerTest.pixel(image, CGPoint(x: 70, y: 40)).red, 255)
        replicator.instanceCount = 0
        XCTAssertEqual(
            LayerTest.pixel(render(replicator, at: 0), CGPoint(x: 10, y: 10)).red, 255, "no copies, not even the source"
        )
    }

    /// Incremental frames (`LayerDamageTracker`): a change to a source sublayer redraws its copies
    /// too, so the frame equals a full render.
    func testIncrementalFramesRedrawTheCopiesOfAChangedSublayer() {
        let replicator = copies(
            of: CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(gray: 0, alpha: 1), count: 3,
            step: CATransform3DMakeTranslation(40, 0, 0))
        let ctx = CGContext(flippedSize: CGSize(width: 100, height: 100), scale: 2)!
        let tracker = LayerDamageTracker()
        let device = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertNil(tracker.damage(of: replicator, transform: device))
        LayerCompositor.commitAndRender(replicator, in: ctx)
        replicator.sublayers?[0].backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let damage = tracker.damage(of: replicator, transform: device) ?? []
        LayerCompositor.commitAndRender(replicator, in: ctx, damage: damage)
        let image = ctx.makeImage()!
        XCTAssertEqual(
            image.bytes, render(replicator, at: nil, background: CGColor(gray: 0, alpha: 0)).bytes,
            "equals a full render")
        XCTAssertEqual(LayerTest.pixel(image, CGPoint(x: 85, y: 5)).red, 255, "the last copy is red too")
    }

    /// Copies are not layers: hit-testing finds the source sublayer, and over a copy only the
    /// replicator (iOS: `hitTest(_:)` walks the layer tree, which holds the sources only).
    func testOnlyTheSourceSublayersAreHitTestable() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(replicator)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        replicator.addSublayer(square)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        XCTAssertTrue(root.hitTest(CGPoint(x: 5, y: 5)) === square)
        XCTAssertTrue(root.hitTest(CGPoint(x: 45, y: 5)) === replicator, "over copy 1: the replicator itself")
        replicator.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertTrue(root.hitTest(CGPoint(x: 85, y: 5)) === root, "over copy 2, outside the replicator")
    }

    func testReplicatorPropertiesAreKeyValueAndAnimatable() {
        let replicator = CAReplicatorLayer()
        replicator.setValue(5, forKey: "instanceCount")
        replicator.setValue(0.25, forKey: "instanceDelay")
        XCTAssertEqual(replicator.instanceCount, 5)
        XCTAssertEqual(replicator.value(forKey: "instanceDelay") as? CFTimeInterval, 0.25)
        let shift = CABasicAnimation(keyPath: "instanceRedOffset")
        (shift.fromValue, shift.toValue, shift.duration) = (0, -1, 1)
        replicator.add(shift, forKey: "shift")
        CATransaction.flush()
        let presented = replicator.presentation(atMediaTime: 0.25) as? CAReplicatorLayer
        XCTAssertEqual(Double(presented?.instanceRedOffset ?? 0), -0.25, accuracy: 1e-6)
        XCTAssertEqual(presented?.instanceCount, 5, "copied into the presentation")
        XCTAssertEqual(replicator.instanceRedOffset, 0, "the model keeps its value")
    }
}
