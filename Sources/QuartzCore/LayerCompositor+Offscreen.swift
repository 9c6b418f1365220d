import CCairo
import CoreGraphics
import Foundation

/// Off-screen bitmaps in device space: a rectangle of the current layer's space is mapped through
/// the current CTM, intersected with the current clip, and rendered into its own ARGB surface with
/// the same pixel grid, so it can be painted back (or used as a mask) 1:1.
extension LayerCompositor {
    struct Offscreen {
        /// The ARGB32 surface (owned: destroy it).
        var surface: OpaquePointer
        /// Device position of its pixel (0, 0).
        var origin: (x: Double, y: Double)
    }

    /// Renders `body` (with a compositor whose CTM matches the current one) into a new device-space
    /// surface covering `extent` (layer space). Nil when nothing of `extent` is visible.
    func offscreen(covering extent: CGRect, _ body: (LayerCompositor) -> Void) -> Offscreen? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let ctm = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        var device = extent.applying(ctm)
        // The clip in device coordinates.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        device = device.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)).integral
        guard !device.isNull, device.width >= 1, device.height >= 1, device.width <= CGFloat(CGImage.maximumSide),
              device.height <= CGFloat(CGImage.maximumSide),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(device.width), Int32(device.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let context = cairo_create(surface)!
        var shifted = m
        shifted.x0 -= Double(device.minX)
        shifted.y0 -= Double(device.minY)
        cairo_set_matrix(context, &shifted)
        let inner = LayerCompositor(cairo: context, debug: debug)
        body(inner)
        passes += inner.passes
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return Offscreen(surface: surface, origin: (Double(device.minX), Double(device.minY)))
    }

    /// The area the layer and its visible subtree can draw into, in its own space (sublayers are
    /// included unless `masksToBounds` clips them).
    func subtreeExtent(of layer: CALayer) -> CGRect {
        var extent = layer.bounds.standardized
        if let path = layer.ownContentExtent() { extent = extent.union(path) }
        guard !layer.masksToBounds else { return extent }
        let shared = layer.sublayerPlacement
        for sublayer in layer.storedSublayers where !sublayer.isHidden {
            var sub = subtreeExtent(of: sublayer)
            if sublayer.hasVisibleShadow { sub = sub.insetBy(dx: -shadowMargin(of: sublayer), dy: -shadowMargin(of: sublayer)) }
            extent = extent.union(sub.applying(sublayer.placementTransform.concatenating(shared)))
        }
        return extent
    }

    /// How far a layer's shadow can reach beyond what casts it: 3σ of blur plus the offset.
    func shadowMargin(of layer: CALayer) -> CGFloat {
        let radius = layer.shadowRadius.isFinite ? max(layer.shadowRadius, 0) : 0
        let offset = layer.shadowOffset
        let distance = (offset.width * offset.width + offset.height * offset.height).squareRoot()
        return 3 * radius * CGFloat(Self.shadowSigmaPerRadius) + (distance.isFinite ? distance : 0) + 1
    }
}
