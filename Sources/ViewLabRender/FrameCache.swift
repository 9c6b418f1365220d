@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import UIKit

/// The last frame a `Stage` rendered, kept so that the next render re-composites only what changed
/// (`LayerDamageTracker`): nothing changed → the same image again; a few layers changed → only
/// their old and new rectangles are cleared and drawn again, clipped (layers that cannot reach them
/// skipped); animated layers damage theirs every frame; anything else (another view, scale or size,
/// debug colouring, a transition or emitter running) → a full render. The result equals a full
/// render pixel for pixel. Main-actor, as the `Stage` that owns it and the views it renders.
@MainActor
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
    /// The render server the stage's frames are drawn with (its pooled surfaces and shadows).
    let server = RenderServer()
    /// The last image, while someone holds it (the context shares its surface with it).
    private weak var lastImage: CGImage?

    /// Forgets the last frame.
    func reset() {
        (key, target, context, lastImage) = (nil, nil, nil, nil)
        tracker.reset()
    }

    /// Renders `view` at `scale` with the debug colouring `debug` (see `SnapshotRenderer.render`),
    /// incrementally when it can and `wholeFrame` is false.
    func render(
        _ view: UIView, traits: UITraitCollection, scale: CGFloat, debug: CompositorDebugOptions = [],
        wholeFrame: Bool = false, presentationTime: CFTimeInterval? = nil
    ) throws -> RenderResult {
        if let window = view as? UIWindow, !window.windowsShownAbove.isEmpty {
            // Windows in front (a toast's own window): whole frames, drawn by the snapshot renderer.
            reset()
            return try SnapshotRenderer.renderFrame(
                view, traits: traits, scale: scale, debug: debug, presentationTime: presentationTime, server: server)
        }
        let pixels = try SnapshotRenderer.pixelSize(of: view, scale: scale)
        let key = Key(target: ObjectIdentifier(view), scale: scale, bounds: view.bounds, debug: debug)
        if key != self.key || context == nil || wholeFrame {
            reset()
            guard let fresh = CGContext(flippedSize: view.bounds.size, scale: scale) else {
                throw SnapshotRenderer.Failure(
                    description: "could not allocate a \(Int(pixels.width))×\(Int(pixels.height)) px surface")
            }
            (self.key, target, context) = (key, view, fresh)
        }
        guard let context else { throw SnapshotRenderer.Failure(description: "no surface") }
        var image: CGImage?
        var passes: [OffscreenPass] = []
        var drawn: [CGRect]?
        traits.performAsCurrent {
            let transform = CGAffineTransform(translationX: -view.bounds.minX, y: -view.bounds.minY)
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            // The tracker records the tree drawn (the presentation at that time): animated layers
            // damage where they were and where they are.
            let damage = tracker.damage(of: view.layer, transform: transform, presentationTime: presentationTime)
            drawn = damage
            if let damage, damage.isEmpty {
                image = lastImage ?? context.makeImage()
                return
            }
            context.saveGState()
            context.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
            view.layer.commitForRendering()
            passes = LayerCompositor.render(
                view.layer, in: context, server: server, damage: damage ?? [.infinite],
                subtreeRects: tracker.subtreeRects,
                debug: debug, presentationTime: presentationTime,
                unchangedAlphaShadows: tracker.unchangedAlphaShadows)
            context.restoreGState()
            image = context.makeImage()
        }
        guard let image else { throw SnapshotRenderer.Failure(description: "could not read back the rendered surface") }
        lastImage = image
        return RenderResult(image: image, offscreenPasses: passes, damage: drawn)
    }
}
