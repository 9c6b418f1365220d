import BenchmarkScenes
import Foundation
import ImageIO
import UIKit
import ViewLabRender

/// Scenarios 1 and 2: warm frame renders of the reference scene, and render + PNG encode.
extension Bench {
    /// (1) One frame at 1x/2x/3x (on a screen of that scale): full re-renders (everything invalidated) and unchanged re-renders.
    func frameRenders() throws -> [Row] {
        var rows: [Row] = []
        for shadowPath in [false, true] {
            let scene = ReferenceScene(usesShadowPath: shadowPath)
            let stage = Bench.stage(showing: scene.view)
            _ = try stage.render(scale: 3)
            let variant = shadowPath ? "shadowPath" : "alpha shadow"
            for scale in shadowPath ? [3] : [1, 2, 3] {
                // A frame at 1x/2x is the frame of a 1x/2x screen (as `export --scale` renders it).
                stage.device.scale = CGFloat(scale)
                _ = try stage.render()
                // Per round: a floor batch, full re-renders, then re-renders with nothing changed.
                var full: [Double] = [], unchanged: [Double] = [], floorBatches: [Double] = []
                for _ in 0..<rounds {
                    floorBatches.append(try floor.batch(render: frames, scale: scale).median_ms)
                    for _ in 0..<frames {
                        scene.invalidateEverything()
                        full.append(try Stats.time { _ = try stage.render(scale: CGFloat(scale)) })
                    }
                    for _ in 0..<frames { unchanged.append(try Stats.time { _ = try stage.render(scale: CGFloat(scale)) }) }
                }
                let floorMedian = Stats.median(floorBatches)
                rows.append(Row(scenario: "1", name: "frame \(scale)x, \(variant), full re-render", viewlab: Stats.median(full),
                                floor: floorMedian, target: "≤1.2×"))
                rows.append(Row(scenario: "1", name: "frame \(scale)x, \(variant), nothing changed", viewlab: Stats.median(unchanged),
                                floor: floorMedian, target: "≤1.2×"))
            }
        }
        return rows
    }

    /// (2) Render (full re-render) + PNG encode at 3x, ViewLab's encoder as `viewlab render` uses it
    /// (`PNGEncoder()`) and libpng level 1, against the floor at level 1 / no filter and libpng defaults;
    /// then the encoder alone against libpng level 1 (`Scenario+Encode.swift`).
    func renderAndEncode() throws -> [Row] {
        let scene = ReferenceScene(usesShadowPath: true)
        let stage = Bench.stage(showing: scene.view)
        _ = try stage.render(scale: 3)
        let fast = Bench.libpngLevel1
        let product = PNGEncoder()
        var rows: [Row] = []
        var bytes = 0
        for (label, encoder) in [("ViewLab default (\(product.engine) level \(product.compressionLevel))", product), ("ViewLab libpng level 1, no filter", fast)] {
            let run = try interleaved(floorBatch: { try floor.batch(render: frames, scale: 3, encodeLevel: .some(1)).median_ms }, viewlab: {
                scene.invalidateEverything()
                return try Stats.time {
                    let image = try stage.render(scale: 3)
                    bytes = try encoder.encode(image, scale: 3).count
                }
            })
            rows.append(Row(scenario: "2", name: "render+encode 3x, \(label) vs floor level 1", viewlab: Stats.median(run.viewlab),
                            floor: Stats.median(run.floor), target: "≤1.2×", notes: "\(bytes / 1024) KB"))
        }
        let defaults = try floor.batch(render: frames, scale: 3, encodeLevel: .some(nil))
        let level1 = try floor.batch(render: frames, scale: 3, encodeLevel: .some(1))
        rows.append(Row(scenario: "2", name: "floor render+encode 3x, libpng defaults vs level 1", viewlab: defaults.median_ms,
                        floor: level1.median_ms, notes: "floor only; \(defaults.png_bytes / 1024) KB vs \(level1.png_bytes / 1024) KB"))
        let image = try stage.render(scale: 3)
        rows += try encodeOnly(image)
        if ProcessInfo.processInfo.environment["VIEWLAB_BENCH_PNG_SWEEP"] == "1" { rows += try encoderSweep(image) }
        return rows
    }
}
