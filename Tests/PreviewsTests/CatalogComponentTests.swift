@testable import Playgrounds
import Previews
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest
import ViewLabSupport

/// Behaviour of the catalog's components, exercised the way the product runs them: on a real
/// `Stage` (window, run-loop turns, touch injection) and read back through the lifecycle log and
/// rendered pixels.
@MainActor
final class CatalogComponentTests: XCTestCase {
    /// `draw(_:)` calls in the log of the view's window (its stage's).
    private func draws(_ view: UIView) -> Int { view.recordingLifecycleLog.count(.draw, for: view) }

    /// A window-hosted stage with `view` on it (each test makes its own).
    private func stage(with view: UIView) -> Stage {
        let stage = Stage(device: .iPhone15)
        stage.root.addSubview(view)
        stage.runTurn()
        return stage
    }

    // MARK: - ProgressRingView (draw)

    func testProgressRingDrawsOncePerProgressChange() async {
        let ring = ProgressRingView(frame: CGRect(x: 20, y: 100, width: 120, height: 120))
        let stage = stage(with: ring)
        XCTAssertEqual(draws(ring), 1, "first appearance draws once")
        ring.progress = 0.5
        stage.runTurn()
        XCTAssertEqual(draws(ring), 2)
        ring.progress = 0.6
        ring.progress = 0.7
        stage.runTurn()
        XCTAssertEqual(draws(ring), 3, "changes in one turn coalesce into one draw")
        stage.runTurn()
        XCTAssertEqual(draws(ring), 3, "nothing changed: the cached bitmap is reused")
        ring.center.x += 50
        stage.runTurn()
        XCTAssertEqual(draws(ring), 3, "moving does not redraw")
    }

    func testRedrawRingRedrawsOnResizeWhileScaleToFillTwinStretches() async throws {
        let redraw = ProgressRingView(frame: CGRect(x: 0, y: 100, width: 120, height: 120))
        let stretched = ProgressRingView(frame: CGRect(x: 0, y: 300, width: 120, height: 120))
        stretched.contentMode = .scaleToFill
        let stage = stage(with: redraw)
        stage.root.addSubview(stretched)
        stage.runTurn()
        let widthBefore = try XCTUnwrap(stretched.backingImage?.width)
        let (redrawCount, stretchedCount) = (draws(redraw), draws(stretched))

        for ring in [redraw, stretched] { ring.frame.size = CGSize(width: 240, height: 120) }
        stage.runTurn()

        XCTAssertEqual(draws(redraw), redrawCount + 1, ".redraw draws again at the new size")
        XCTAssertEqual(draws(stretched), stretchedCount, ".scaleToFill keeps the old bitmap")
        XCTAssertEqual(redraw.backingImage?.width, widthBefore * 2)
        XCTAssertEqual(stretched.backingImage?.width, widthBefore, "the stale bitmap is stretched, not redrawn")
    }

