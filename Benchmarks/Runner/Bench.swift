import Foundation
import UIKit
import ViewLabRender

/// What a run measures and where its helpers are. The scenarios build and render views, so they
/// run on the main actor, as the runner's top-level code does.
@MainActor
struct Bench {
    /// Rounds: each scenario alternates floor batches and ViewLab batches this many times, so that
    /// both see the same machine load; ratios come from the medians of one run.
    var rounds = 3
    /// Frames per batch.
    var frames = 5
    /// Statements in scenario 5.
    var statements = 1000
    /// Whole-process repetitions in scenarios 3 and 4.
    var processRuns = 3
    var floor: Floor
    /// The `viewlab` twin with the benchmark scenes in its catalog.
    var catalog: String
    var scratch: URL

    /// Interleaves `rounds` floor batches with ViewLab batches of `frames` samples each; returns
    /// (ViewLab samples, floor batch medians).
    func interleaved(floorBatch: () throws -> Double, viewlab: () throws -> Double) rethrows -> (viewlab: [Double], floor: [Double]) {
        var ours: [Double] = [], theirs: [Double] = []
        for _ in 0..<rounds {
            theirs.append(try floorBatch())
            for _ in 0..<frames { ours.append(try viewlab()) }
        }
        return (ours, theirs)
    }

    /// A stage showing `view` full-screen on an iPhone 15 (393×852 pt, 3x), light appearance.
    static func stage(showing view: UIView) -> Stage {
        let stage = Stage(device: .iPhone15)
        view.frame = stage.root.bounds
        stage.root.addSubview(view)
        return stage
    }
}
