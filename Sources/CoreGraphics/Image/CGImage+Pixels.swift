import CCairo
import Foundation

/// ViewLab (rendering API for UIKit): new images made from an image's pixels. Core Graphics spells
/// these as a bitmap context drawn into (`clip(to:mask:)` + `fill`, `draw(_:in:)` with `.copy`);
/// these do the same in one step, without a context's state.
extension CGImage {
    /// A new image of the same size: `color` masked by this image's alpha (`UIImage.withTintColor`).
    package func masking(color: CGColor) -> CGImage? {
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(target) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let cairo = cairo_create(target)
        let c = color.rgba
        cairo_set_source_rgba(cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        cairo_mask_surface(cairo, surface, 0, 0)
        cairo_destroy(cairo)
        cairo_surface_flush(target)
        return CGImage(adoptingSurface: target)
    }

    /// A copy of the pixels in `rect` (whole pixels, top-left origin; what lies outside the bitmap
    /// is transparent), or nil for an empty rectangle.
    package func copyingPixels(in rect: CGRect) -> CGImage? {
        let width = Int32(rect.width), height = Int32(rect.height)
        guard width > 0, height > 0,
            let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
            cairo_surface_status(target) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let cairo = cairo_create(target)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, surface, -Double(rect.minX), -Double(rect.minY))
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(target)
        return CGImage(adoptingSurface: target)
    }
}
