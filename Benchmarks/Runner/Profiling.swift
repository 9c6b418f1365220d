import BenchmarkScenes
import Foundation
import UIKit

/// `--profile-loop N`: a render loop to run under `valgrind --tool=callgrind`.
enum Profiling {
    static func loop(frames: Int) throws {
        let scene = ReferenceScene(usesShadowPath: false)
        let stage = Bench.stage(showing: scene.view)
        for _ in 0..<max(frames, 1) {
            scene.invalidateEverything()
            _ = try stage.render(scale: 3)
        }
    }
}
