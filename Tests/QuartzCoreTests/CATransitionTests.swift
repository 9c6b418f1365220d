@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import QuartzCore
@_spi(ViewLab) import TestSupport
import XCTest

/// `CATransition`: the compositor draws the layer's old picture (the render tree's: the subtree as
/// the last commit left it) and its current subtree as the type says, at the transition's
/// progress. Each scene is a 100 × 50 panel whose old content, drawn once on screen, is red (left
/// half) | green (right half) and whose new content is blue | yellow; the expected colours at
/// half-time are worked out by hand from the offsets Apple's descriptions imply.
final class CATransitionTests: MediaClockTestCase {
    let size = CGSize(width: 100, height: 50)

    /// The panel (red | green) in a white root, drawn once, with `transition` added, then changed
    /// to blue | yellow.
    func scene(_ configure: (CATransition) -> Void) -> (root: CALayer, panel: CALayer) {
        let root = LayerTest.root(size)
        let panel = LayerTest.layer(CGRect(origin: .zero, size: size), .red)
        let right = LayerTest.layer(CGRect(x: 50, y: 0, width: 50, height: 50), .green)
        panel.addSublayer(right)
        root.addSublayer(panel)
        _ = frame(root, at: 0)
        let transition = CATransition()
        transition.duration = 1
        configure(transition)
        withoutActions {
            panel.add(transition, forKey: nil)
            panel.backgroundColor = .blue
            right.backgroundColor = .yellow
        }
        CATransaction.flush()
        return (root, panel)
    }

    /// Runs `changes` without implicit animations: the layers here have been drawn, so a change of
    /// their colour would otherwise animate on its own (Core Animation's implicit animation).
    func withoutActions(_ changes: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        changes()
        CATransaction.commit()
    }

    func frame(_ root: CALayer, at time: Double) -> CGImage {
        let ctx = CGContext(flippedSize: size, scale: 2)!
        ctx.setFillColor(.white)
        ctx.fill(CGRect(origin: .zero, size: size))
        LayerCompositor.commitAndRender(root, in: ctx, presentationTime: time)
        return ctx.makeImage()!
    }

    /// The 8-bit sRGB components of `color` mixed `(1 − t) · a + t · b`.
    func mix(_ a: CGColor, _ b: CGColor, _ t: Double) -> [Int] {
        zip(a.components!.prefix(3), b.components!.prefix(3)).map {
            Int((((1 - t) * Double($0) + t * Double($1)) * 255).rounded())
        }
    }

    func assertColor(
        _ image: CGImage, _ point: CGPoint, _ expected: [Int], _ message: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let p = LayerTest.pixel(image, point)
        let actual = [Int(p.red), Int(p.green), Int(p.blue)]
        XCTAssertTrue(
            zip(actual, expected).allSatisfy { abs($0 - $1) <= 3 }, "\(message): \(actual) ≠ \(expected)", file: file,
            line: line)
    }

    func color(_ c: CGColor) -> [Int] { mix(c, c, 0) }

    func testPushSlidesBothFromTheRight() {
        let (root, panel) = scene {
            $0.type = .push; $0.subtype = .fromRight
        }
        XCTAssertEqual(panel.animationKeys(), [kCATransition], "a nil key stores a transition under kCATransition")
        let image = frame(root, at: 0.5)
        // Old moved 50 pt left: its right half (green) is on x 0…50; new enters 50 pt from the right: its left half (blue).
        assertColor(image, CGPoint(x: 25, y: 25), color(.green), "old right half, moved left")
        assertColor(image, CGPoint(x: 75, y: 25), color(.blue), "new left half, coming in")
        let end = frame(root, at: 1.5)
        assertColor(end, CGPoint(x: 25, y: 25), color(.blue), "after the end: the new content")
        clock.set(to: 1.5)
        XCTAssertNil(panel.animationKeys(), "removed once the clock passes the end")
    }

    func testMoveInSlidesTheNewOverTheOld() {
        let (root, _) = scene {
            $0.type = .moveIn; $0.subtype = .fromRight
        }
        let image = frame(root, at: 0.5)
        assertColor(image, CGPoint(x: 25, y: 25), color(.red), "the old content stays in place")
        assertColor(image, CGPoint(x: 75, y: 25), color(.blue), "the new one's left half covers its right")
    }

