import CCairo
import Foundation

/// `CATransition`: the old picture (`TransitionSnapshot`) and the layer's current subtree, drawn
/// as the transition's type says at its progress (see `CATransition`).
extension LayerCompositor {
    /// `alpha` is inherited from the ancestors; `opacity` is the layer's own now (the old picture
    /// has the layer's opacity of then; a hidden layer's new picture is empty).
    func compositeTransition(_ layer: CALayer, _ transition: CATransition, progress p: Double, alpha: Double, opacity: Double) {
        guard let old = transition.snapshot, alpha > 0 else { return }
        let size = layer.bounds.standardized.size, d = transition.direction
        let travel = CGVector(dx: d.dx * size.width, dy: d.dy * size.height)
        func shifted(_ amount: Double) -> CGVector { CGVector(dx: travel.dx * amount, dy: travel.dy * amount) }
        let bounds = old.bounds

        cairo_save(cr)
        cairo_push_group(cr)
        // The new subtree, in a group of its own so that it can be moved and blended as one.
        cairo_push_group(cr)
        if !layer.isHidden, opacity > 0 { compositeLive(layer, alpha: 1, opacity: opacity) }
        let new = cairo_pop_group(cr)!
        func paintOld(offset: CGVector) {
            old.setSource(on: cr, offset: offset)
            cairo_rectangle(cr, Double(bounds.minX + offset.dx), Double(bounds.minY + offset.dy), Double(bounds.width), Double(bounds.height))
            cairo_fill(cr)
        }
        func paintNew(offset: CGVector, alpha: Double = 1) {
            cairo_save(cr)
            cairo_translate(cr, Double(offset.dx), Double(offset.dy))
            cairo_set_source(cr, new)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
        switch transition.type {
        case .push:
            paintOld(offset: shifted(p))
            paintNew(offset: shifted(p - 1))
        case .moveIn:
            paintOld(offset: CGVector(dx: 0, dy: 0))
            paintNew(offset: shifted(p - 1))
        case .reveal:
            paintNew(offset: CGVector(dx: 0, dy: 0))
            paintOld(offset: shifted(p))
        default:
            // Cross-dissolve: SOURCE through a coverage of p is exactly (1 − p) · old + p · new.
            paintOld(offset: CGVector(dx: 0, dy: 0))
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            paintNew(offset: CGVector(dx: 0, dy: 0), alpha: p)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_pattern_destroy(new)
        let group = cairo_pop_group(cr)!
        cairo_set_source(cr, group)
        cairo_paint_with_alpha(cr, alpha)
        cairo_pattern_destroy(group)
        cairo_restore(cr)
    }
}
