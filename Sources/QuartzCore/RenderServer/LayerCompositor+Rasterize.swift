import CoreGraphics
import Foundation

/// `shouldRasterize`: the subtree (with its shadow and mask, without the layer's opacity) is drawn
/// once into a bitmap at `rasterizationScale` pixels per point and reused while the layer's
/// `subtreeChangeCount` is unchanged. Moving, turning or fading the layer itself does not
/// invalidate the bitmap. A cache miss counts as an off-screen pass (`.rasterization`).
extension LayerCompositor {
    /// Draws from the cache (refreshing it when stale). False when the bitmap cannot be made, or
    /// when the subtree is animating in the presentation tree drawn (it changes with the time, not
    /// with `subtreeChangeCount`): then the layer is drawn live.
    func compositeRasterized(_ layer: CALayer, alpha: Double) -> Bool {
        if presentationTime != nil, layer.subtreeHasAnimations { return false }
        let scale = layer.rasterizationScale.isFinite ? min(max(layer.rasterizationScale, 0.01), 16) : 1
        var extent = Self.subtreeExtent(of: layer)
        if layer.hasVisibleShadow {
            extent = extent.insetBy(dx: -Self.shadowMargin(of: layer), dy: -Self.shadowMargin(of: layer))
        }
        extent = extent.integral
        let cache: RasterCache
        var missed = false
        if let cached = layer.rasterCache, cached.version == layer.subtreeChangeCount, cached.scale == scale,
            cached.extent == extent
        {
            cache = cached
        } else {
            guard let fresh = rasterize(layer, extent: extent, scale: scale) else { return false }
            record(layer, .rasterization)
            missed = true
            layer.rasterCache = fresh
            cache = fresh
        }
        cr.withSavedState {
            cr.translateBy(x: Double(extent.minX), y: Double(extent.minY))
            cr.scaleBy(x: 1 / Double(scale), y: 1 / Double(scale))
            cr.setSource(cache.surface, x: 0, y: 0)
            cr.setSourceFilter(.good)
            cr.paint(alpha: alpha)
        }
        drawDebugOverlays(for: layer, offscreen: missed, alpha: alpha)
        return true
    }

    private func rasterize(_ layer: CALayer, extent: CGRect, scale: CGFloat) -> RasterCache? {
        let w = (extent.width * scale).rounded(.up), h = (extent.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= CGFloat(CGImage.maximumSide),
            h <= CGFloat(CGImage.maximumSide),
            let surface = RenderSurface.make(width: Int(w), height: Int(h))
        else { return nil }
        surface.draw { context in
            context.scaleBy(x: Double(scale), y: Double(scale))
            context.translateBy(x: -Double(extent.minX), y: -Double(extent.minY))
            let inner = LayerCompositor(context: context, server: server, debug: [], presentationTime: presentationTime)
            inner.compositeLive(layer, alpha: 1, opacity: 1)
            passes += inner.passes
        }
        return RasterCache(surface: surface, version: layer.subtreeChangeCount, scale: scale, extent: extent)
    }
}