    func testRevealSlidesTheOldAwayFromOverTheNew() {
        let (root, _) = scene {
            $0.type = .reveal; $0.subtype = .fromRight
        }
        let image = frame(root, at: 0.5)
        assertColor(image, CGPoint(x: 25, y: 25), color(.green), "old right half, moved left")
        assertColor(image, CGPoint(x: 75, y: 25), color(.yellow), "the new content, in place, uncovered")
    }

    func testFadeCrossDissolves() {
        let (root, _) = scene { $0.type = .fade }
        let quarter = frame(root, at: 0.25)
        assertColor(quarter, CGPoint(x: 25, y: 25), mix(.red, .blue, 0.25), "a quarter of the way (linear by default)")
        assertColor(quarter, CGPoint(x: 75, y: 25), mix(.green, .yellow, 0.25), "right half")
        let before = frame(root, at: 0)
        assertColor(before, CGPoint(x: 25, y: 25), color(.red), "at the start: the old picture only")
    }

    func testPushFromTopMovesDown() {
        let (root, _) = scene {
            $0.type = .push; $0.subtype = .fromTop
        }
        let image = frame(root, at: 0.5)
        // New comes down from the top by 25 pt: y 0…25 shows its lower half; old moved down 25 pt: y 25…50 shows its upper half.
        assertColor(image, CGPoint(x: 25, y: 12), color(.blue), "new, coming down")
        assertColor(image, CGPoint(x: 75, y: 37), color(.green), "old, going down")
    }

    /// startProgress 0.2 … endProgress 0.6, linear: at half-time the progress is 0.4.
    func testStartAndEndProgress() {
        let (root, _) = scene {
            $0.type = .push; $0.subtype = .fromRight; $0.startProgress = 0.2; $0.endProgress = 0.6
        }
        let image = frame(root, at: 0.5)
        // Old moved 40 pt left: x 55 shows old x 95 (green); new moved in 60 pt: x 65 shows new x 5 (blue).
        assertColor(image, CGPoint(x: 55, y: 25), color(.green), "old, 40 pt to the left")
        assertColor(image, CGPoint(x: 65, y: 25), color(.blue), "new, 60 pt from its place")
    }

    /// The old picture is the render tree's, not the layer tree's at `add(_:forKey:)`: a change made
    /// just before the call, in the same turn, is new — `label.text = x` then `add(fade)` fades on
    /// iOS (Apple: the render tree holds the last committed state; the idiom is in countless answers).
    func testAChangeJustBeforeAddIsPartOfTheNewPicture() {
        let root = LayerTest.root(size)
        let panel = LayerTest.layer(CGRect(origin: .zero, size: size), .red)
        root.addSublayer(panel)
        _ = frame(root, at: 0)
        let fade = CATransition()
        fade.duration = 1
        withoutActions {
            panel.backgroundColor = .green
            panel.add(fade, forKey: "swap")
            panel.backgroundColor = .blue
        }
        XCTAssertEqual(panel.animationKeys(), ["swap"])
        assertColor(frame(root, at: 0.5), CGPoint(x: 50, y: 25), mix(.red, .blue, 0.5), "red (on screen) → blue")
    }

    /// A change committed in an earlier turn is on screen, so it is the old picture.
    func testAChangeCommittedBeforeIsTheOldPicture() {
        let root = LayerTest.root(size)
        let panel = LayerTest.layer(CGRect(origin: .zero, size: size), .red)
        root.addSublayer(panel)
        _ = frame(root, at: 0)
        withoutActions { panel.backgroundColor = .green }
        CATransaction.flush()
        let fade = CATransition()
        fade.duration = 1
        withoutActions {
            panel.add(fade, forKey: nil)
            panel.backgroundColor = .blue
        }
        assertColor(frame(root, at: 0.5), CGPoint(x: 50, y: 25), mix(.green, .blue, 0.5), "green (committed) → blue")
    }

