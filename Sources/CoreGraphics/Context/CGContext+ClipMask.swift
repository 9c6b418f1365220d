import CCairo
import Foundation

// MARK: - Clipping to a mask image

/// `clip(to:mask:)`: a clip with partial coverage. Cairo clips only to paths, so the mask is kept
/// in the graphics state as a device-space coverage bitmap (`ClipMask`), and every drawing
/// operation made while it is set runs through `drawingThroughClipMask`: the operation is drawn
/// into a group that starts as a copy of the destination, and the group then replaces the
/// destination in proportion to the mask's coverage (dst = dst × (1 − m) + group × m). The result
/// is what the operation would give with any blend mode, shadow or alpha, faded by the mask.
extension CGContext {
    /// Intersects the clip with `mask` drawn into `rect` (user space; the image is placed as
    /// `draw(_:in:)` places it, so the CTM and the orientation rule apply). Apple: "Maps a mask into
    /// the specified rectangle and intersects it with the current clipping area of the graphics
    /// context" (`CGContext.clip(to:mask:)`). A gray or opaque image masks by its gray value (luma
    /// for RGB: white paints, black masks out), an image with alpha by its alpha (see
    /// `ClipMask.coverage(of:)`). Outside `rect` everything is masked out. Fills, strokes, `clear`,
    /// images, gradients, shadows, text, `CALayer.render(in:)` and transparency layers (composited
    /// through the mask when they end) all honour it; `saveGState`/`restoreGState` save and restore
    /// it with the rest of the clip.
    ///
    /// An image mask (`CGImage(maskWidth:…)`) clips by its inverse samples (it stores them as alpha).
    public func clip(to rect: CGRect, mask: CGImage) {
        // The clip path: `rect` itself, so that `boundingBoxOfClipPath` shrinks as on iOS. The
        // current path (kept outside cairo) is not touched.
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cairo)
        guard let matrix = imageToDeviceMatrix(width: mask.width, height: mask.height, in: rect),
            let combined = ClipMask(width: width, height: height),
            let coverage = ClipMask.coverage(of: mask)
        else { return }
        defer { cairo_surface_destroy(coverage) }
        let cr = cairo_create(combined.surface)!
        defer { cairo_destroy(cr) }
        // The new mask, resampled and placed as an image would be, limited to its own rectangle.
        CGContext.paintImage(
            coverage, width: mask.width, height: mask.height, matrix: matrix,
            filter: CGContext.cairoFilter(for: interpolationQuality), tiled: false, alpha: 1, on: cr)
        // Intersected with the mask already in effect: coverages multiply.
        if let previous = state.clipMask {
            cairo_set_operator(cr, CAIRO_OPERATOR_IN)
            cairo_set_source_surface(cr, previous.surface, 0, 0)
            cairo_paint(cr)
        }
        cairo_surface_flush(combined.surface)
        state.clipMask = combined
    }

    /// Runs `draw`, which paints on `cairo` (directly, or through `render`), honouring the clip
    /// mask when one is set (see above); without a mask it just runs `draw`. For other ViewLab
    /// modules that paint on the context's cairo context themselves (text, `CALayer.render(in:)`).
    /// Cairo's own clip applies once, when the group is composited.
    @_spi(ViewLab) public func drawingThroughClipMask(_ draw: () -> Void) {
        guard let mask = state.clipMask else { return draw() }
        let target = cairo_get_group_target(cairo)
        cairo_push_group(cairo)
        // The group: a copy of the destination (the group surface covers the clip's extents), drawn
        // on without the clip, which is applied once below.
        cairo_reset_clip(cairo)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, target, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
        draw()
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        var identity = CGAffineTransform.identity.cairoValue
        cairo_pattern_set_matrix(group, &identity)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_mask_surface(cairo, mask.surface, 0, 0)
        cairo_set_operator(cairo, CAIRO_OPERATOR_ADD)
        cairo_set_source(cairo, group)
        cairo_mask_surface(cairo, mask.surface, 0, 0)
        cairo_restore(cairo)
    }

    /// Whether a clip mask is in effect (the drawing pipeline then cannot bound what it changed).
    var hasClipMask: Bool { state.clipMask != nil }
}
