import BenchmarkScenes
import Foundation
import UIKit

/// `--profile-loop N`: a render loop to run under a profiler (`perf record`, or
/// `valgrind --tool=callgrind` on a copy stripped with `objcopy --strip-debug`: valgrind 3.19
/// cannot read the Swift 6 debug info). Runs on the main actor, with the views it renders.
@MainActor
enum Profiling {
    struct Options {
        /// The scene with `shadowPath` set (default: alpha shadows).
        var shadowPath = false
        /// Re-render without invalidating anything (default: everything invalidated each frame).
        var unchanged = false
        /// Pixels per point.
        var scale: CGFloat = 3
    }

    static func loop(frames: Int, options: Options) throws {
        let scene = ReferenceScene(usesShadowPath: options.shadowPath)
        let stage = Bench.stage(showing: scene.view)
        stage.device.scale = options.scale
        for _ in 0..<max(frames, 1) {
            if !options.unchanged { scene.invalidateEverything() }
            _ = try stage.render(scale: options.scale)
        }
    }
}
