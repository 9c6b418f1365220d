import CCairo
import Foundation

extension CGImage {
    /// ViewLab (rendering API, for ImageIO's decoders): a new transparent ARGB32 image of `width` × `height` pixels whose
    /// pixels `fill` writes (the first pixel and the bytes per row); nil when cairo cannot
    /// allocate it.
    package static func decoded(width: Int, height: Int, _ fill: (UnsafeMutablePointer<UInt8>?, Int) throws -> Void)
        rethrows -> CGImage?
    {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let image = CGImage(adoptingSurface: surface)
        cairo_surface_flush(surface)
        try fill(cairo_image_surface_get_data(surface), Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        return image
    }
}
