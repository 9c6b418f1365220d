import CCairo
import Foundation

extension CGImage {
    /// ViewLab: copies the pixels of `other` (the same size and layout) into this image and
    /// returns true; false (nothing copied) when they differ. A `CGImage` is immutable to everyone
    /// who holds it, so this is only for an image no one else holds — a recorder reusing the
    /// bitmap of a frame the encoder and the caller have let go of, instead of allocating (and
    /// having the kernel zero) a full-screen bitmap every frame.
    @_spi(ViewLab) public func overwritePixels(with other: CGImage) -> Bool {
        guard other !== self, width == other.width, height == other.height, bytesPerRow == other.bytesPerRow,
              cairo_image_surface_get_format(surface) == cairo_image_surface_get_format(other.surface) else { return false }
        cairo_surface_flush(other.surface)
        cairo_surface_flush(surface)
        guard let from = cairo_image_surface_get_data(other.surface), let to = cairo_image_surface_get_data(surface) else { return false }
        to.update(from: from, count: bytesPerRow * height)
        cairo_surface_mark_dirty(surface)
        bitmapInfo = other.bitmapInfo
        colorSpace = other.colorSpace
        return true
    }
}
