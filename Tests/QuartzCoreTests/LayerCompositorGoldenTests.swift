@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import QuartzCore
import TestSupport
import ViewLabRender
import XCTest

/// Golden images of the compositor's features, rendered at scale 2 on white.
final class LayerCompositorGoldenTests: XCTestCase {
    private func check(
        _ layer: CALayer, _ size: CGSize, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let image = LayerTest.render(layer, size: size)
        GoldenImage.assertMatches(image: image, named: name, in: file, line: line)
    }

    func testRoundedClipWithMasksToBounds() {
        let root = LayerTest.root(CGSize(width: 200, height: 110))
        for (index, clips) in [false, true].enumerated() {
            let card = LayerTest.layer(CGRect(x: 10 + CGFloat(index) * 100, y: 10, width: 80, height: 80), .gray)
            card.cornerRadius = 24
            card.masksToBounds = clips
            card.addSublayer(LayerTest.layer(CGRect(x: -10, y: -10, width: 50, height: 50), .red))
            card.addSublayer(LayerTest.layer(CGRect(x: 40, y: 40, width: 60, height: 60), .blue))
            root.addSublayer(card)
        }
        check(root, root.bounds.size, "rounded-clip-masksToBounds")
    }

    func testContinuousVersusCircularCorners() {
        let root = LayerTest.root(CGSize(width: 220, height: 110))
        for (index, curve) in [CALayerCornerCurve.circular, .continuous].enumerated() {
            let card = LayerTest.layer(CGRect(x: 10 + CGFloat(index) * 110, y: 10, width: 90, height: 90), .blue)
            card.cornerRadius = 26
            card.cornerCurve = curve
            root.addSublayer(card)
        }
        // Continuous and circular outlines overlaid, to show the difference.
        let circular = LayerTest.layer(CGRect(x: 120, y: 10, width: 90, height: 90))
        circular.cornerRadius = 26
        circular.borderWidth = 1
        circular.borderColor = .yellow
        root.addSublayer(circular)
        check(root, root.bounds.size, "corner-curves")
    }

