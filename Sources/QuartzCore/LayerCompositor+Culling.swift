@_spi(ViewLab) import CoreGraphics
import Foundation

extension LayerCompositor {
    /// The layers a damage render (`render(_:in:damage:subtreeRects:)`) need not composite: those
    /// whose whole subtree, as `LayerDamageTracker` bounded it on screen (shadows included), meets
    /// no damaged rectangle — everything they would draw falls outside the clip. A layer without a
    /// bound (not recorded, or under a replicator) is always drawn.
    struct Culling {
        /// The damaged device rectangles of the frame being drawn (whole pixels, frame coordinates).
        let damage: [CGRect]
        /// Device bounds of each recorded layer's subtree.
        let subtreeRects: [ObjectIdentifier: CGRect]

        /// Whether `model` and its subtree cannot reach any damaged rectangle.
        func skips(_ model: CALayer) -> Bool {
            guard let rect = subtreeRects[ObjectIdentifier(model)] else { return false }
            return !damage.contains { $0.intersects(rect) }
        }
    }
}
