import CCairo
import Foundation

// MARK: - Shadows

/// Shadows, drawn for every painting operation while set (part of the graphics state).
///
/// Rules followed (Core Graphics'):
/// - `offset` and `blur` are in the context's **base space**, not affected by the CTM. For a raw
///   bitmap context (bottom-left origin) a positive `height` moves the shadow **up**; for the
///   top-left contexts UIKit hands out (`draw(_:)`, `UIGraphicsImageRenderer`) a positive
///   `height` moves it **down** and both values are in points (scaled by the context's scale).
/// - The blur is approximately Gaussian with σ = blur / 2 (`AlphaBlur`: three box-blur passes).
/// - The shadow is computed from the whole shape (not clipped), then composited through the clip
///   with the current blend mode, before the shape itself. Its opacity is the shadow colour's
///   alpha times the shape's coverage (which includes the global alpha).
extension CGContext {
    /// Sets a shadow with the given colour; a nil or fully transparent colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.rgba.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: max(blur, 0), color: color)
    }

    /// Sets a shadow in black at one-third alpha (Core Graphics' default shadow colour).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Renders `draw` into an A8 buffer around `extents`, blurs it, and composites the shadow
    /// colour through it at the shadow offset.
    func drawShadow(_ shadow: Shadow, extents: CGRect, clipSourceToClip: Bool, _ draw: (OpaquePointer) -> Void) {
        let offset = shadow.offset.applying(base)
        let scale = (abs(base.a * base.d - base.b * base.c)).squareRoot()
        let sigma = Double(shadow.blur * scale / 2)
        let pad = CGFloat(AlphaBlur.reach(sigma: sigma) + 2)
        // Only the part of the shape whose shadow can land on the surface matters.
        let canvas = CGRect(
            x: -offset.width - pad, y: -offset.height - pad,
            width: CGFloat(width) + 2 * pad, height: CGFloat(height) + 2 * pad)
        var source = extents.intersection(canvas)
        if clipSourceToClip { source = source.intersection(clipDeviceExtents) }
        guard !source.isNull, !source.isEmpty, source.width.isFinite, source.height.isFinite else { return }
        source = source.integral
        let bufferWidth = Int(source.width + 2 * pad), bufferHeight = Int(source.height + 2 * pad)
        guard bufferWidth <= CGImage.maximumSide + 4 * Int(pad), bufferHeight <= CGImage.maximumSide + 4 * Int(pad),
            let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(bufferWidth), Int32(bufferHeight)),
            cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS
        else { return }
        defer { cairo_surface_destroy(mask) }

        // 1. The shape, unclipped, into the mask (buffer pixel 0 = device source.minX - pad).
        let originX = Double(source.minX - pad), originY = Double(source.minY - pad)
        cairo_surface_set_device_offset(mask, -originX, -originY)
        let cr = cairo_create(mask)!
        setCairoMatrix(cr, cairoMatrix(cairo))
        copyStrokeSettings(to: cr)
        cairo_set_antialias(cr, cairo_get_antialias(cairo))
        if clipSourceToClip {
            // Paint-type operations (gradients, layers) cover the clip: bound them by its extents.
            let clip = clipDeviceExtents
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
            cairo_clip(cr)
            setCairoMatrix(cr, cairoMatrix(cairo))
        }
        emitPath(cairoPathSource(), into: cr)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(mask)
        cairo_surface_set_device_offset(mask, 0, 0)

        // 2. Blur its alpha.
        if let data = cairo_image_surface_get_data(mask) {
            AlphaBlur.blur(
                data, width: bufferWidth, height: bufferHeight, stride: Int(cairo_image_surface_get_stride(mask)),
                sigma: sigma)
            cairo_surface_mark_dirty(mask)
        }

        // 3. Composite the shadow colour through it, offset, in device space.
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        let c = shadow.color.rgba
        cairo_set_source_rgba(cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        cairo_mask_surface(cairo, mask, originX + Double(offset.width), originY + Double(offset.height))
        cairo_restore(cairo)
    }

    /// The path the current operation paints, as a device-space `CGPath` copied from cairo.
    func cairoPathSource() -> CGPath {
        let matrix = cairoMatrix(cairo)
        cairo_identity_matrix(cairo)
        defer { setCairoMatrix(cairo, matrix) }
        return CGPath.copyingCurrentPath(of: cairo)
    }

    /// Copies line width, caps, joins, miter limit, dashes and fill rule to another cairo context.
    func copyStrokeSettings(to cr: OpaquePointer) {
        cairo_set_line_width(cr, cairo_get_line_width(cairo))
        cairo_set_line_cap(cr, cairo_get_line_cap(cairo))
        cairo_set_line_join(cr, cairo_get_line_join(cairo))
        cairo_set_miter_limit(cr, cairo_get_miter_limit(cairo))
        cairo_set_fill_rule(cr, cairo_get_fill_rule(cairo))
        cairo_set_tolerance(cr, cairo_get_tolerance(cairo))
        let count = cairo_get_dash_count(cairo)
        if count > 0 {
            var dashes = [Double](repeating: 0, count: Int(count))
            var phase = 0.0
            cairo_get_dash(cairo, &dashes, &phase)
            cairo_set_dash(cr, dashes, count, phase)
        }
    }
}
