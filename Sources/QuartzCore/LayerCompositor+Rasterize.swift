import CCairo
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
        if layer.hasVisibleShadow { extent = extent.insetBy(dx: -Self.shadowMargin(of: layer), dy: -Self.shadowMargin(of: layer)) }
        extent = extent.integral
        let cache: RasterCache
        var missed = false
        if let cached = layer.rasterCache, cached.version == layer.subtreeChangeCount, cached.scale == scale, cached.extent == extent {
            cache = cached
        } else {
            guard let fresh = rasterize(layer, extent: extent, scale: scale) else { return false }
            record(layer, .rasterization)
            missed = true
            layer.rasterCache = fresh
            cache = fresh
        }
        cairo_save(cr)
        cairo_translate(cr, Double(extent.minX), Double(extent.minY))
        cairo_scale(cr, 1 / Double(scale), 1 / Double(scale))
        cairo_set_source_surface(cr, cache.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
        drawDebugOverlays(for: layer, offscreen: missed, alpha: alpha)
        return true
    }

    private func rasterize(_ layer: CALayer, extent: CGRect, scale: CGFloat) -> RasterCache? {
        let w = (extent.width * scale).rounded(.up), h = (extent.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= CGFloat(CGImage.maximumSide), h <= CGFloat(CGImage.maximumSide),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let context = cairo_create(surface)!
        cairo_scale(context, Double(scale), Double(scale))
        cairo_translate(context, -Double(extent.minX), -Double(extent.minY))
        let inner = LayerCompositor(cairo: context, debug: [], presentationTime: presentationTime)
        inner.compositeLive(layer, alpha: 1, opacity: 1)
        passes += inner.passes
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return RasterCache(surface: surface, version: layer.subtreeChangeCount, scale: scale, extent: extent)
    }
}