    func testBorderIsDrawnAboveSublayersAndMaskedCorners() {
        let root = LayerTest.root(CGSize(width: 200, height: 100))
        let card = LayerTest.layer(CGRect(x: 10, y: 10, width: 80, height: 80), .gray)
        card.cornerRadius = 20
        card.borderWidth = 8
        card.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
        card.addSublayer(LayerTest.layer(CGRect(x: 0, y: 0, width: 80, height: 80), .yellow))
        root.addSublayer(card)
        let tab = LayerTest.layer(CGRect(x: 110, y: 10, width: 80, height: 80), .green)
        tab.cornerRadius = 30
        tab.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]  // top corners only
        tab.borderWidth = 4
        root.addSublayer(tab)
        check(root, root.bounds.size, "border-above-sublayers")
        // The border covers the sublayer at the edge; the sublayer shows inside.
        let image = LayerTest.render(root, size: root.bounds.size)
        XCTAssertLessThan(LayerTest.pixel(image, CGPoint(x: 50, y: 13)).red, 60)
        XCTAssertGreaterThan(LayerTest.pixel(image, CGPoint(x: 50, y: 20)).red, 200)
    }

    /// Two opaque rounded rectangles with the same shadow, one from `shadowPath` and one from its
    /// alpha: the renders must agree.
    func testShadowWithPathMatchesShadowFromAlpha() {
        func card(withPath: Bool) -> CALayer {
            let root = LayerTest.root(CGSize(width: 120, height: 120))
            let card = LayerTest.layer(CGRect(x: 20, y: 20, width: 80, height: 80), .blue)
            card.cornerRadius = 16
            card.shadowOpacity = 0.6
            card.shadowRadius = 8
            card.shadowOffset = CGSize(width: 0, height: 6)
            if withPath {
                card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 16, cornerHeight: 16, transform: nil)
            }
            root.addSublayer(card)
            return root
        }
        let withPath = card(withPath: true), withoutPath = card(withPath: false)
        check(withPath, withPath.bounds.size, "shadow-with-path")
        check(withoutPath, withoutPath.bounds.size, "shadow-without-path")
        let a = LayerTest.render(withPath, size: withPath.bounds.size)
        let b = LayerTest.render(withoutPath, size: withoutPath.bounds.size)
        let result = ImageComparison(threshold: 4).compare(a, b)
        XCTAssertLessThan(result?.differingFraction ?? 1, 0.01, "path and alpha shadows differ")
        // The shadow is really there: below the card (offset +6 in y, down on screen), grey.
        let below = LayerTest.pixel(a, CGPoint(x: 60, y: 104))
        XCTAssertLessThan(below.red, 235)
        XCTAssertEqual(below.red, below.blue)
    }

    func testShadowFollowsTheAlphaOfACircleSublayer() {
        let root = LayerTest.root(CGSize(width: 120, height: 120))
        let holder = LayerTest.layer(CGRect(x: 20, y: 20, width: 80, height: 80))  // no background
        holder.shadowOpacity = 0.8
        holder.shadowRadius = 6
        holder.shadowOffset = CGSize(width: 6, height: 6)
        let circle = LayerTest.layer(CGRect(x: 0, y: 0, width: 80, height: 80), .red)
        circle.cornerRadius = 40
        holder.addSublayer(circle)
        root.addSublayer(holder)
        check(root, root.bounds.size, "shadow-circle-alpha")
        let image = LayerTest.render(root, size: root.bounds.size)
        // The holder's square corner casts nothing: only the circle does.
        XCTAssertGreaterThan(LayerTest.pixel(image, CGPoint(x: 102, y: 102)).red, 235)
        XCTAssertLessThan(LayerTest.pixel(image, CGPoint(x: 104, y: 66)).red, 200)
    }

    func testMaskWithACircle() {
        let root = LayerTest.root(CGSize(width: 120, height: 120))
        let striped = LayerTest.layer(CGRect(x: 10, y: 10, width: 100, height: 100), .yellow)
        for i in 0..<5 {
            striped.addSublayer(LayerTest.layer(CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 100), .blue))
        }
        let mask = CAShapeLayer()
        mask.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        mask.path = CGPath(ellipseIn: mask.bounds, transform: nil)
        striped.mask = mask
        root.addSublayer(striped)
        check(root, root.bounds.size, "mask-circle")
        let image = LayerTest.render(root, size: root.bounds.size)
        XCTAssertEqual(LayerTest.pixel(image, CGPoint(x: 15, y: 15)).blue, 255, "outside the mask: white")
        XCTAssertLessThan(LayerTest.pixel(image, CGPoint(x: 61, y: 60)).blue, 60, "inside: the yellow stripe")
    }

    func testGroupOpacityDoesNotDoubleBlend() {
        let root = LayerTest.root(CGSize(width: 220, height: 110))
        var groups: [CALayer] = []
        for (index, grouped) in [true, false].enumerated() {
            let group = LayerTest.layer(CGRect(x: 10 + CGFloat(index) * 110, y: 10, width: 90, height: 90))
            group.opacity = 0.5
            group.allowsGroupOpacity = grouped
            group.addSublayer(LayerTest.layer(CGRect(x: 0, y: 0, width: 60, height: 60), .red))
            group.addSublayer(LayerTest.layer(CGRect(x: 30, y: 30, width: 60, height: 60), .blue))
            root.addSublayer(group)
            groups.append(group)
        }
        check(root, root.bounds.size, "group-opacity")
        let image = LayerTest.render(root, size: root.bounds.size)
        // Grouped: the overlap looks like the blue layer alone.
        let (overlap, blueAlone) = (
            LayerTest.pixel(image, CGPoint(x: 55, y: 55)), LayerTest.pixel(image, CGPoint(x: 90, y: 90))
        )
        XCTAssertEqual([overlap.red, overlap.green, overlap.blue], [blueAlone.red, blueAlone.green, blueAlone.blue])
        // Not grouped: the red layer shows through the blue one in the overlap (less blue there).
        let (mixed, blueOnly) = (
            LayerTest.pixel(image, CGPoint(x: 165, y: 55)), LayerTest.pixel(image, CGPoint(x: 200, y: 90))
        )
        XCTAssertLessThan(Int(mixed.blue) + 30, Int(blueOnly.blue))
    }

    func testAffineRotation() {
        let root = LayerTest.root(CGSize(width: 120, height: 120))
        let bar = LayerTest.layer(CGRect(x: 20, y: 45, width: 80, height: 30), .green)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        bar.addSublayer(LayerTest.layer(CGRect(x: 0, y: 0, width: 15, height: 30), .red))  // marks the leading end
        root.addSublayer(bar)
        check(root, root.bounds.size, "affine-rotation")
    }

    /// Every gravity, each with a stale 24×12 pt image (48×24 px at contentsScale 2) in a 60×40 pt
    /// layer: scaled modes fill (aspect-fill overflows, no masksToBounds), the others keep the
    /// natural size.
    func testContentsGravity() {
        let gravities: [CALayerContentsGravity] = [
            .center, .top, .bottom, .left, .right, .topLeft, .topRight,
            .bottomLeft, .bottomRight, .resize, .resizeAspect, .resizeAspectFill,
        ]
        let root = LayerTest.root(CGSize(width: 290, height: 160))
        let image = LayerTest.quadrantImage(width: 48, height: 24)
        for (index, gravity) in gravities.enumerated() {
            let cell = LayerTest.layer(
                CGRect(x: 10 + CGFloat(index % 4) * 70, y: 10 + CGFloat(index / 4) * 50, width: 60, height: 40), .gray)
            cell.contents = image
            cell.contentsScale = 2
            cell.contentsGravity = gravity
            cell.name = gravity.rawValue
            root.addSublayer(cell)
        }
        check(root, root.bounds.size, "contents-gravity")
        // `.top` is the max-y edge in layer space: the visual bottom on iOS.
        let rendered = LayerTest.render(root, size: root.bounds.size)
        let top = root.sublayers![1].frame
        XCTAssertGreaterThan(
            LayerTest.pixel(rendered, CGPoint(x: top.midX - 3, y: top.maxY - 2)).blue, 150, "image at the bottom")
        XCTAssertEqual(
            LayerTest.pixel(rendered, CGPoint(x: top.midX, y: top.minY + 2)).red, 153, "gray background at the top")
        XCTAssertEqual(LayerQuery.gravityRect(.top, flipped: true).minY, 0, "flipped layers put .top at min y")
    }

    func testContentsCenterNinePart() {
        let root = LayerTest.root(CGSize(width: 160, height: 90))
        let layer = LayerTest.layer(CGRect(x: 10, y: 10, width: 140, height: 70))
        layer.contents = LayerTest.ninePartImage()  // 30×30 px: 10 px red corners, blue edges, yellow centre
        layer.contentsScale = 1
        layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        root.addSublayer(layer)
        check(root, root.bounds.size, "contents-center-nine-part")
        let image = LayerTest.render(root, size: root.bounds.size)
        XCTAssertGreaterThan(LayerTest.pixel(image, CGPoint(x: 13, y: 13)).red, 200, "corners keep 10 pt")
        XCTAssertGreaterThan(LayerTest.pixel(image, CGPoint(x: 15, y: 45)).blue, 200, "left edge stretched")
        XCTAssertGreaterThan(LayerTest.pixel(image, CGPoint(x: 80, y: 45)).green, 180, "centre stretched")
    }

    func testShapeLayerStrokeEndWithRoundCaps() {
        let root = LayerTest.root(CGSize(width: 120, height: 120))
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        // from 12 o'clock, clockwise on screen (Core Graphics' clockwise: false in y-down space)
        let ring = CGMutablePath()
        ring.addArc(
            center: CGPoint(x: 60, y: 60), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        shape.path = ring
        shape.fillColor = nil
        shape.strokeColor = CGColor.red
        shape.lineWidth = 12
        shape.lineCap = .round
        shape.strokeEnd = 0.25
        let track = CAShapeLayer()
        track.frame = root.bounds
        track.path = shape.path
        track.fillColor = nil
        track.strokeColor = CGColor(gray: 0.85, alpha: 1)
        track.lineWidth = 12
        root.addSublayer(track)
        root.addSublayer(shape)
        check(root, root.bounds.size, "shape-stroke-end")
    }

    func testGradients() {
        let root = LayerTest.root(CGSize(width: 330, height: 110))
        let colors = [CGColor.red, CGColor.yellow, CGColor.blue]
        for (index, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 10 + CGFloat(index) * 110, y: 10, width: 90, height: 90)
            gradient.type = type
            gradient.colors = colors
            gradient.locations = [0, 0.3, 1]
            gradient.cornerRadius = 12
            if type != .axial {
                gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
                gradient.endPoint = CGPoint(x: 1, y: 1)
            } else {
                gradient.startPoint = CGPoint(x: 0, y: 0)
                gradient.endPoint = CGPoint(x: 1, y: 1)
            }
            root.addSublayer(gradient)
        }
        check(root, root.bounds.size, "gradients")
    }
}

/// Small direct queries on compositor helpers.
enum LayerQuery {
    static func gravityRect(_ gravity: CALayerContentsGravity, flipped: Bool) -> CGRect {
        LayerCompositor.gravityRect(
            gravity, contentSize: CGSize(width: 10, height: 10), in: CGRect(x: 0, y: 0, width: 100, height: 100),
            flipped: flipped)
    }
}
