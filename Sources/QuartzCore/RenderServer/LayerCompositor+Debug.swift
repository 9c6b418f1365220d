import Foundation

/// Instruments-style debug colouring (the `debug` argument of `LayerCompositor.render`).
extension LayerCompositor {
    /// Paints the layer's bounds yellow when it needed an off-screen pass
    /// (`.colorOffscreenRendered`), and green (opaque) or red (blended) when it draws something
    /// (`.colorBlendedLayers`). A layer counts as opaque when it is fully visible and either
    /// `isOpaque` or has an opaque square-cornered background.
    func drawDebugOverlays(for layer: CALayer, offscreen: Bool, alpha: Double) {
        guard !debug.isEmpty else { return }
        if debug.contains(.colorOffscreenRendered), offscreen {
            appendBoundsPath(of: layer)
            cr.setSource(red: 1, green: 1, blue: 0, alpha: 0.5)
            cr.fillPath()
        }
        if debug.contains(.colorBlendedLayers), layer.drawsSomething {
            let opaqueBackground = (layer.backgroundColor?.alpha ?? 0) >= 1 && layer.cornerRadius <= 0
            let opaque = alpha >= 1 && (layer.isOpaque || opaqueBackground)
            appendBoundsPath(of: layer)
            cr.setSource(red: opaque ? 0 : 1, green: opaque ? 1 : 0, blue: 0, alpha: 0.4)
            cr.fillPath()
        }
    }
}

extension CALayer {
    /// Whether the layer itself (not its sublayers) puts pixels on screen.
    var drawsSomething: Bool {
        backgroundColor.map { $0.alpha > 0 } ?? false || contentsImage != nil || ownContentExtent() != nil
            || (borderWidth > 0 && borderColor != nil)
    }
}
