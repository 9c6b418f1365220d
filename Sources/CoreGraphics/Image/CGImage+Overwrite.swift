import CCairo
import Foundation

extension CGImage {
    /// ViewLab: copies the pixels of `other` (the same size and layout) into this image and
    /// returns true; false (nothing copied) when they differ. A `CGImage` is immutable to everyone
    /// who holds it, so this is only for an image no one else holds — a recorder reusing the
    /// bitmap of a frame the encoder and the caller have let go of, instead of allocating (and
    /// having the kernel zero) a full-screen bitmap every frame.
    ///
    /// With `rects` (pixel rectangles, top-left origin) only those pixels are copied: for an image
    /// that already equals `other` everywhere else (the frame before, and the rectangles a renderer
    /// drew again since).
    @_spi(ViewLab) public func overwritePixels(with other: CGImage, in rects: [CGRect]? = nil) -> Bool {
        guard other !== self, width == other.width, height == other.height, bytesPerRow == other.bytesPerRow,
            cairo_image_surface_get_format(surface) == cairo_image_surface_get_format(other.surface)
        else { return false }
        cairo_surface_flush(other.surface)
        cairo_surface_flush(surface)
        guard let from = cairo_image_surface_get_data(other.surface), let to = cairo_image_surface_get_data(surface)
        else { return false }
        let format = cairo_image_surface_get_format(surface)
        if let rects, format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 {  // four bytes a pixel
            let whole = CGRect(x: 0, y: 0, width: width, height: height)
            for rect in rects {
                let r = rect.integral.intersection(whole)
                guard !r.isNull, r.width >= 1, r.height >= 1 else { continue }
                let (x, y, w, h) = (Int(r.minX), Int(r.minY), Int(r.width), Int(r.height))
                for row in y..<(y + h) {
                    (to + row * bytesPerRow + x * 4).update(from: from + row * bytesPerRow + x * 4, count: w * 4)
                }
            }
        } else {
            to.update(from: from, count: bytesPerRow * height)
        }
        cairo_surface_mark_dirty(surface)
        bitmapInfo = other.bitmapInfo
        colorSpace = other.colorSpace
        return true
    }
}
