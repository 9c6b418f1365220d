import Foundation

/// The picture a `CATransition` starts from: the layer's subtree as the render tree holds it — as
/// the last commit left it (see `CALayer+CommittedState`), at the media clock's time — over the
/// layer's bounds, in the layer's own space with its opacity of then, at `scale` pixels per point.
/// A layer that has never been drawn has no old picture: the picture is empty (transparent).
final class TransitionSnapshot {
    let surface: RenderSurface
    let bounds: CGRect
    let scale: Double

    /// Renders `layer`'s committed state now. Three pixels per point: the finest iPhone screen, so
    /// the picture is not blurred on any stage.
    init?(of layer: CALayer, scale: Double = 3) {
        let committed = layer.committedState
        let bounds = (committed ?? layer).bounds.standardized
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= 8192, height <= 8192 else { return nil }
        guard let surface = RenderSurface.make(width: width, height: height) else { return nil }
        (self.surface, self.bounds, self.scale) = (surface, bounds, scale)
        guard let committed else {
            surface.flush()
            return
        }
        surface.draw { cr in
            cr.scaleBy(x: scale, y: scale)
            cr.translateBy(x: -Double(bounds.minX), y: -Double(bounds.minY))
            let compositor = LayerCompositor(
                context: cr, server: RenderServer(), debug: [], presentationTime: CACurrentMediaTime())
            compositor.drawsCommittedTree = true
            let shown = committed.compositingCopy(atMediaTime: CACurrentMediaTime())
            let opacity = Double(shown.opacity.isNaN ? 1 : min(max(shown.opacity, 0), 1))
            if !shown.isHidden, opacity > 0 { compositor.compositeLive(shown, alpha: 1, opacity: opacity) }
        }
    }

    deinit { surface.destroy() }

    /// Sets the picture as `cr`'s source, moved by `offset` points in the layer's space.
    func setSource(on cr: RenderContext, offset: CGVector) {
        let pattern = RenderPattern(surface: surface)
        let origin = (x: -Double(bounds.minX + offset.dx), y: -Double(bounds.minY + offset.dy))
        pattern.setTransform(CGAffineTransform(scaleX: scale, y: scale).translatedBy(x: origin.x, y: origin.y))
        cr.setSource(pattern)
        pattern.destroy()
    }
}
