import CCairo
@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore
import UIKit
import ViewLabRender
import XCTest

/// A `Stage` re-composites only what changed since its last frame (`LayerDamageTracker`); the
/// result must equal a full render pixel for pixel, and an unchanged stage returns its last image.
@MainActor
final class IncrementalRenderTests: XCTestCase {
    private struct Scene {
        let stage: Stage
        let cards: [UIView]
        let labels: [UILabel]
        let ring: CAShapeLayer
    }

    private func scene() -> Scene {
        let stage = Stage(device: .iPhone15)
        var cards: [UIView] = [], labels: [UILabel] = []
        for i in 0..<4 {
            let card = UIView(
                frame: CGRect(x: 20 + CGFloat(i % 2) * 180, y: 80 + CGFloat(i / 2) * 150, width: 160, height: 120))
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.lightGray.cgColor
            card.layer.shadowOpacity = 0.3
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            if i % 2 == 1 {
                card.layer.shadowPath = CGPath(
                    roundedRect: card.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
            }
            let label = UILabel(frame: CGRect(x: 12, y: 12, width: 136, height: 24))
            label.text = "Card \(i)"
            card.addSubview(label)
            labels.append(label)
            stage.root.addSubview(card)
            cards.append(card)
        }
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 100, y: 60, width: 40, height: 40)
        ring.path = CGPath(ellipseIn: ring.bounds.insetBy(dx: 4, dy: 4), transform: nil)
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.fillColor = nil
        ring.lineWidth = 4
        ring.lineCap = .round
        cards[0].layer.addSublayer(ring)
        return Scene(stage: stage, cards: cards, labels: labels, ring: ring)
    }

    /// The image's pixels, row by row without padding.
    private func pixels(_ image: CGImage) -> [UInt8] {
        let surface = image.surface
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)), row = image.width * 4
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(row * image.height)
        for y in 0..<image.height { bytes += UnsafeRawBufferPointer(start: data + y * stride, count: row) }
        return bytes
    }

    private func assertIncrementalMatchesFull(
        _ scene: Scene, _ step: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let incremental = try scene.stage.render(scale: 2)
        let full = try SnapshotRenderer.render(scene.stage.root, traits: scene.stage.root.traitCollection, scale: 2)
        let a = pixels(incremental), b = pixels(full)
        XCTAssertEqual(a.count, b.count, step, file: file, line: line)
        let differing = a == b ? 0 : zip(a, b).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "\(step): \(differing) bytes differ from a full render", file: file, line: line)
    }

    func testIncrementalRenderEqualsFullRenderAfterEdits() async throws {
        let scene = scene()
        try assertIncrementalMatchesFull(scene, "first frame")
        let edits: [(String, () -> Void)] = [
            ("move a card", { scene.cards[2].frame.origin.x += 37.5 }),
            ("change a colour", { scene.cards[1].backgroundColor = .systemYellow }),
            ("change text", { scene.labels[3].text = "A longer title" }),
            ("hide a layer", { scene.ring.isHidden = true }),
            (
                "change a shadow",
                {
                    scene.cards[0].layer.shadowRadius = 3; scene.cards[3].layer.shadowOpacity = 0.8
                }
            ),
            (
                "show it again and stroke less",
                {
                    scene.ring.isHidden = false; scene.ring.strokeEnd = 0.4
                }
            ),
            ("change a border", { scene.cards[2].layer.borderColor = UIColor.red.cgColor }),
            (
                "reorder",
                {
                    scene.stage.root.bringSubviewToFront(scene.cards[0]); scene.cards[0].frame.origin.y += 90
                }
            ),
            ("remove a card", { scene.cards[1].removeFromSuperview() }),
        ]
        for (step, edit) in edits {
            // Without implicit animations: the ring is a standalone layer already on screen, so
            // `strokeEnd = 0.4` would animate (the stage draws the presentation, the full render the model).
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            edit()
            CATransaction.commit()
            try assertIncrementalMatchesFull(scene, step)
        }
    }

    func testUnchangedRenderReusesTheLastFrame() async throws {
        let scene = scene()
        _ = try scene.stage.render(scale: 2)
        let first = try scene.stage.render(scale: 2)
        let second = try scene.stage.render(scale: 2)
        XCTAssertTrue(first === second, "nothing changed: the same image")
        scene.labels[0].text = "Changed"
        let third = try scene.stage.render(scale: 2)
        XCTAssertFalse(first === third)
    }

    func testEarlierImagesDoNotChange() async throws {
        let scene = scene()
        let first = try scene.stage.render(scale: 2)
        let before = pixels(first)
        scene.cards[0].backgroundColor = .black
        let second = try scene.stage.render(scale: 2)
        XCTAssertEqual(pixels(first), before, "an image handed out never changes")
        XCTAssertNotEqual(pixels(second), before)
    }
}
