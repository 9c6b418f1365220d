@_spi(ViewLab) import CoreGraphics
import ImageIO
@_spi(ViewLab) import QuartzCore
import TestSupport
import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest

/// Animations recorded into APNGs (`AnimationRecorder`) and read back by the spec-written
/// `APNGReader`: the frame count, the delays, and frame *k* equal, byte for byte, to the
/// presentation tree rendered whole at *k*/fps by the ordinary single-frame render (the recording's
/// frames are incremental: only what the animations change is drawn again).
@MainActor
final class AnimationRecordingTests: XCTestCase {
    override func tearDown() { CAMediaClock.current = CAMediaClock() }

    /// A stage on a fresh clock at 0 with one 80×80 white view holding what `build` adds, committed.
    private func scene(_ build: (UIView) -> Void) -> (Stage, UIView) {
        CAMediaClock.current = CAMediaClock()
        let stage = Stage(device: .iPhone15)
        let box = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 80))
        box.backgroundColor = .white
        stage.root.addSubview(box)
        build(box)
        CATransaction.flush()
        return (stage, box)
    }

    /// A spinner: a blade whose `transform.rotation.z` steps a quarter turn at each key time
    /// (`.discrete`), repeated for ever.
    private func spinner(_ box: UIView) {
        let blade = CALayer()
        blade.backgroundColor = UIColor.systemBlue.cgColor
        blade.bounds = CGRect(x: 0, y: 0, width: 8, height: 30)
        blade.anchorPoint = CGPoint(x: 0.5, y: 1)
        blade.position = CGPoint(x: 40, y: 40)
        box.layer.addSublayer(blade)
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = [0, Double.pi / 2, Double.pi, 3 * Double.pi / 2]
        spin.keyTimes = [0, 0.25, 0.5, 0.75, 1]  // discrete: "one more entry than … the values array"
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = .infinity
        blade.add(spin, forKey: "spin")
    }

    /// A progress ring drawing itself: `strokeEnd` 0 → 1 over 1 s, linear.
    private func ring(_ box: UIView) {
        let ring = CAShapeLayer()
        ring.frame = box.bounds
        ring.path = CGPath(ellipseIn: box.bounds.insetBy(dx: 10, dy: 10), transform: nil)
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.fillColor = nil
        ring.lineWidth = 6
        ring.strokeEnd = 1
        box.layer.addSublayer(ring)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        (draw.fromValue, draw.toValue, draw.duration) = (0, 1, 1)
        draw.timingFunction = CAMediaTimingFunction(name: .linear)
        ring.add(draw, forKey: "draw")
    }

    private func rgba(_ image: CGImage) throws -> [UInt8] {
        try APNGReader(PNGEncoder().encode(image)).frames[0].canvas
    }

    /// Records `build` for 1 s at `fps` and checks every frame against a separate scene rendered at
    /// that moment with `RenderOptions.time` (the clock left at 0).
    @discardableResult
    private func assertRecordingMatchesSingleFrames(
        _ build: (UIView) -> Void, fps: Int, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> (APNGReader, AnimationRecorder.Recording) {
        let (stage, box) = scene(build)
        let recording = try AnimationRecorder(seconds: 1, framesPerSecond: fps, scale: 2).record(stage, view: box)
        XCTAssertEqual(CACurrentMediaTime(), 1, "the clock is left at the end of the recording", file: file, line: line)
        let reader = try APNGReader(recording.data)
        XCTAssertEqual(reader.frames.count, fps, file: file, line: line)
        XCTAssertEqual(Set(reader.frames.map(\.delay)), [1 / Double(fps)], file: file, line: line)
        XCTAssertEqual(reader.width, 160, file: file, line: line)

        let (referenceStage, referenceBox) = scene(build)
        for k in 0..<fps {
            let single = try referenceStage.renderFrame(
                referenceBox,
                options: RenderOptions(
                    scale: 2, wholeFrame: true,
                    time: Double(k) / Double(fps))
            ).image
            XCTAssertEqual(reader.frames[k].canvas, try rgba(single), "frame \(k)", file: file, line: line)
        }
        XCTAssertEqual(CACurrentMediaTime(), 0)
        // The same recording with whole frames: the same pictures, and every later frame larger.
        let (wholeStage, wholeBox) = scene(build)
        var wholeRecorder = AnimationRecorder(seconds: 1, framesPerSecond: fps, scale: 2)
        wholeRecorder.changedRectanglesOnly = false
        let whole = try wholeRecorder.record(wholeStage, view: wholeBox)
        XCTAssertEqual(
            try APNGReader(whole.data).frames.map(\.canvas), reader.frames.map(\.canvas), file: file, line: line)
        for k in 1..<fps {
            XCTAssertLessThan(
                recording.frames[k].width * recording.frames[k].height, 160 * 160, "frame \(k)", file: file, line: line)
            XCTAssertLessThan(
                recording.frames[k].bytes, whole.frames[k].bytes,
                "frame \(k): the changed rectangle is smaller than the whole frame",
                file: file, line: line)
        }
        return (reader, recording)
    }

    func testKeyframeSpinnerRecordsEveryStep() async throws {
        let (reader, recording) = try assertRecordingMatchesSingleFrames(spinner, fps: 20)
        // Steps at 0, 0.25, 0.5, 0.75 s = frames 0, 5, 10, 15: in between nothing changes (1×1 frames).
        let grew = recording.frames.enumerated().filter { $0.element.width * $0.element.height > 1 }.map(\.offset)
        XCTAssertEqual(grew, [0, 5, 10, 15])
        XCTAssertNotEqual(reader.frames[4].canvas, reader.frames[5].canvas)
        XCTAssertEqual(reader.frames[0].canvas, reader.frames[4].canvas)
        let quarter = recording.frames[5]
        XCTAssertGreaterThanOrEqual(
            quarter.x, 40 - 2, "the blade turned from up to the right: only the box's centre area changed")
        XCTAssertLessThanOrEqual(quarter.x + quarter.width, 80 + 60 + 2)
    }

    func testStrokeEndRingGrowsFrameByFrame() async throws {
        let (reader, _) = try assertRecordingMatchesSingleFrames(ring, fps: 30)
        for k in 1..<30 {
            XCTAssertNotEqual(reader.frames[k].canvas, reader.frames[k - 1].canvas, "frame \(k) draws more of the ring")
        }
    }

    /// A layer whose shadow comes from its rendered alpha (no `shadowPath`), or that rasterizes, is
    /// drawn off-screen; the sublayers inside are drawn at the same moment of the presentation tree:
    /// the ring at 0.5 s of its `strokeEnd` animation looks exactly like a ring whose model
    /// `strokeEnd` is 0.5, shadow included (found by the benchmark's card scene).
    func testAnimatedSublayersOfOffscreenLayersAreDrawnAtTheMoment() async throws {
        for (label, setUp) in [
            ("alpha shadow", { (box: UIView) in (box.layer.shadowOpacity, box.layer.shadowRadius) = (0.5, 4) }),
            ("rasterized", { (box: UIView) in (box.layer.shouldRasterize, box.layer.rasterizationScale) = (true, 2) }),
        ] {
            let (animated, animatedBox) = scene { box in
                setUp(box); ring(box)
            }
            let (still, stillBox) = scene { box in
                setUp(box)
                ring(box)
                box.layer.sublayers?.last?.removeAllAnimations()
                (box.layer.sublayers?.last as? CAShapeLayer)?.strokeEnd = 0.5
            }
            let early = try animated.renderFrame(animatedBox, options: RenderOptions(scale: 2, time: 0.1)).image
            let halfway = try animated.renderFrame(animatedBox, options: RenderOptions(scale: 2, time: 0.5)).image
            let expected = try still.renderFrame(stillBox, options: RenderOptions(scale: 2, time: 0.5)).image
            XCTAssertEqual(try rgba(halfway), try rgba(expected), label)
            XCTAssertNotEqual(try rgba(early), try rgba(halfway), label)
        }
    }

    func testBadSettingsAreOneLineErrors() async throws {
        let (stage, _) = scene { _ in }
        for (seconds, fps, fragment) in [
            (1.0, 0, "frames per second"), (0, 30, "over 0"), (.nan, 30, "over 0"), (601, 30, "at most 600"),
        ] {
            XCTAssertThrowsError(try AnimationRecorder(seconds: seconds, framesPerSecond: fps).record(stage)) {
                XCTAssertTrue("\($0)".contains(fragment), "\($0)")
            }
        }
        XCTAssertEqual(CACurrentMediaTime(), 0, "nothing moved")
    }
}
