import CCairo
import Foundation

/// Drawing `CGImage`s, as `CGContextDrawImage` / `CGContextDrawTiledImage` do.
///
/// **Orientation rule (as on Apple platforms).** The image is mapped onto `rect` in user space
/// with its first row (row 0, the top of the picture) at `rect.maxY` and its last row at
/// `rect.minY`. In an unflipped Core Graphics context (origin bottom-left, y up) `maxY` is the top
/// of the rect on the device, so the image appears upright. In a UIKit-flipped context (origin
/// top-left, y down: `draw(_:)`, image renderers) `maxY` is the bottom, so the image appears
/// **upside down** — the classic `CGContextDrawImage` surprise; `UIImage.draw(in:)` flips the
/// CTM first and draws upright.
///
/// The current transform, clip, alpha (`setAlpha`) and blend mode apply. Resampling follows
/// `interpolationQuality`: `.none` → nearest neighbour, `.low` → bilinear, `.default`/`.medium`
/// → cairo's GOOD filter, `.high` → BEST. Pixels at the edge of the image are extended (not
/// blended with transparency) when scaling, so scaled images keep solid edges.
extension CGContext {
    /// Draws `image` scaled to fill `rect` (see the orientation rule above). An empty or
    /// non-finite rect draws nothing.
    public func draw(_ image: CGImage, in rect: CGRect) {
        // An image mask paints the fill colour where its samples let it (Apple, *Quartz 2D
        // Programming Guide*: "an image mask … specifies an area to paint, with the current fill colour").
        guard !image.isMask else {
            saveGState()
            clip(to: rect, mask: image)
            fill(rect)
            restoreGState()
            return
        }
        drawImage(image, in: rect, tiled: false)
    }

    /// Draws `image` into `rect`, or — when `byTiling` is true — repeats it across the whole clip
    /// area with `rect` as one tile (tiles are placed in user space, so they follow the CTM).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        drawImage(image, in: rect, tiled: byTiling)
    }

    // MARK: - Implementation

    /// The cairo filter for an interpolation quality.
    @_spi(ViewLab) public static func cairoFilter(for quality: CGInterpolationQuality) -> cairo_filter_t {
        switch quality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }

    /// The matrix from image space (one unit per pixel of an image `width`×`height` pixels, row 0
    /// first) to cairo device space that maps the image onto `rect` in user space under the current
    /// CTM, following the orientation rule above (row 0 at `rect.maxY`). Nil when nothing would be
    /// visible: an empty or non-finite rect, or a matrix cairo would consider singular (which would
    /// put the context into a permanent error state; an image scaled to less than 10⁻¹² of its area
    /// is invisible anyway). Shared by image drawing and `clip(to:mask:)`.
    func imageToDeviceMatrix(width: Int, height: Int, in rect: CGRect) -> cairo_matrix_t? {
        let r = rect.standardized
        guard width > 0, height > 0, r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite,
            r.width.isFinite, r.height.isFinite
        else { return nil }
        var local = cairo_matrix_t(
            xx: Double(r.width) / Double(width), yx: 0, xy: 0, yy: -Double(r.height) / Double(height),
            x0: Double(r.minX), y0: Double(r.maxY))
        var device = cairo_matrix_t(), combined = cairo_matrix_t()
        cairo_get_matrix(cairo, &device)
        cairo_matrix_multiply(&combined, &local, &device)
        let determinant = combined.xx * combined.yy - combined.xy * combined.yx
        guard determinant.isFinite, abs(determinant) > 1e-12, combined.x0.isFinite, combined.y0.isFinite else {
            return nil
        }
        return combined
    }

    private func drawImage(_ image: CGImage, in rect: CGRect, tiled: Bool) {
        guard let combined = imageToDeviceMatrix(width: image.width, height: image.height, in: rect) else { return }
        let alpha = Double(min(max(imageDrawingAlpha, 0), 1))
        let width = Double(image.width), height = Double(image.height)
        let filter = CGContext.cairoFilter(for: interpolationQuality)
        let extents = tiled ? nil : CGContext.deviceBounds(width: width, height: height, matrix: combined)
        renderImageOperation(extents: extents) { cr in
            CGContext.paintImage(
                image.surface, width: image.width, height: image.height, matrix: combined,
                filter: filter, tiled: tiled, alpha: alpha, on: cr)
        }
    }

    /// Paints an image surface of `width`×`height` pixels on `cr` through `matrix` (image space →
    /// device, see `imageToDeviceMatrix`) with `filter`: edge pixels extended, only the image's own
    /// rectangle — or, `tiled`, repeated over the whole clip. Shared by image drawing and
    /// `clip(to:mask:)`, which places its mask exactly as an image.
    static func paintImage(
        _ surface: OpaquePointer, width: Int, height: Int, matrix: cairo_matrix_t, filter: cairo_filter_t,
        tiled: Bool, alpha: Double, on cr: OpaquePointer
    ) {
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var matrix = matrix
        cairo_set_matrix(cr, &matrix)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        if !tiled {
            // Paint only the image's own rectangle (tiles cover the whole clip).
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, Double(width), Double(height))
            cairo_clip(cr)
        }
        cairo_paint_with_alpha(cr, alpha)
    }

    /// The device-space bounding box of the image rectangle (0, 0, width, height) under `matrix`.
    static func deviceBounds(width: Double, height: Double, matrix: cairo_matrix_t) -> CGRect {
        var m = matrix
        var xs: [Double] = [], ys: [Double] = []
        for (x0, y0) in [(0.0, 0.0), (width, 0), (0, height), (width, height)] {
            var x = x0, y = y0
            cairo_matrix_transform_point(&m, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
