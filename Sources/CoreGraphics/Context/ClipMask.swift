import CCairo

/// The coverage a `CGContext.clip(to:mask:)` leaves: one 8-bit alpha value per device pixel of the
/// context (cairo A8, top-left origin), 255 where drawing passes unchanged and 0 where it is masked
/// out. Part of the graphics state (shared, never changed once made: intersecting a further mask
/// makes a new one), so `saveGState`/`restoreGState` keep and bring back the mask that was in effect.
final class ClipMask {
    /// The A8 surface (owned).
    let surface: OpaquePointer

    /// A mask of `width`×`height` pixels that covers nothing yet, or nil when cairo cannot allocate it.
    init?(width: Int, height: Int) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }

    /// The coverage an image gives as a clip mask, as an A8 surface of the image's size (the caller
    /// destroys it). Apple's `CGContextClipToMask`: "the mask … is a grayscale image: … samples
    /// with a value of 1 are painted, 0 are masked out, intermediate values are partially painted"
    /// (images with an alpha channel are used by their alpha, as Core Graphics does in practice —
    /// the common "clip to a rendered shape" idiom). So: an image without alpha (`alphaInfo` none/
    /// skip — gray bitmap snapshots, opaque images) gives its gray value, RGB ones their luma
    /// (`Luma`); an image with alpha gives its alpha.
    static func coverage(of image: CGImage) -> OpaquePointer? {
        guard let coverage = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height)) else {
            return nil
        }
        guard cairo_surface_status(coverage) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(coverage)
        else {
            cairo_surface_destroy(coverage)
            return nil
        }
        let usesAlpha = ![.none, .noneSkipFirst, .noneSkipLast].contains(image.alphaInfo)
        let outStride = Int(cairo_image_surface_get_stride(coverage))
        cairo_surface_flush(coverage)
        image.withPixels { bytes, stride in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let v = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                    let value =
                        usesAlpha ? v >> 24 : Luma.of(red: (v >> 16) & 0xFF, green: (v >> 8) & 0xFF, blue: v & 0xFF)
                    data[y * outStride + x] = UInt8(value)
                }
            }
        }
        cairo_surface_mark_dirty(coverage)
        return coverage
    }
}
