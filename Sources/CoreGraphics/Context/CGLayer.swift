import CCairo
import Foundation

/// An offscreen drawing layer made for a context (Apple: `CGLayer`): draw into its `context`
/// once, then stamp it into the context it was made for — or any other — with
/// `CGContext.draw(_:in:)` / `draw(_:at:)`, as many times as needed.
///
/// ViewLab keeps the layer in a cairo image surface at the reference context's resolution (a layer
/// made for a UIKit context at scale 3 has three pixels a point, so it stays sharp when drawn
/// back). The layer's context is a Quartz context: origin at the bottom left, y up, its user space
/// `size` units wide and high. Drawing the layer follows the image orientation rule of
/// `CGContext.draw(_:in:)` (Apple: `CGContextDrawLayerInRect` draws "the contents of a CGLayer
/// object into the specified rectangle" like an image), so in a flipped UIKit context it appears
/// upside down unless the CTM is flipped first, as on iOS.
public final class CGLayer: @unchecked Sendable {
    /// The layer's size in the reference context's user-space units.
    public let size: CGSize
    /// The context that draws into the layer.
    public let context: CGContext?

    /// A layer of `size` user-space units for drawing into `context`; nil for an empty, negative
    /// or non-finite size or one too large for a surface. `auxiliaryInfo` is reserved (Apple:
    /// "Reserved for future use. Pass NULL.").
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        let scale = context.deviceScale
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard size.width > 0, size.height > 0, w.isFinite, h.isFinite, w >= 1, h >= 1,
            let layerContext = CGContext(
                pixelWidth: Int(w), pixelHeight: Int(h),
                base: CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: h))
        else { return nil }
        self.size = size
        self.context = layerContext
    }

    /// A snapshot of what has been drawn into the layer so far.
    var image: CGImage? { context?.makeImage() }
}

extension CGContext {
    /// Draws `layer` scaled to fill `rect` in user space (the image orientation rule applies: the
    /// layer's top edge at `rect.maxY`). Clip, alpha, blend mode and shadow apply as for images.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.image else { return }
        draw(image, in: rect)
    }

    /// Draws `layer` at its own size with its bottom-left corner (in user space) at `point`.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }

    /// Device pixels per user-space unit of the context's default user space (a UIKit context at
    /// scale 3: 3).
    var deviceScale: CGFloat {
        let s = (abs(base.a * base.d - base.b * base.c)).squareRoot()
        return s.isFinite && s > 0 ? s : 1
    }
}
