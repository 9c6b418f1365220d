import CCairo
import Foundation

/// The picture a `CATransition` starts from: the layer's subtree as the render tree holds it — as
/// the last commit left it (see `CALayer+CommittedState`), at the media clock's time — over the
/// layer's bounds, in the layer's own space with its opacity of then, at `scale` pixels per point.
/// A layer that has never been drawn has no old picture: the picture is empty (transparent).
final class TransitionSnapshot {
    let surface: OpaquePointer
    let bounds: CGRect
    let scale: Double

    /// Renders `layer`'s committed state now. Three pixels per point: the finest iPhone screen, so
    /// the picture is not blurred on any stage.
    init?(of layer: CALayer, scale: Double = 3) {
        let committed = layer.committedState
        let bounds = (committed ?? layer).bounds.standardized
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= 8192, height <= 8192 else { return nil }
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        (self.bounds, self.scale) = (bounds, scale)
        if let committed {
            let cr = cairo_create(surface)!
            cairo_scale(cr, scale, scale)
            cairo_translate(cr, -Double(bounds.minX), -Double(bounds.minY))
            let compositor = LayerCompositor(cairo: cr, debug: [], presentationTime: CACurrentMediaTime())
            compositor.drawsCommittedTree = true
            let shown = committed.compositingCopy(atMediaTime: CACurrentMediaTime())
            let opacity = Double(shown.opacity.isNaN ? 1 : min(max(shown.opacity, 0), 1))
            if !shown.isHidden, opacity > 0 { compositor.compositeLive(shown, alpha: 1, opacity: opacity) }
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Sets the picture as `cr`'s source, moved by `offset` points in the layer's space.
    func setSource(on cr: OpaquePointer, offset: CGVector) {
        let pattern = cairo_pattern_create_for_surface(surface)!
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, scale, scale)
        cairo_matrix_translate(&m, -Double(bounds.minX + offset.dx), -Double(bounds.minY + offset.dy))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }
}
