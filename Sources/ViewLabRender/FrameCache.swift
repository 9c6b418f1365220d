@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore
import UIKit

/// The last frame a `Stage` rendered, kept so that the next render re-composites only what changed
/// (`LayerDamageTracker`): nothing changed → the same image again; a few layers changed → only
/// their old and new rectangles are cleared and drawn again, clipped; anything else (another view,
/// scale or size, debug colouring) → a full render. The result equals a full render pixel for pixel.
final class FrameCache {
    private struct Key: Equatable {
        let target: ObjectIdentifier
        let scale: CGFloat
        let bounds: CGRect
        let debug: CompositorDebugOptions
    }

    private var key: Key?
    /// Keeps the target alive while its identity is the key.
    private var target: UIView?
    private var context: CGContext?
    private let tracker = LayerDamageTracker()
    /// The last image, while someone holds it (the context shares its surface with it).
    private weak var lastImage: CGImage?

    /// Forgets the last frame.
    func reset() {
        (key, target, context, lastImage) = (nil, nil, nil, nil)
        tracker.reset()
    }

    /// Renders `view` at `scale` with the debug colouring `debug` (see `SnapshotRenderer.render`),
    /// incrementally when it can and `wholeFrame` is false.
    func render(_ view: UIView, traits: UITraitCollection, scale: CGFloat, debug: CompositorDebugOptions = [],
                wholeFrame: Bool = false, presentationTime: CFTimeInterval? = nil) throws -> RenderResult {
        let pixels = try SnapshotRenderer.pixelSize(of: view, scale: scale)
        let key = Key(target: ObjectIdentifier(view), scale: scale, bounds: view.bounds, debug: debug)
        if key != self.key || context == nil || wholeFrame {
            reset()
            guard let fresh = CGContext(flippedSize: view.bounds.size, scale: scale) else {
                throw SnapshotRenderer.Failure(description: "could not allocate a \(Int(pixels.width))×\(Int(pixels.height)) px surface")
            }
            (self.key, target, context) = (key, view, fresh)
        }
        guard let context else { throw SnapshotRenderer.Failure(description: "no surface") }
        var image: CGImage?
        var passes: [OffscreenPass] = []
        traits.performAsCurrent {
            let transform = CGAffineTransform(translationX: -view.bounds.minX, y: -view.bounds.minY)
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            // Animated layers change with the time, not with their properties: such a frame is drawn
            // whole, and so is the next one (the tracker's last record is not what was drawn).
            let animated = presentationTime != nil && view.layer.subtreeHasAnimations
            if animated { tracker.reset() }
            let damage = animated ? nil : tracker.damage(of: view.layer, transform: transform)
            if let damage, damage.isEmpty {
                image = lastImage ?? context.makeImage()
                return
            }
            context.saveGState()
            context.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
            passes = LayerCompositor.render(view.layer, in: context, damage: damage ?? [.infinite], debug: debug,
                                            presentationTime: presentationTime)
            context.restoreGState()
            image = context.makeImage()
        }
        guard let image else { throw SnapshotRenderer.Failure(description: "could not read back the rendered surface") }
        lastImage = image
        return RenderResult(image: image, offscreenPasses: passes)
    }
}
