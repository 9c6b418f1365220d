import CCairo
import Foundation

/// `mask`: the layer's group is painted through the alpha of the mask layer, which is composited
/// (with its own opacity, contents, sublayers…) in the masked layer's space at its frame.
extension LayerCompositor {
    func paint(_ group: OpaquePointer, maskedBy mask: CALayer, alpha: Double) {
        cairo_push_group(cr)
        concatenate(mask.placementTransform)
        composite(mask, alpha: alpha)
        let maskPattern = cairo_pop_group(cr)!
        cairo_set_source(cr, group)
        cairo_mask(cr, maskPattern)
        cairo_pattern_destroy(maskPattern)
    }
}
