import Foundation
import BenchmarkScenes
import ImageIO
@_spi(ViewLab) import QuartzCore
import UIKit
@_spi(ViewLab) import ViewLabRender

/// Scenario 11: recording an animation as an APNG (`AnimationRecorder`, `:record`). Every card of
/// the reference scene animates its ring's `strokeEnd` from 0 to its progress over 1 s; 60 frames at
/// 60 fps are rendered at 3x (1179×2556 px) and written as one APNG. The reference, measured in the
/// same run and interleaved: the same 60 frames rendered whole and each written as a PNG of its own
/// with the default encoder (what `export --time` frame by frame gives). The second row compares the
/// APNG's bytes per later frame with changed rectangles against whole frames (the same recorder
/// with `changedRectanglesOnly = false`). The third row records the same animation (alpha
/// shadows) at 30 fps — a GIF plays at most 50 — as a GIF and as an APNG, and compares their bytes.
extension Bench {
    func animationRecording() throws -> [Row] {
        try animationRecording(usesShadowPath: false) + animationRecording(usesShadowPath: true) + [gifRecording()]
    }

    /// A fresh reference scene on a new media clock whose rings start drawing at its 0 (each
    /// card's `strokeEnd` from 0 to its progress over 1 s).
    private func animatedStage(usesShadowPath: Bool) -> Stage {
        CAMediaClock.current = CAMediaClock()
        let scene = ReferenceScene(usesShadowPath: usesShadowPath)
        let stage = Bench.stage(showing: scene.view)
        for card in scene.cards {
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            (draw.fromValue, draw.toValue, draw.duration) = (0, card.ring.strokeEnd, 1)
            card.ring.add(draw, forKey: "draw")
        }
        CATransaction.flush()
        return stage
    }

    /// The same 30-frame recording as a GIF and as an APNG: bytes, and the time of each (render + encode).
    func gifRecording() throws -> Row {
        func record(_ format: AnimationRecorder.Format) throws -> (recording: AnimationRecorder.Recording, ms: Double) {
            var recorder = AnimationRecorder(seconds: 1, framesPerSecond: 30, scale: 3)
            recorder.format = format
            let stage = animatedStage(usesShadowPath: false)
            var recording: AnimationRecorder.Recording?
            let ms = try Stats.time { recording = try recorder.record(stage) }
            return (recording!, ms)
        }
        let gif = try record(.gif), apng = try record(.apng)
        return Row(scenario: "11", name: "GIF vs APNG of the same recording (30 frames at 30 fps, 3x, alpha shadows): file size",
                   viewlab: Double(gif.recording.data.count) / 1024, floor: Double(apng.recording.data.count) / 1024, unit: "KB",
                   notes: String(format: "GIF frame 0: %d KB, later frames %d KB on average; recorded in %.0f ms (GIF) vs %.0f ms (APNG)",
                                 gif.recording.frames[0].bytes / 1024, gif.recording.frames.dropFirst().map(\.bytes).reduce(0, +) / 29 / 1024,
                                 gif.ms, apng.ms))
    }

    /// One scene: alpha shadows (the cards' shadows redone every frame, as their rings change
    /// their alpha) or `shadowPath` shadows.
    func animationRecording(usesShadowPath: Bool) throws -> [Row] {
        let frameCount = 60
        let shadows = usesShadowPath ? "shadowPath" : "alpha shadows"
        let animatedStage = { self.animatedStage(usesShadowPath: usesShadowPath) }
        var changed: AnimationRecorder.Recording?, whole: AnimationRecorder.Recording?
        var stillBytes = 0
        let run = try interleaved(floorBatch: {
            let stage = animatedStage()
            return try Stats.time {
                stillBytes = 0
                for k in 0..<frameCount {
                    CAMediaClock.current.set(to: Double(k) / 60)
                    let image = try stage.renderFrame(options: RenderOptions(scale: 3, wholeFrame: true)).image
                    stillBytes += try PNGEncoder().encode(image, scale: 3).count
                }
            }
        }, viewlab: {
            let stage = animatedStage()
            return try Stats.time { changed = try AnimationRecorder(seconds: 1, framesPerSecond: 60, scale: 3).record(stage) }
        })
        var recorder = AnimationRecorder(seconds: 1, framesPerSecond: 60, scale: 3)
        recorder.changedRectanglesOnly = false
        whole = try recorder.record(animatedStage())
        guard let changed, let whole, changed.frames.count == frameCount else { throw ChildProcess.Failure(description: "the recording has no frames") }
        let fps = Double(frameCount) / (Stats.median(run.viewlab) / 1000)
        let later = { (r: AnimationRecorder.Recording) in Double(r.frames.dropFirst().map(\.bytes).reduce(0, +)) / Double(frameCount - 1) }
        return [
            Row(scenario: "11", name: "60-frame APNG of the 12-card scene at 3x, \(shadows) (render + encode), vs 60 renders each written as a PNG",
                viewlab: Stats.median(run.viewlab), floor: Stats.median(run.floor), target: "≥60 fps",
                notes: String(format: "%.1f fps; APNG %d KB, the 60 PNGs %d KB", fps, changed.data.count / 1024, stillBytes / 1024)),
            Row(scenario: "11", name: "APNG bytes per later frame, \(shadows): changed rectangles vs whole frames", viewlab: later(changed) / 1024,
                floor: later(whole) / 1024, unit: "KB",
                notes: String(format: "frame 0: %d KB; files %d KB vs %d KB", changed.frames[0].bytes / 1024, changed.data.count / 1024, whole.data.count / 1024)),
        ]
    }
}
