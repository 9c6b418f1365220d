import Foundation

/// `mask`: the layer's group is painted through the alpha of the mask layer, which is composited
/// (with its own opacity, contents, sublayers…) in the masked layer's space at its frame.
extension LayerCompositor {
    func paint(_ group: RenderPattern, maskedBy mask: CALayer, alpha: Double) {
        cr.beginGroup()
        concatenate(mask.placementTransform)
        composite(mask, alpha: alpha)
        let maskPattern = cr.endGroup()
        cr.setSource(group)
        cr.paint(maskedBy: maskPattern)
        maskPattern.destroy()
    }
}
