import CCairo
@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore
import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest

/// A `Stage` frame with animations re-composites only what the animations change
/// (`LayerDamageTracker` on the presentation tree): every frame must equal, byte for byte, a
/// whole render of the same scene at the same moment.
@MainActor
final class AnimatedIncrementalRenderTests: XCTestCase {
    override func tearDown() { CAMediaClock.current = CAMediaClock() }

    private struct Scene {
        let stage: Stage
        /// A far card with an alpha shadow that nothing animates.
        let still: UIView
        /// Every layer with an animation.
        let animated: [CALayer]
    }

    /// Two far-apart cards with alpha shadows: the top-left one's ring animates `strokeEnd` and a
    /// dot pokes out of its edge growing (its shadow changes with it), a static translucent
    /// layer lies over the ring; the bottom-right card's badge slides and fades. A card with a
    /// `shadowPath` rotates its square, and one more card far away is still.
    private func scene() -> Scene {
        CAMediaClock.current = CAMediaClock()
        let stage = Stage(device: .iPhone15)
        func card(_ frame: CGRect, path: Bool = false) -> UIView {
            let card = UIView(frame: frame)
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.lightGray.cgColor
            (card.layer.shadowOpacity, card.layer.shadowRadius, card.layer.shadowOffset) = (
                0.4, 8, CGSize(width: 0, height: 4)
            )
            if path {
                card.layer.shadowPath = CGPath(
                    roundedRect: card.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
            }
            stage.root.addSubview(card)
            return card
        }
        func animate(_ layer: CALayer, _ keyPath: String, from: Any, to: Any, duration: Double = 0.5) {
            let animation = CABasicAnimation(keyPath: keyPath)
            (animation.fromValue, animation.toValue, animation.duration) = (from, to, duration)
            layer.add(animation, forKey: keyPath)
        }
        let first = card(CGRect(x: 20, y: 80, width: 160, height: 120))
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 100, y: 20, width: 40, height: 40)
        ring.path = CGPath(ellipseIn: ring.bounds.insetBy(dx: 4, dy: 4), transform: nil)
        (ring.strokeColor, ring.fillColor, ring.lineWidth, ring.lineCap) = (UIColor.systemBlue.cgColor, nil, 4, .round)
        first.layer.addSublayer(ring)
        let dot = CALayer()
        dot.frame = CGRect(x: 150, y: 80, width: 20, height: 20)  // half outside the card: its shadow moves
        (dot.backgroundColor, dot.cornerRadius) = (UIColor.systemRed.cgColor, 10)
        first.layer.addSublayer(dot)
        let veil = UIView(frame: CGRect(x: 110, y: 90, width: 60, height: 30))
        veil.backgroundColor = UIColor.systemGreen.withAlphaComponent(0.5)
        stage.root.addSubview(veil)

        let far = card(CGRect(x: 200, y: 600, width: 160, height: 120))
        let badge = CALayer()
        badge.frame = CGRect(x: 12, y: 12, width: 30, height: 30)
        badge.backgroundColor = UIColor.systemOrange.cgColor
        far.layer.addSublayer(badge)

        let turning = card(CGRect(x: 200, y: 300, width: 160, height: 120), path: true)
        let square = CALayer()
        square.frame = CGRect(x: 60, y: 40, width: 40, height: 40)
        square.backgroundColor = UIColor.systemPurple.cgColor
        turning.layer.addSublayer(square)

        let still = card(CGRect(x: 20, y: 420, width: 160, height: 120))
        let label = UILabel(frame: CGRect(x: 12, y: 12, width: 136, height: 24))
        label.text = "Still"
        still.addSubview(label)
        CATransaction.flush()

        animate(ring, "strokeEnd", from: 0, to: 1)
        animate(dot, "transform.scale", from: 1, to: 2)
        animate(badge, "position", from: CGPoint(x: 27, y: 27), to: CGPoint(x: 120, y: 90))
        animate(badge, "opacity", from: 1, to: 0.3)
        animate(square, "transform.rotation.z", from: 0, to: Double.pi / 2, duration: 0.3)
        CATransaction.flush()
        return Scene(stage: stage, still: still, animated: [ring, dot, badge, square])
    }

    /// The image's pixels, row by row without padding.
    private func pixels(_ image: CGImage) -> [UInt8] {
        image.withPixels { bytes, stride in
            (0..<image.height).flatMap { y in Array(bytes[(y * stride)..<(y * stride + image.width * 4)]) }
        }
    }