    func testRotatedPreviewShowsTheStretchedRing() async throws {
        // In the "Rotated" preview, the stretched ring's arc reaches the far left of its 240-pt
        // frame (an ellipse), while the redrawn ring stays a 120-pt circle in the middle.
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "ProgressRingView/Rotated"))
        let image = try PreviewRenderer.render(preview, variant: PreviewVariant(), scale: 1)
        let canvas = try XCTUnwrap(preview.makeContent().view as? PreviewCanvas)
        canvas.frame = CGRect(x: 0, y: 0, width: 600, height: 220)
        canvas.layoutIfNeeded()
        let rings = canvas.subviews.compactMap { $0 as? ProgressRingView }
        XCTAssertEqual(rings.count, 2)
        let background = image.pixel(x: 2, y: 2)
        func isBackground(_ p: CGPoint) -> Bool {
            let px = image.pixel(x: Int(p.x), y: Int(p.y))
            let dr = abs(Int(px.red) - Int(background.red))
            let dg = abs(Int(px.green) - Int(background.green))
            let db = abs(Int(px.blue) - Int(background.blue))
            return max(dr, dg, db) < 8
        }
        for ring in rings {
            let leftEdge = CGPoint(x: ring.frame.minX + 8, y: ring.frame.midY)
            if ring.contentMode == UIView.ContentMode.redraw {
                XCTAssertTrue(isBackground(leftEdge), "the redrawn ring is a circle in the middle of its frame")
            } else {
                XCTAssertFalse(isBackground(leftEdge), "the stretched ring's track reaches the frame's left edge")
            }
        }
    }

    func testProgressRingArcStartsAtTwelveAndRunsClockwise() async throws {
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        ring.progress = 0.25
        ring.showsPercentage = false
        let stage = Stage(device: .iPhone15)
        let image = try stage.render(ring, scale: 1)
        // Radius: (120 - lineWidth 12) / 2 - 2 = 52 around (60, 60).
        func color(atDegrees degrees: CGFloat) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            let angle = degrees * .pi / 180
            return image.pixel(x: Int(60 + 52 * cos(angle)), y: Int(60 + 52 * sin(angle)))
        }
        func isTint(_ c: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
            c.blue > 200 && c.red < 80 && c.alpha > 200
        }
        XCTAssertTrue(isTint(color(atDegrees: -45)), "between 12 and 3 o'clock: filled")
        XCTAssertFalse(isTint(color(atDegrees: -135)), "between 9 and 12 o'clock: only the track")
        XCTAssertFalse(isTint(color(atDegrees: 45)), "past 3 o'clock: only the track")
        XCTAssertGreaterThan(color(atDegrees: -135).alpha, 0, "the track is drawn")
    }

    // MARK: - ShapeProgressRingView

    func testShapeRingClampsAndIgnoresTinyChanges() async {
        let ring = ShapeProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.progress = 1.5
        XCTAssertEqual(ring.progress, 1)
        ring.progress = -3
        XCTAssertEqual(ring.progress, 0)
        ring.progress = .nan
        XCTAssertEqual(ring.progress, 0)
        ring.progress = 0.5
        ring.progress = 0.5005
        XCTAssertEqual(ring.progress, 0.5, "a change under 0.001 is ignored")
        ring.progress = 0.502
        XCTAssertEqual(ring.progress, 0.502, accuracy: 1e-9)
        let stroke = ring.layer.sublayers?.compactMap { $0 as? CAShapeLayer }.last
        XCTAssertEqual(stroke?.strokeEnd ?? -1, 0.502, accuracy: 1e-9, "progress is the progress layer's strokeEnd")
    }

    func testShapeRingPathIsRebuiltFromBounds() async throws {
        let ring = ShapeProgressRingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let stage = stage(with: ring)
        let shape = try XCTUnwrap(ring.layer.sublayers?.compactMap { $0 as? CAShapeLayer }.last)
        XCTAssertEqual(try XCTUnwrap(shape.path).boundingBoxOfPath.width, 100 - 12 - 4, accuracy: 0.5)
        ring.frame.size = CGSize(width: 200, height: 200)
        stage.runTurn()
        XCTAssertEqual(try XCTUnwrap(shape.path).boundingBoxOfPath.width, 200 - 12 - 4, accuracy: 0.5)
    }

    // MARK: - RatingControl

    private func ratingScene() -> (Stage, RatingControl, () -> Int) {
        let control = RatingControl(frame: .zero)
        control.sizeToFit()
        control.frame.origin = CGPoint(x: 100, y: 300)
        let stage = stage(with: control)
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        return (stage, control, { changes })
    }

    /// The window point at the centre of star `index` (0-based), moved by `dy`.
    private func point(onStar index: Int, of control: RatingControl, dy: CGFloat = 0) -> CGPoint {
        let slot = control.bounds.width / CGFloat(RatingControl.starCount)
        return control.convert(CGPoint(x: slot * (CGFloat(index) + 0.5), y: control.bounds.midY + dy), to: nil)
    }

    func testTappingAStarSetsTheRatingAndSendsValueChanged() async {
        let (stage, control, changes) = ratingScene()
        XCTAssertEqual(control.frame.size, CGSize(width: 152, height: 24))
        stage.window.tap(at: point(onStar: 2, of: control))
        XCTAssertEqual(control.rating, 3)
        XCTAssertEqual(changes(), 1)
        stage.window.tap(at: point(onStar: 2, of: control))
        XCTAssertEqual(changes(), 1, "the same rating again is not a change")
        stage.window.tap(at: point(onStar: 4, of: control))
        XCTAssertEqual(control.rating, 5)
        XCTAssertEqual(changes(), 2)
        XCTAssertFalse(control.isHighlighted)
        XCTAssertNil(control.highlightedStar)
    }

    func testTheStarUnderTheFingerIsHighlightedAndRedrawn() async {
        let (stage, control, _) = ratingScene()
        let before = draws(control)
        stage.window.sendTouch(at: point(onStar: 3, of: control), phase: .began)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertEqual(control.highlightedStar, 3)
        stage.runTurn()
        XCTAssertEqual(draws(control), before + 1, "pressing redraws once")
        stage.window.sendTouch(at: point(onStar: 1, of: control), phase: .moved)
        XCTAssertEqual(control.highlightedStar, 1, "the highlight follows the finger")
        stage.window.sendTouch(at: point(onStar: 1, of: control), phase: .ended)
        XCTAssertNil(control.highlightedStar)
        XCTAssertEqual(control.rating, 2)
    }

    func testEnlargedTouchAreaAcceptsATouchTenPointsOutside() async {
        let (stage, control, changes) = ratingScene()
        XCTAssertTrue(
            control.point(inside: CGPoint(x: 10, y: -10), with: nil),
            "24-pt-tall stars get 10 pt above and below: 44 pt")
        XCTAssertFalse(control.point(inside: CGPoint(x: 10, y: -11), with: nil))
        let path = stage.window.tap(at: point(onStar: 0, of: control, dy: -(control.bounds.height / 2 + 10)))
        XCTAssertTrue(path.last === control, "\(UIWindow.describePath(path))")
        XCTAssertEqual(control.rating, 1)
        XCTAssertEqual(changes(), 1)
        let miss = stage.window.tap(at: point(onStar: 0, of: control, dy: -(control.bounds.height / 2 + 14)))
        XCTAssertFalse(miss.last === control)
        XCTAssertEqual(changes(), 1)
    }

    func testAccessibility() async {
        let control = RatingControl(frame: .zero)
        XCTAssertTrue(control.isAccessibilityElement)
        XCTAssertTrue(control.accessibilityTraits.contains(.adjustable))
        XCTAssertEqual(control.accessibilityValue, "0 of 5 stars")
        control.rating = 3
        XCTAssertEqual(control.accessibilityValue, "3 of 5 stars")
        control.rating = 9
        XCTAssertEqual(control.rating, 5, "clamped")
        XCTAssertEqual(control.accessibilityValue, "5 of 5 stars")
    }

    // MARK: - WaveformView

    func testWaveformRedrawsOnlyWhenSamplesChange() async {
        let waveform = WaveformView(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        waveform.samples = WaveformView.demoSamples()
        let stage = stage(with: waveform)
        let first = draws(waveform)
        XCTAssertEqual(first, 1)
        waveform.samples = WaveformView.demoSamples()
        stage.runTurn()
        XCTAssertEqual(draws(waveform), first, "the same samples (same seed) do not redraw")
        waveform.samples = WaveformView.demoSamples(seed: 99)
        stage.runTurn()
        XCTAssertEqual(draws(waveform), first + 1)
    }

    func testDemoSamplesAreDeterministicAndInRange() async {
        let a = WaveformView.demoSamples(count: 500, seed: 3)
        XCTAssertEqual(a, WaveformView.demoSamples(count: 500, seed: 3))
        XCTAssertNotEqual(a, WaveformView.demoSamples(count: 500, seed: 4))
        XCTAssertTrue(a.allSatisfy { $0 >= 0 && $0 <= 1 })
        XCTAssertEqual(
            WaveformView.barLevels(for: [0.125, 0.75, 0.25, 0.5], count: 2), [0.75, 0.5], "each bar is its group's peak"
        )
        XCTAssertEqual(WaveformView.barLevels(for: [.nan, 2, -1], count: 3), [0, 1, 0], "bad samples are clamped")
        XCTAssertEqual(WaveformView.barLevels(for: [], count: 10), [])
    }

    // MARK: - PassthroughOverlayView

    func testTouchesOutsideTheFloatingViewFallThroughToTheViewBelow() async throws {
        let list = PreviewListView(title: "Notes", rows: [("One", "first"), ("Two", "second")])
        let pill = FloatingPillView(title: "+ New")
        let overlay = PassthroughOverlayView(floatingView: pill)
        let stage = Stage(device: .iPhone15)
        for view in [list, overlay] {
            view.frame = stage.root.bounds
            stage.root.addSubview(view)
        }
        stage.runTurn()
        let row = try XCTUnwrap(list.rows.first)
        let onRow = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
        let path = stage.window.tap(at: onRow)
        XCTAssertFalse(
            path.contains { $0 === overlay }, "the overlay is not in the path: \(UIWindow.describePath(path))")
        XCTAssertTrue(path.contains { $0 === row })
        XCTAssertEqual(row.tapCount, 1)

        let onPill = pill.convert(CGPoint(x: pill.bounds.midX, y: pill.bounds.midY), to: nil)
        let pillPath = stage.window.tap(at: onPill)
        XCTAssertTrue(pillPath.last === pill, UIWindow.describePath(pillPath))
        XCTAssertEqual(pill.tapCount, 1)
        XCTAssertEqual(row.tapCount, 1, "the pill catches its own touches")
        XCTAssertNil(overlay.hitTest(overlay.convert(onRow, from: nil), with: nil))
    }

    // MARK: - ThemedCardView

    func testBorderColorFollowsALightToDarkChange() async throws {
        let card = ThemedCardView()
        card.frame = CGRect(x: 20, y: 100, width: 300, height: 120)
        let stage = Stage(device: .iPhone15)
        stage.appearance = .light
        stage.root.addSubview(card)
        _ = try stage.render(card, scale: 1)
        let light = ThemedCardView.defaultAccent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = ThemedCardView.defaultAccent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(card.layer.borderColor, light.withAlphaComponent(0.6).cgColor)
        XCTAssertEqual(card.layer.shadowColor, light.cgColor)

        stage.appearance = .dark
        let image = try stage.render(card, scale: 1)
        XCTAssertEqual(
            card.layer.borderColor, dark.withAlphaComponent(0.6).cgColor, "re-resolved in traitCollectionDidChange")
        XCTAssertEqual(card.layer.shadowColor, dark.cgColor)
        // The rendered border (top edge, away from the corners) is the dark accent blended at 60 %.
        let border = image.pixel(x: 150, y: 0)
        XCTAssertGreaterThan(Int(border.blue), Int(border.red) + 60, "a blue border: \(border)")
    }

    func testNamedBrandColourFallsBackWhenTheThemeLacksIt() async throws {
        // Each theme bound for its part only (`Theme.withCurrent`): the host's theme is never swapped.
        try Theme.withCurrent(ThemeLoader.load("default").theme) {
            XCTAssertNil(UIColor(named: "brandPrimary"))
        }
        try Theme.withCurrent(ThemeLoader.load("brand").theme) {
            let brand = try XCTUnwrap(UIColor(named: "brandPrimary"))
            let card = ThemedCardView(accentColor: brand)
            XCTAssertEqual(
                card.layer.borderColor, brand.resolvedColor(with: card.traitCollection).withAlphaComponent(0.6).cgColor)
        }
    }

    // MARK: - Off-screen passes (ShadowCardView, AvatarView)

    /// The layers of `views` that needed an off-screen pass in the last render, with the reason.
    private func offscreenReasons(rendering views: [UIView]) throws -> [ObjectIdentifier: OffscreenReason] {
        let stage = Stage(device: .iPhone15)
        for (index, view) in views.enumerated() {
            view.frame.origin = CGPoint(x: 20, y: 80 + CGFloat(index) * 200)
            stage.root.addSubview(view)
        }
        let frame = try stage.renderFrame(options: RenderOptions(scale: 1))
        var reasons: [ObjectIdentifier: OffscreenReason] = [:]
        for pass in frame.offscreenPasses { reasons[ObjectIdentifier(pass.layer)] = pass.reason }
        return reasons
    }

    func testShadowPathAvoidsTheOffscreenPass() async throws {
        let withPath = ShadowCardView(frame: CGRect(x: 0, y: 0, width: 220, height: 130))
        let withoutPath = ShadowCardView(frame: CGRect(x: 0, y: 0, width: 220, height: 130))
        withoutPath.usesShadowPath = false
        let reasons = try offscreenReasons(rendering: [withPath, withoutPath])
        XCTAssertNil(reasons[ObjectIdentifier(withPath.layer)])
        XCTAssertEqual(reasons[ObjectIdentifier(withoutPath.layer)], .shadowWithoutPath)
        XCTAssertEqual(withPath.layer.shadowPath?.boundingBoxOfPath, withPath.bounds, "the path follows the bounds")
    }

    func testDrawnAvatarNeedsNoClippingPass() async throws {
        let portrait = try XCTUnwrap(UIImage(named: "portrait-ada"))
        let clipped = AvatarView(name: "Ada Lovelace", image: portrait, clipping: .cornerRadius)
        let drawn = AvatarView(name: "Ada Lovelace", image: portrait, clipping: .drawn)
        let reasons = try offscreenReasons(rendering: [clipped, drawn])
        XCTAssertEqual(reasons[ObjectIdentifier(clipped.layer)], .roundedMasksToBounds)
        XCTAssertNil(reasons[ObjectIdentifier(drawn.layer)])
        XCTAssertEqual(AvatarView.initials(of: "Ada Lovelace"), "AL")
        XCTAssertEqual(AvatarView.initials(of: "grace brewster hopper"), "GB")
        XCTAssertEqual(AvatarView.initials(of: ""), "")
    }
}
