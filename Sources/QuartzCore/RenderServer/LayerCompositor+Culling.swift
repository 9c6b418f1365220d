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

extension LayerCompositor {
    /// The alpha-shadowed layers whose subtree animates, drawn already in the frame being
    /// rendered rectangle by rectangle: their whole body bitmap and shadow, painted again as they
    /// are for the next rectangles that cross them (the same moment, the same pixels) instead of
    /// rendering and blurring the body once per rectangle. Recycled when the frame is done.
    final class FrameShadows {
        struct Drawn {
            /// Kept alive so that its identity cannot be reused.
            let layer: CALayer
            let key: ShadowBitmap.Key
            /// Where it was drawn (device) and at which moment.
            let region: CGRect
            let time: CFTimeInterval?
            let body: Offscreen
            let shadow: ShadowBitmap?
        }
        var drawn: [ObjectIdentifier: Drawn] = [:]

        /// Hands every body bitmap back to the pool.
        func recycle() {
            for entry in drawn.values { entry.body.recycle() }
            drawn = [:]
        }
    }
}