    /// Frame by frame on the clock (as `AnimationRecorder` moves it), against the same scene
    /// rendered whole at each moment; then, with the animations removed, a frame that changes nothing.
    func testEveryAnimatedFrameEqualsAWholeRender() async throws {
        let animated = scene(), reference = scene()
        for k in 0...40 {
            let time = Double(k) / 60  // past the 0.5 s animations: the last frames hold still
            CAMediaClock.current.set(to: time)
            let frame = try animated.stage.renderFrame(options: RenderOptions(scale: 2))
            let whole = try reference.stage.renderFrame(options: RenderOptions(scale: 2, wholeFrame: true))
            let a = pixels(frame.image), b = pixels(whole.image)
            let differing = a == b ? 0 : zip(a, b).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "frame \(k) (t = \(time)): \(differing) bytes differ from a whole render")
            XCTAssertTrue(
                whole.offscreenPasses.contains { $0.layer === reference.still.layer }, "a whole frame draws every card")
            if k > 0, k < 30 {
                XCTAssertFalse(
                    frame.offscreenPasses.contains { $0.layer === animated.still.layer },
                    "frame \(k): the still card far from every animation is not composited again")
            }
        }
        // The animations removed: one frame draws the model values, then nothing changes.
        for layer in animated.animated + reference.animated { layer.removeAllAnimations() }
        CAMediaClock.current.set(to: 1)
        let model = try animated.stage.renderFrame(options: RenderOptions(scale: 2))
        let wholeModel = try reference.stage.renderFrame(options: RenderOptions(scale: 2, wholeFrame: true))
        XCTAssertEqual(pixels(model.image), pixels(wholeModel.image), "the frame after the animations were removed")
        // Nothing changes any more: the same image again.
        CAMediaClock.current.set(to: 1.1)
        let first = try animated.stage.renderFrame(options: RenderOptions(scale: 2))
        CAMediaClock.current.set(to: 1.2)
        let second = try animated.stage.renderFrame(options: RenderOptions(scale: 2))
        XCTAssertTrue(first.offscreenPasses.isEmpty && second.offscreenPasses.isEmpty, "nothing was composited")
        XCTAssertTrue(first.image === second.image, "an unchanged frame is the last image")
    }

    /// A box fading over a large diagonal gradient: pixman steps a gradient's colour along each
    /// scanline from where the span starts, so the rows of a gradient touched by damage are drawn
    /// across its whole width — a redraw from the damaged rectangle's edge differed by a level
    /// from the whole frame. Also with the gradient inset from the screen's edge, at a fractional
    /// position, with rounded corners.
    func testAGradientUnderAnAnimationIsDrawnAsInAWholeFrame() async throws {
        try assertGradientUnderAFadeMatchesWholeFrames(
            gradientFrame: CGRect(x: 0, y: 100, width: 393, height: 400), cornerRadius: 0)
        try assertGradientUnderAFadeMatchesWholeFrames(
            gradientFrame: CGRect(x: 30.5, y: 120.25, width: 301, height: 380), cornerRadius: 24)
    }

    private func assertGradientUnderAFadeMatchesWholeFrames(gradientFrame: CGRect, cornerRadius: CGFloat) throws {
        func gradientScene() -> Stage {
            CAMediaClock.current = CAMediaClock()
            let stage = Stage(device: .iPhone15)
            let gradient = CAGradientLayer()
            gradient.frame = gradientFrame
            gradient.cornerRadius = cornerRadius
            gradient.masksToBounds = cornerRadius > 0
            gradient.colors = [UIColor.blue.cgColor, UIColor.orange.cgColor, UIColor.green.cgColor]
            (gradient.startPoint, gradient.endPoint) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
            stage.root.layer.addSublayer(gradient)
            let box = CALayer()
            box.frame = CGRect(x: 100, y: 200, width: 60, height: 60)
            box.backgroundColor = UIColor.systemRed.cgColor
            stage.root.layer.addSublayer(box)
            CATransaction.flush()
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 0.2)
            box.add(fade, forKey: "fade")
            CATransaction.flush()
            return stage
        }
        let animated = gradientScene(), reference = gradientScene()
        for k in 0..<8 {
            CAMediaClock.current.set(to: Double(k) / 40)
            let frame = try animated.renderFrame(options: RenderOptions(scale: 1))
            let whole = try reference.renderFrame(options: RenderOptions(scale: 1, wholeFrame: true))
            let a = pixels(frame.image), b = pixels(whole.image)
            XCTAssertEqual(
                a == b ? 0 : zip(a, b).filter { $0 != $1 }.count, 0,
                "\(gradientFrame), frame \(k): bytes differ from a whole render")
        }
    }

    /// Cards as in the benchmark's reference scene — an opaque top-to-bottom gradient with 12 pt
    /// corners filling each card, an alpha shadow, a label, a ring whose `strokeEnd` animates —
    /// two columns apart by a half point (so at 3x the columns sit on different sub-pixel
    /// phases). The rings lie where the cards are opaque, so the shadows keep their shape: each
    /// frame draws only the rings' rectangles again (not grown by the shadows' reach, not the
    /// whole gradients), blurs no shadow again, and still equals a whole render byte for byte.
    func testRingsOnOpaqueCardsKeepTheShadowsAndDrawOnlyTheRings() throws {
        let ringSize: CGFloat = 36
        func cardScene(_ scale: CGFloat) -> (stage: Stage, rings: [CGRect]) {
            CAMediaClock.current = CAMediaClock()
            UIScreen.main = UIScreen(device: .iPhone15)
            let stage = Stage(device: .iPhone15)
            var rings: [CGRect] = []
            for index in 0..<4 {
                let frame = CGRect(
                    x: 16 + CGFloat(index % 2) * 188.5, y: 60 + CGFloat(index / 2) * 128, width: 176.5, height: 116)
                let card = UIView(frame: frame)
                card.layer.cornerRadius = 12
                (card.layer.borderWidth, card.layer.borderColor) = (1, UIColor.lightGray.cgColor)
                (card.layer.shadowOpacity, card.layer.shadowRadius, card.layer.shadowOffset) = (
                    0.2, 8, CGSize(width: 0, height: 4)
                )
                let gradient = CAGradientLayer()
                (gradient.frame, gradient.cornerRadius, gradient.masksToBounds) = (card.bounds, 12, true)
                gradient.colors = [
                    UIColor(red: 1, green: 0.95, blue: 0.88, alpha: 1).cgColor,
                    UIColor(red: 1, green: 0.88, blue: 0.7, alpha: 1).cgColor,
                ]
                card.layer.addSublayer(gradient)
                let title = UILabel(frame: CGRect(x: 12, y: 12, width: 100, height: 22))
                title.text = "Activity \(index + 1)"
                card.addSubview(title)
                let ring = CAShapeLayer()
                ring.frame = CGRect(x: frame.width - 12 - ringSize, y: 12, width: ringSize, height: ringSize)
                ring.path = CGPath(ellipseIn: ring.bounds.insetBy(dx: 2, dy: 2), transform: nil)
                (ring.strokeColor, ring.fillColor, ring.lineWidth, ring.lineCap) = (
                    UIColor.systemOrange.cgColor, nil, 4, .round
                )
                card.layer.addSublayer(ring)
                stage.root.addSubview(card)
                rings.append(card.convert(ring.frame, to: stage.root))
                CATransaction.flush()
                let draw = CABasicAnimation(keyPath: "strokeEnd")
                (draw.fromValue, draw.toValue, draw.duration) = (0, 0.8, 1)
                ring.add(draw, forKey: "draw")
            }
            CATransaction.flush()
            return (
                stage,
                rings.map {
                    CGRect(x: $0.minX * scale, y: $0.minY * scale, width: $0.width * scale, height: $0.height * scale)
                }
            )
        }
        for scale: CGFloat in [3, 2] {
            let animated = cardScene(scale), reference = cardScene(scale)
            var blurred = 0
            for k in 0..<12 {
                CAMediaClock.current.set(to: Double(k) / 60)
                let before = animated.stage.renderServer.alphaShadowsBlurred
                let frame = try animated.stage.renderFrame(options: RenderOptions(scale: scale))
                if k > 1 { blurred += animated.stage.renderServer.alphaShadowsBlurred - before }
                let whole = try reference.stage.renderFrame(options: RenderOptions(scale: scale, wholeFrame: true))
                let a = pixels(frame.image), b = pixels(whole.image)
                XCTAssertEqual(
                    a == b ? 0 : zip(a, b).filter { $0 != $1 }.count, 0,
                    "\(scale)x frame \(k): bytes differ from a whole render")
                guard k > 0 else { continue }
                let damage = try XCTUnwrap(frame.damage, "\(scale)x frame \(k) is drawn incrementally")
                XCTAssertEqual(damage.count, 4, "\(scale)x frame \(k): one rectangle per ring, \(damage)")
                for rect in damage {
                    XCTAssertTrue(
                        animated.rings.contains { $0.insetBy(dx: -2 * scale - 1, dy: -2 * scale - 1).contains(rect) },
                        "\(scale)x frame \(k): \(rect) is a ring's rectangle, not grown by the shadow or the gradient")
                }
            }
            XCTAssertEqual(blurred, 0, "\(scale)x: no shadow is blurred again while the rings turn")
        }
    }

    /// Images scaled by the compositor — a layer's `contents` stretched by `contentsGravity`
    /// (bilinear and nearest filtering), a `UIImageView` fitting its image — under a box sliding
    /// across them: every frame equals a whole render. (Pixman steps a scaled image's sample
    /// position along each row from where the drawing starts, as it does a gradient's colour.)
    func testScaledImagesUnderAnAnimationAreDrawnAsInAWholeFrame() throws {
        let width = 37, height = 23
        let words = (0..<width * height).map { i -> UInt32 in
            let x = UInt32(i % width), y = UInt32(i / width)
            return 0xFF00_0000 | (x * 7 % 256) << 16 | (y * 11 % 256) << 8 | ((x * y) % 256)
        }
        let picture = words.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4)!
        }
        func imageScene() -> Stage {
            CAMediaClock.current = CAMediaClock()
            UIScreen.main = UIScreen(device: .iPhone15)
            let stage = Stage(device: .iPhone15)
            let stretched = CALayer()
            (stretched.frame, stretched.contents, stretched.contentsGravity) = (
                CGRect(x: 13.3, y: 90, width: 201, height: 133.7), picture, .resize
            )
            stage.root.layer.addSublayer(stretched)
            let pixelated = CALayer()
            (pixelated.frame, pixelated.contents, pixelated.contentsGravity) = (
                CGRect(x: 220, y: 95, width: 150, height: 120), picture, .resizeAspect
            )
            pixelated.magnificationFilter = .nearest
            stage.root.layer.addSublayer(pixelated)
            let imageView = UIImageView(frame: CGRect(x: 30.5, y: 260, width: 320, height: 180))
            (imageView.image, imageView.contentMode) = (
                UIImage(cgImage: picture, scale: 1, orientation: .up), .scaleAspectFit
            )
            stage.root.addSubview(imageView)
            let box = CALayer()
            (box.frame, box.backgroundColor) = (CGRect(x: 0, y: 120, width: 30, height: 30), UIColor.systemRed.cgColor)
            stage.root.layer.addSublayer(box)
            CATransaction.flush()
            let slide = CABasicAnimation(keyPath: "position")
            (slide.fromValue, slide.toValue, slide.duration) = (CGPoint(x: 20, y: 110), CGPoint(x: 360, y: 400), 0.3)
            box.add(slide, forKey: "slide")
            CATransaction.flush()
            return stage
        }
        for scale: CGFloat in [3, 2] {
            let animated = imageScene(), reference = imageScene()
            for k in 0..<10 {
                CAMediaClock.current.set(to: Double(k) / 30)
                let frame = try animated.renderFrame(options: RenderOptions(scale: scale))
                let whole = try reference.renderFrame(options: RenderOptions(scale: scale, wholeFrame: true))
                let a = pixels(frame.image), b = pixels(whole.image)
                XCTAssertEqual(
                    a == b ? 0 : zip(a, b).filter { $0 != $1 }.count, 0,
                    "\(scale)x frame \(k): bytes differ from a whole render")
            }
        }
    }

    /// The shadow of the animated card follows its dot out of the card (the rectangle grown by the
    /// shadow's reach): frame by frame the pixels below the card, in the shadow only, change.
    func testAnAlphaShadowFollowsAnAnimatedSublayer() async throws {
        let animated = scene()
        let early = pixels(try animated.stage.renderFrame(options: RenderOptions(scale: 2, time: 0.05)).image)
        let later = pixels(try animated.stage.renderFrame(options: RenderOptions(scale: 2, time: 0.45)).image)
        // (196, 204) pt: right of the card (20…180 pt), below the dot: only the shadows reach it.
        let width = Int(animated.stage.size.width * 2)
        let offset = (408 * width + 392) * 4
        XCTAssertNotEqual(
            Array(early[offset..<offset + 4]), Array(later[offset..<offset + 4]), "the dot's shadow grew with it")
    }
}
