import Foundation

/// `CATransition`: the old picture (`TransitionSnapshot`) and the layer's current subtree, drawn
/// as the transition's type says at its progress (see `CATransition`).
extension LayerCompositor {
    /// `alpha` is inherited from the ancestors; `opacity` is the layer's own now (the old picture
    /// has the layer's opacity of then; a hidden layer's new picture is empty).
    func compositeTransition(
        _ layer: CALayer, _ transition: CATransition, progress p: Double, alpha: Double, opacity: Double
    ) {
        guard let old = transition.snapshot, alpha > 0 else { return }
        let size = layer.bounds.standardized.size, d = transition.direction
        let travel = CGVector(dx: d.dx * size.width, dy: d.dy * size.height)
        func shifted(_ amount: Double) -> CGVector { CGVector(dx: travel.dx * amount, dy: travel.dy * amount) }
        let bounds = old.bounds

        cr.withSavedState {
            cr.beginGroup()
            // The new subtree, in a group of its own so that it can be moved and blended as one.
            cr.beginGroup()
            if !layer.isHidden, opacity > 0 { compositeLive(layer, alpha: 1, opacity: opacity) }
            let new = cr.endGroup()
            func paintOld(offset: CGVector) {
                old.setSource(on: cr, offset: offset)
                cr.addRect(
                    CGRect(
                        x: bounds.minX + offset.dx, y: bounds.minY + offset.dy, width: bounds.width,
                        height: bounds.height))
                cr.fillPath()
            }
            func paintNew(offset: CGVector, alpha: Double = 1) {
                cr.withSavedState {
                    cr.translateBy(x: Double(offset.dx), y: Double(offset.dy))
                    cr.setSource(new)
                    cr.paint(alpha: alpha)
                }
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
                cr.setBlendMode(.copy)
                paintNew(offset: CGVector(dx: 0, dy: 0), alpha: p)
                cr.setBlendMode(.normal)
            }
            new.destroy()
            let group = cr.endGroup()
            cr.setSource(group)
            cr.paint(alpha: alpha)
            group.destroy()
        }
    }
}
