import CCairo
import Foundation

// MARK: - Transparency layers

/// Transparency layers (cairo groups). Inside a layer, alpha is 1, the blend mode is normal and
/// there is no shadow; when the layer ends, the whole layer is composited once with the alpha,
/// blend mode, shadow and clip mask that were in effect at `beginTransparencyLayer` — so
/// overlapping shapes get one shadow and one alpha. The graphics state at the end is the one at the beginning.
extension CGContext {
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        beginLayer(bounds: nil)
    }

    /// A layer whose contents are clipped to `rect` (user space).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginLayer(bounds: rect)
    }

    /// Composites the innermost layer; unbalanced calls are ignored.
    public func endTransparencyLayer() {
        guard let depth = layers.last?.stackDepth else { return }
        // Saves left open inside the layer are closed first (cairo needs balanced groups).
        while stack.count > depth { restoreGState() }
        guard let saved = layers.popLast(), let pattern = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_restore(cairo)
        state = saved.state
        var identity = CGAffineTransform.identity.cairoValue
        cairo_pattern_set_matrix(pattern, &identity)
        let alpha = Double(state.alpha)
        cairo_new_path(cairo)
        render(extents: clipDeviceExtents, clipShadowSourceToClip: true) { cr in
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
    }

    private func beginLayer(bounds: CGRect?) {
        layers.append(LayerRecord(state: state, stackDepth: stack.count))
        cairo_save(cairo)
        if let bounds {
            cairo_new_path(cairo)
            cairo_rectangle(
                cairo, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
            cairo_clip(cairo)
        }
        cairo_push_group(cairo)
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
        // A clip mask applies once, when the layer is composited (as cairo's clip does).
        state.clipMask = nil
    }
}

/// What `endTransparencyLayer` restores.
struct LayerRecord {
    var state: CGContext.GState
    var stackDepth: Int
}
