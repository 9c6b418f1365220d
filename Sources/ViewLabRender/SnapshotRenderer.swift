@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import UIKit

/// Renders a view tree into a bitmap, the way the screen would show it: the layer tree is
/// composited with `layer.render(in:)` (backgrounds, cached `draw(_:)` bitmaps placed by their
/// `contentsGravity`, opacity, transforms, masks). Main-actor, as the views it reads are; the image
/// it returns is a value any thread may encode or compare.
@MainActor
public enum SnapshotRenderer {
    /// Why a render could not happen.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Renders `view` (its bounds, from the top-left) at `scale` pixels per point; a window with
    /// the shown windows in front of it (`windowsShownAbove`) over it. A view outside
    /// any window is laid out and displayed first (a window's views are, by its run-loop turn);
    /// `traits` is `UITraitCollection.current` while compositing.
    public static func render(_ view: UIView, traits: UITraitCollection, scale: CGFloat) throws -> CGImage {
        try renderFrame(view, traits: traits, scale: scale).image
    }

    /// Renders like `render(_:traits:scale:)` with the debug colouring `debug`, and returns the
    /// off-screen passes the frame needed.
    /// `server` keeps pooled surfaces and shadows between frames (a stage's; a fresh one by default).
    @_spi(ViewLab) public static func renderFrame(
        _ view: UIView, traits: UITraitCollection, scale: CGFloat,
        debug: CompositorDebugOptions = [], presentationTime: CFTimeInterval? = nil,
        server: RenderServer = RenderServer()
    ) throws -> RenderResult {
        let size = view.bounds.size
        let pixels = try pixelSize(of: view, scale: scale)
        guard let context = CGContext(flippedSize: size, scale: scale) else {
            throw Failure(description: "could not allocate a \(Int(pixels.width))×\(Int(pixels.height)) px surface")
        }
        if view.window == nil { view.layoutAndDisplayIfNeeded() }
        var image: CGImage?
        var passes: [OffscreenPass] = []
        traits.performAsCurrent {
            context.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
            // `layer.render(in:)` draws the model tree; with a time, the presentation tree (the screen).
            view.layer.commitForRendering()
            passes = LayerCompositor.render(
                view.layer, in: context, server: server, debug: debug, presentationTime: presentationTime)
            // The screen shows the windows in front of this one too (a toast's or an alert's own window).
            for overlay in (view as? UIWindow)?.windowsShownAbove ?? [] {
                context.saveGState()
                context.translateBy(
                    x: overlay.frame.minX - view.frame.minX + view.bounds.minX - overlay.bounds.minX,
                    y: overlay.frame.minY - view.frame.minY + view.bounds.minY - overlay.bounds.minY)
                overlay.layer.commitForRendering()
                passes += LayerCompositor.render(
                    overlay.layer, in: context, server: server, debug: debug, presentationTime: presentationTime)
                context.restoreGState()
            }
            image = context.makeImage()
        }
        guard let image else { throw Failure(description: "could not read back the rendered surface") }
        return RenderResult(image: image, offscreenPasses: passes)
    }

    /// The pixel size of `view` at `scale`, or an error when it is not 1…`CGImage.maximumSide` a side.
    static func pixelSize(of view: UIView, scale: CGFloat) throws -> CGSize {
        let size = view.bounds.size
        let pixels = CGSize(width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
        guard scale.isFinite, scale > 0, pixels.width.isFinite, pixels.height.isFinite, pixels.width >= 1,
            pixels.height >= 1,
            pixels.width <= CGFloat(CGImage.maximumSide), pixels.height <= CGFloat(CGImage.maximumSide)
        else {
            throw Failure(
                description:
                    "cannot render a \(size.width)×\(size.height) pt view at \(scale)x: each side must be 1…\(CGImage.maximumSide) px"
            )
        }
        return pixels
    }
}