    /// A sublayer added in this turn is not in the old picture; one removed in this turn still is,
    /// and a hidden one shown in this turn is hidden in it.
    func testTheOldPictureHasTheCommittedSublayers() {
        let root = LayerTest.root(size)
        let panel = LayerTest.layer(CGRect(origin: .zero, size: size), .red)
        let leaving = LayerTest.layer(CGRect(x: 0, y: 0, width: 30, height: 50), .green)
        let shown = LayerTest.layer(CGRect(x: 70, y: 0, width: 30, height: 50), .yellow)
        shown.isHidden = true
        panel.addSublayer(leaving)
        panel.addSublayer(shown)
        root.addSublayer(panel)
        _ = frame(root, at: 0)
        let fade = CATransition()
        fade.duration = 1
        withoutActions {
            leaving.removeFromSuperlayer()
            panel.addSublayer(LayerTest.layer(CGRect(x: 35, y: 0, width: 30, height: 50), .blue))
            shown.isHidden = false
            panel.add(fade, forKey: nil)
        }
        let mid = frame(root, at: 0.5)
        assertColor(mid, CGPoint(x: 15, y: 25), mix(.green, .red, 0.5), "removed in this turn: in the old picture")
        assertColor(mid, CGPoint(x: 50, y: 25), mix(.red, .blue, 0.5), "added in this turn: only in the new one")
        assertColor(mid, CGPoint(x: 85, y: 25), mix(.red, .yellow, 0.5), "shown in this turn: hidden in the old one")
    }

    /// A layer that has never been on screen is not in the render tree: it fades in from nothing.
    func testALayerNeverDrawnFadesInFromNothing() {
        let root = LayerTest.root(size)
        _ = frame(root, at: 0)
        let panel = LayerTest.layer(CGRect(origin: .zero, size: size), .blue)
        root.addSublayer(panel)
        let fade = CATransition()
        fade.duration = 1
        panel.add(fade, forKey: nil)
        assertColor(
            frame(root, at: 0.5), CGPoint(x: 50, y: 25), mix(.white, .blue, 0.5),
            "transparent → blue, over the white root")
    }
}

/// `CAKeyframeAnimation.rotationMode` along a path: an L-shaped path (0, 0) → (100, 0) → (100, 100)
/// of 200 pt, paced over 1 s: at 0.25 s the layer is at (50, 0) heading right (angle 0), at 0.75 s
/// at (100, 50) heading down (angle π/2 in UIKit's y-down space, so the transform's m11 = cos = 0,
/// m12 = sin = 1); `.rotateAutoReverse` adds π.
final class KeyframeRotationModeTests: MediaClockTestCase {
    func moving(_ mode: CAAnimationRotationMode?) -> CALayer {
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.duration = 1
        move.rotationMode = mode
        layer.add(move, forKey: "move")
        CATransaction.flush()
        return layer
    }

    func testRotateAutoFollowsTheTangent() {
        let layer = moving(.rotateAuto)
        let early = layer.presentation(atMediaTime: 0.25)
        XCTAssertEqual(early.position.x, 50, accuracy: 1e-6)
        XCTAssertEqual(early.transform.m11, 1, accuracy: 1e-6, "heading right: no turn")
        XCTAssertEqual(early.transform.m12, 0, accuracy: 1e-6)
        let late = layer.presentation(atMediaTime: 0.75)
        XCTAssertEqual(late.position.y, 50, accuracy: 1e-6)
        XCTAssertEqual(late.transform.m11, 0, accuracy: 1e-6, "heading down: a quarter turn")
        XCTAssertEqual(late.transform.m12, 1, accuracy: 1e-6)
    }

    func testRotateAutoReverseAddsAHalfTurnAndNoModeTurnsNothing() {
        let reversed = moving(.rotateAutoReverse).presentation(atMediaTime: 0.75)
        XCTAssertEqual(reversed.transform.m11, 0, accuracy: 1e-6)
        XCTAssertEqual(reversed.transform.m12, -1, accuracy: 1e-6, "3π/2")
        let plain = moving(nil).presentation(atMediaTime: 0.75)
        XCTAssertTrue(CATransform3DIsIdentity(plain.transform), "without rotationMode the layer does not turn")
    }
}
