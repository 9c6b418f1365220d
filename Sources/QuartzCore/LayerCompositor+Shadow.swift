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

    /// Draws the shadow of `layer.shadowPath`.
    func drawPathShadow(of layer: CALayer, alpha: Double) {
        guard let path = layer.shadowPath else { return }
        let margin = shadowMargin(of: layer)
        let box = path.boundingBox
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return }
        let extent = box.insetBy(dx: -margin, dy: -margin).offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
        let shape = offscreen(covering: extent.union(box)) { inner in
            CGPathReplay.append(path, to: inner.cr)
            cairo_set_source_rgba(inner.cr, 0, 0, 0, 1)
            cairo_fill(inner.cr)
        }
        guard let shape else { return }
        paintShadow(from: shape, of: layer, alpha: alpha)
        cairo_surface_destroy(shape.surface)
    }

    /// Draws the layer's body off-screen, its alpha shadow below it, then the body.
    func drawBodyWithAlphaShadow(_ layer: CALayer, alpha: Double) {
        let margin = shadowMargin(of: layer)
        let extent = subtreeExtent(of: layer).insetBy(dx: -margin, dy: -margin)
        guard let body = offscreen(covering: extent, { $0.drawBody(layer, alpha: alpha) }) else {
            return drawBody(layer, alpha: alpha) // nothing visible, or no memory: no shadow
        }
        paintShadow(from: body, of: layer, alpha: 1)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, body.surface, body.origin.x, body.origin.y)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_surface_destroy(body.surface)
    }

    /// Blurs the alpha of `shape`, tints it and paints it at the shadow offset.
    private func paintShadow(from shape: Offscreen, of layer: CALayer, alpha: Double) {
        guard let color = layer.shadowColor else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let offset = layer.shadowOffset
        let ow = offset.width.isFinite ? Double(offset.width) : 0, oh = offset.height.isFinite ? Double(offset.height) : 0
        let dx = m.xx * ow + m.xy * oh, dy = m.yx * ow + m.yy * oh
        let radius = layer.shadowRadius.isFinite ? max(Double(layer.shadowRadius), 0) : 0
        let sigma = radius * Self.shadowSigmaPerRadius * deviceScale
        let opacity = Double(min(max(layer.shadowOpacity, 0), 1)) * alpha
        cairo_save(cr)
        cairo_identity_matrix(cr)
        setSource(color, alpha: opacity)
        if let (blurred, factor) = AlphaBlur.blurredAlpha(of: shape.surface, sigma: sigma) {
            let pattern = cairo_pattern_create_for_surface(blurred)!
            var pm = cairo_matrix_t()
            cairo_matrix_init_scale(&pm, 1 / Double(factor), 1 / Double(factor))
            cairo_matrix_translate(&pm, -(shape.origin.x + dx), -(shape.origin.y + dy))
            cairo_pattern_set_matrix(pattern, &pm)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_mask(cr, pattern)
            cairo_pattern_destroy(pattern)
            cairo_surface_destroy(blurred)
        }
        cairo_restore(cr)
    }
}
