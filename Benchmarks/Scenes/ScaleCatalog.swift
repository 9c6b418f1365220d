import Previews
import UIKit

/// A generated catalog for the scale benchmark (scenario 10): `count` previews, one reference-scene
/// card each (its gradient, title, body and ring vary with the index), a hundred per source file
/// (`ScalePage0` … `ScalePage49` for 5,000), registered at start-up as the `#Preview` macro's
/// records would be. `viewlab-bench-catalog` registers them when `VIEWLAB_BENCH_SCALE` names a
/// count, so the export's parent and its workers (which inherit the environment) see the same
/// catalog.
public enum ScaleCatalog {
    /// Previews per generated source file.
    public static let perFile = 100

    /// Registers `count` card previews.
    public static func register(count: Int) {
        PreviewRegistry.replace(sourceKey: "ScaleCatalog") {
            for index in 0..<max(0, count) {
                PreviewRegistry.register(
                    name: "Card \(index)", fileID: "BenchmarkScenes/ScalePage\(index / perFile).swift", filePath: "", line: index % perFile + 1,
                    traits: [.fixedLayout(width: SceneSpec.cardSize.width + 2 * SceneSpec.margin, height: SceneSpec.cardSize.height + 2 * SceneSpec.margin)]
                ) { @MainActor in
                    let container = UIView(frame: CGRect(x: 0, y: 0, width: SceneSpec.cardSize.width + 2 * SceneSpec.margin,
                                                         height: SceneSpec.cardSize.height + 2 * SceneSpec.margin))
                    container.addSubview(CardView(frame: CGRect(origin: CGPoint(x: SceneSpec.margin, y: SceneSpec.margin), size: SceneSpec.cardSize),
                                                  index: index, usesShadowPath: true))
                    return container
                }
            }
        }
    }
}
