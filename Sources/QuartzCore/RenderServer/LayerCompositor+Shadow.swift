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
        let extent = box.insetBy(dx: -margin, dy: -margin).offsetBy(
            dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
        guard let region = deviceRegion(covering: extent.union(box)) else { return }
        let key = shadowKey(.path(path), of: layer, region: region, alpha: alpha)
        let shadow = server.pathShadows.bitmap(key) {
            guard
                let shape = offscreen(
                    in: region, countingPasses: false,
                    { inner in
                        CGPathReplay.append(path, to: inner.cr)
                        inner.cr.setSource(red: 0, green: 0, blue: 0, alpha: 1)
                        inner.cr.fillPath()
                    })
            else { return nil }
            defer { shape.recycle() }
            return ShadowBitmap(key: key, shape: shape.surface)
        }
        shadow?.paint(
            in: cr, origin: (Double(region.minX), Double(region.minY)), offset: shadowDeviceOffset(of: layer),
            frame: targetBounds)
    }

    /// Draws the shadow of the layer's rendered alpha, then the body — as Core Animation does it,
    /// with an off-screen pass: the body is rendered into its own bitmap on the frame's pixel grid,
    /// its alpha gives the shadow, and the bitmap is composited over the shadow. The blurred shadow
    /// is kept on the layer while its subtree and placement do not change, and, in the frames of a
    /// `LayerDamageTracker`, from one frame to the next while the tracker finds its alpha unchanged
    /// (what changed under it lies where its body is opaque: an animated ring on an opaque card);
    /// the body bitmap then only covers the clip. The body always reaches the frame through the
    /// bitmap, so a frame looks the same whether the shadow was kept or not.
    func drawBodyWithAlphaShadow(_ layer: CALayer, alpha: Double) {
        let margin = Self.shadowMargin(of: layer)
        let extent = Self.subtreeExtent(of: layer).insetBy(dx: -margin, dy: -margin)
        guard layer.shadowColor != nil, let region = deviceRegion(covering: extent) else {
            return drawBody(layer, alpha: alpha)
        }
        let model = layer.modelLayer ?? layer
        let key = shadowKey(
            .subtree(version: layer.subtreeChangeCount, alpha: alpha, debug: Int(debug.rawValue)), of: layer,
            region: region, alpha: 1)
        // A subtree that changes with the time (animations, particles) changes no version: kept
        // only from one tracked frame to the next.
        let timeVarying = presentationTime != nil && layer.subtreeHasAnimations
        // Drawn already in this frame (an earlier damaged rectangle): the same pixels again.
        if timeVarying, let drawn = frameShadows?.drawn[ObjectIdentifier(model)], drawn.key == key,
            drawn.region == region, drawn.time == presentationTime
        {
            drawn.shadow?.paint(
                in: cr, origin: (Double(region.minX), Double(region.minY)), offset: shadowDeviceOffset(of: layer),
                frame: targetBounds)
            drawn.body.paint(in: cr)
            return
        }
        let kept = keptAlphaShadow(of: model, key: key, timeVarying: timeVarying)
        let bodyRegion = kept != nil ? region.intersection(deviceClip) : region
        guard !bodyRegion.isEmpty else { return }
        guard
            let body = offscreen(
                in: bodyRegion, whole: region, countingPasses: false, { $0.drawBody(layer, alpha: alpha) })
        else {
            return drawBody(layer, alpha: alpha)
        }
        let shadow = kept ?? ShadowBitmap(key: key, shape: body.surface)
        if kept == nil { server.alphaShadowsBlurred += 1 }
        if !timeVarying || unchangedAlphaShadows != nil { model.shadowBitmap = shadow }
        shadow?.frame = unchangedAlphaShadows.map { ($0.tracker, $0.frame, presentationTime) }
        // Kept for the frame's other damaged rectangles (recycled when the frame is done).
        if timeVarying, kept == nil, bodyRegion == region, let frameShadows {
            frameShadows.drawn[ObjectIdentifier(model)] = .init(
                layer: layer, key: key, region: region, time: presentationTime,
                body: body, shadow: shadow)
        }
        shadow?.paint(
            in: cr, origin: (Double(region.minX), Double(region.minY)), offset: shadowDeviceOffset(of: layer),
            frame: targetBounds)
        body.paint(in: cr)
        if frameShadows?.drawn[ObjectIdentifier(model)]?.body.surface != body.surface { body.recycle() }
    }

    /// The blurred shadow kept on `model` that is still its shadow for `key`: made for the same
    /// subtree version (a subtree without animations), or in the current frame of this compositor's
    /// tracker, or in the tracker's frame before when the tracker found the alpha unchanged since —
    /// then with the same placement, blur and tint, whatever the version. Nil: blur again.
    private func keptAlphaShadow(of model: CALayer, key: ShadowBitmap.Key, timeVarying: Bool) -> ShadowBitmap? {
        guard let kept = model.shadowBitmap else { return nil }
        if !timeVarying, kept.key == key { return kept }
        guard let tracked = unchangedAlphaShadows, let made = kept.frame, made.tracker == tracked.tracker else {
            return nil
        }
        // (A replicator draws copies at other moments of the same frame.)
        let current = made.number == tracked.frame && made.time == presentationTime
        let carried = made.number + 1 == tracked.frame && tracked.layers.contains(ObjectIdentifier(model))
        var sameShape = kept.key
        sameShape.shape = key.shape
        guard current || carried, sameShape == key else { return nil }
        kept.key = key
        return kept
    }

    /// The current clip's device extents, in whole pixels.
    private var deviceClip: CGRect { cr.deviceClipBounds.integral }

    /// The cache key of a shadow whose shape covers the device rectangle `region`.
    private func shadowKey(_ shape: ShadowBitmap.Key.Shape, of layer: CALayer, region: CGRect, alpha: Double)
        -> ShadowBitmap.Key
    {
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
        let ow = offset.width.isFinite ? Double(offset.width) : 0,
            oh = offset.height.isFinite ? Double(offset.height) : 0
        return (m.a * ow + m.c * oh, m.b * ow + m.d * oh)
    }
}
