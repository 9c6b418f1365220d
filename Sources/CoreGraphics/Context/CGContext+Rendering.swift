import CCairo
import Foundation

/// ViewLab (rendering API for UIKit and QuartzCore): drawing that bypasses the graphics state, for
/// the display and compositing passes that Core Graphics runs inside Core Animation and UIKit
/// (backing stores, partial redraws). Each call saves and restores cairo's state around itself.
extension CGContext {
    /// Copies `image` pixel for pixel with its top-left at the device origin, over what is there,
    /// ignoring the CTM, alpha, shadow and clip mask (the clip path applies).
    package func drawInDeviceSpace(_ image: CGImage) {
        let cr = cairo
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_paint(cr)
    }

    /// Fills `rect` (user space) with `color` composited by `blendMode` (`.clear` clears it),
    /// ignoring the graphics state's colours, alpha, blend mode, shadow and clip mask.
    package func fill(_ rect: CGRect, color: CGColor, blendMode: CGBlendMode) {
        let cr = cairo
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        let c = color.rgba
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        cairo_set_operator(cr, blendMode.cairoOperator)
        cairo_fill(cr)
    }
}
