import CCairo
@_spi(ViewLab) import CoreGraphics
import Foundation

/// Shadows. The shape is either `shadowPath` filled in the layer's space or the alpha of the
/// rendered layer subtree (an off-screen pass); it is blurred with a Gaussian, offset by
/// `shadowOffset` in the layer's space (so the shadow turns and scales with the layer's
/// transform, as on iOS), tinted with `shadowColor × shadowOpacity` and drawn below the layer.
///
/// Blur: σ = `shadowRadius` (`LayerCompositor.shadowSigmaPerRadius`). Apple does not document the
/// kernel; the rule follows the de-facto conversion used for iOS design hand-off (Sketch / Zeplin /
/// Figma "blur B" → `shadowRadius = B / 2`) together with CSS's definition of a blur radius B as a
/// Gaussian of σ = B / 2 — so a layer shadow of radius r looks like a CSS `box-shadow` blur of 2r.
extension LayerCompositor {
    /// Gaussian σ per point of `shadowRadius` (see above).
    static let shadowSigmaPerRadius = 1.0

    /// Draws the shadow of `layer.shadowPath` (shared between layers with the same path, CTM,
    /// radius and colour; see `ShadowBitmap`).
    func drawPathShadow(of layer: CALayer, alpha: Double) {
        guard let path = layer.shadowPath, layer.shadowColor != nil else { return }
        let margin = Self.shadowMargin(of: layer)
        let box = path.boundingBox
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return }
        let extent = box.insetBy(dx: -margin, dy: -margin).offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
        guard let region = deviceRegion(covering: extent.union(box)) else { return }
        let key = shadowKey(.path(path), of: layer, region: region, alpha: alpha)
        let shadow = ShadowBitmap.shared(key) {
            guard let shape = offscreen(in: region, countingPasses: false, { inner in
                CGPathReplay.append(path, to: inner.cr)
                cairo_set_source_rgba(inner.cr, 0, 0, 0, 1)
                cairo_fill(inner.cr)
            }) else { return nil }
            defer { shape.recycle() }
            return ShadowBitmap(key: key, shape: shape.surface)
        }
        shadow?.paint(in: cr, origin: (Double(region.minX), Double(region.minY)), offset: shadowDeviceOffset(of: layer), frame: targetBounds)
    }

    /// Draws the shadow of the layer's rendered alpha, then the body — as Core Animation does it,
    /// with an off-screen pass: the body is rendered into its own bitmap on the frame's pixel grid,
    /// its alpha gives the shadow, and the bitmap is composited over the shadow. The blurred shadow
    /// is kept on the layer while its subtree and placement do not change; the body bitmap then only
    /// covers the clip. The body always reaches the frame through the bitmap, so a frame looks the
    /// same whether the shadow was cached or not.
    func drawBodyWithAlphaShadow(_ layer: CALayer, alpha: Double) {
        let margin = Self.shadowMargin(of: layer)
        let extent = Self.subtreeExtent(of: layer).insetBy(dx: -margin, dy: -margin)
        guard layer.shadowColor != nil, let region = deviceRegion(covering: extent) else { return drawBody(layer, alpha: alpha) }
        let key = shadowKey(.subtree(version: layer.subtreeChangeCount, alpha: alpha, debug: Int(debug.rawValue)), of: layer, region: region, alpha: 1)
        // A subtree that changes with the time (animations, particles) changes no version: not cached.
        let timeVarying = presentationTime != nil && layer.subtreeHasAnimations
        // Drawn already in this frame (an earlier damaged rectangle): the same pixels again.
        if timeVarying, let drawn = frameShadows?.drawn[ObjectIdentifier(layer.modelLayer ?? layer)], drawn.key == key,
           drawn.region == region, drawn.time == presentationTime {
            drawn.shadow?.paint(in: cr, origin: (Double(region.minX), Double(region.minY)), offset: shadowDeviceOffset(of: layer), frame: targetBounds)
            drawn.body.paint(in: cr)
            return
        }
        let cached = !timeVarying && layer.shadowBitmap?.key == key
        let bodyRegion = cached ? region.intersection(deviceClip) : region
        guard !bodyRegion.isEmpty else { return }
        guard let body = offscreen(in: bodyRegion, whole: region, countingPasses: false, { $0.drawBody(layer, alpha: alpha) }) else {
            return drawBody(layer, alpha: alpha)
        }
        let shadow = cached ? layer.shadowBitmap : ShadowBitmap(key: key, shape: body.surface)
        if !timeVarying { layer.shadowBitmap = shadow }
        // Kept for the frame's other damaged rectangles (recycled when the frame is done).
        if timeVarying, bodyRegion == region, let frameShadows {
            frameShadows.drawn[ObjectIdentifier(layer.modelLayer ?? layer)] = .init(layer: layer, key: key, region: region, time: presentationTime,
                                                                                     body: body, shadow: shadow)
        }
        shadow?.paint(in: cr, origin: (Double(region.minX), Double(region.minY)), offset: shadowDeviceOffset(of: layer), frame: targetBounds)
        body.paint(in: cr)
        if frameShadows?.drawn[ObjectIdentifier(layer.modelLayer ?? layer)]?.body.surface != body.surface { body.recycle() }
    }

    /// The current clip's device extents, in whole pixels.
    private var deviceClip: CGRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).integral
    }

    /// The cache key of a shadow whose shape covers the device rectangle `region`.
    private func shadowKey(_ shape: ShadowBitmap.Key.Shape, of layer: CALayer, region: CGRect, alpha: Double) -> ShadowBitmap.Key {
        let radius = layer.shadowRadius.isFinite ? max(Double(layer.shadowRadius), 0) : 0
        let sigma = radius * Self.shadowSigmaPerRadius * deviceScale
        let opacity = Double(min(max(layer.shadowOpacity, 0), 1)) * alpha
        let c = layer.shadowColor?.rgba
        let tint = [c?.red, c?.green, c?.blue].map { Double($0 ?? 0) } + [Double(c?.alpha ?? 0) * opacity]
        return ShadowBitmap.Key(shape: shape, matrix: currentMatrix, region: region, sigma: sigma, tint: tint)
    }

    /// `shadowOffset` in device space (it turns and scales with the layer).
    private func shadowDeviceOffset(of layer: CALayer) -> (dx: Double, dy: Double) {
        let m = currentMatrix
        let offset = layer.shadowOffset
        let ow = offset.width.isFinite ? Double(offset.width) : 0, oh = offset.height.isFinite ? Double(offset.height) : 0
        return (m.xx * ow + m.xy * oh, m.yx * ow + m.yy * oh)
    }
}
