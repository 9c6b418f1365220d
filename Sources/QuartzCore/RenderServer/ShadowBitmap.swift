@_spi(ViewLab) import CoreGraphics
import Foundation

/// A layer shadow blurred and tinted, ready to paint: premultiplied ARGB32 at 1/`factor` of the
/// device resolution (see `AlphaBlur.blurredAlpha`), to be painted scaled up by `factor` with
/// bilinear filtering — for pixman a fast path, unlike masking a solid colour with a scaled A8.
///
/// A bitmap depends only on its `Key`, so it is reused while the key stays the same: the shadow of
/// a `shadowPath` is shared by every layer with the same path, transform and colour (cards of a
/// grid), the shadow of a layer's alpha lives on the layer while its subtree does not change.
final class ShadowBitmap {
    struct Key: Hashable {
        enum Shape: Hashable {
            /// `shadowPath`, filled.
            case path(CGPath)
            /// The alpha of a layer's subtree rendered at this `subtreeChangeCount`, opacity and debug colouring.
            case subtree(version: UInt64, alpha: Double, debug: Int)
        }
        var shape: Shape
        /// The CTM's linear part and the fractional part of its translation.
        var matrix: [Double]
        /// The shape's device rectangle, relative to the whole-pixel part of the CTM's translation.
        var region: [Double]
        var sigma: Double
        /// The tint: red, green, blue, alpha (shadow colour × opacity).
        var tint: [Double]

        init(shape: Shape, matrix m: CGAffineTransform, region: CGRect, sigma: Double, tint: [Double]) {
            let tx = m.tx.rounded(.down), ty = m.ty.rounded(.down)
            self.shape = shape
            matrix = [m.a, m.b, m.c, m.d, m.tx - tx, m.ty - ty]
            self.region = [
                Double(region.minX) - tx, Double(region.minY) - ty, Double(region.width), Double(region.height),
            ]
            self.sigma = sigma
            self.tint = tint
        }
    }

    var key: Key
    /// For a layer's alpha shadow drawn in a tracked frame: the damage tracker, the frame and the
    /// presentation time whose alpha it is (see `LayerCompositor.drawBodyWithAlphaShadow`).
    var frame: (tracker: UInt64, number: UInt64, time: CFTimeInterval?)?
    /// The tinted, blurred shadow (owned).
    let surface: RenderSurface
    let factor: Int

    /// Blurs the alpha of `shape` by `sigma` device pixels and tints it with `tint` (r, g, b, a).
    init?(key: Key, shape: RenderSurface) {
        guard let (blurred, factor) = AlphaBlur.blurredAlpha(of: shape, sigma: key.sigma) else { return nil }
        defer { blurred.destroy() }
        guard let surface = RenderSurface.make(width: blurred.width, height: blurred.height) else { return nil }
        surface.draw { cr in
            cr.setSource(red: key.tint[0], green: key.tint[1], blue: key.tint[2], alpha: key.tint[3])
            cr.paint(maskedBy: blurred, x: 0, y: 0)
        }
        (self.key, self.surface, self.factor) = (key, surface, factor)
    }

    /// The shadow scaled up to device resolution for the last places it was painted, most recent
    /// last: the key is its position relative to the surface's origin and the surface's size. A
    /// shared `shadowPath` shadow is painted at several sub-pixel phases (the columns of a grid).
    private var upscaled: [(key: [Double], surface: RenderSurface)] = []
    static let upscaledLimit = 4

    deinit {
        surface.destroy()
        for entry in upscaled { entry.surface.destroy() }
    }

    /// Paints the shadow with its device rectangle's origin at `origin` (device space, the current
    /// CTM ignored), shifted by the device offset `offset`, on a frame whose device rectangle is
    /// `frame`. The bitmap is first scaled up (bilinear) into a device-resolution surface covering
    /// all of it that lies on the frame, then painted 1:1: pixman's scaled fetch depends on where
    /// a composite starts, so scaling under the clip of the moment (a damage render draws only a
    /// rectangle) could differ in the last bit from a whole frame; this way every render of the
    /// frame paints the same pixels.
    func paint(in cr: RenderContext, origin: (x: Double, y: Double), offset: (dx: Double, dy: Double), frame: CGRect) {
        let x0 = origin.x + offset.dx, y0 = origin.y + offset.dy
        let width = Double(Int32(surface.width) * Int32(factor))
        let height = Double(Int32(surface.height) * Int32(factor))
        // One pixel more each side: bilinear filtering spills half a pixel.
        let extent = CGRect(x: x0 - 1, y: y0 - 1, width: width + 2, height: height + 2).integral.intersection(
            frame.integral)
        guard !extent.isNull, extent.width >= 1, extent.height >= 1, extent.width <= CGFloat(CGImage.maximumSide),
            extent.height <= CGFloat(CGImage.maximumSide)
        else { return }
        let key = [x0 - Double(extent.minX), y0 - Double(extent.minY), Double(extent.width), Double(extent.height)]
        if let index = upscaled.firstIndex(where: { $0.key == key }) {
            upscaled.append(upscaled.remove(at: index))
        } else {
            guard let device = RenderSurface.make(width: Int(Int32(extent.width)), height: Int(Int32(extent.height)))
            else { return }
            device.draw { context in
                let pattern = RenderPattern(surface: surface)
                let scale = CGAffineTransform(scaleX: 1 / Double(factor), y: 1 / Double(factor))
                pattern.setTransform(scale.translatedBy(x: -key[0], y: -key[1]))
                pattern.setFilter(factor == 1 ? .nearest : .bilinear)
                context.setSource(pattern)
                context.setBlendMode(.copy)
                context.paint()
                pattern.destroy()
            }
            upscaled.append((key, device))
            if upscaled.count > Self.upscaledLimit { upscaled.removeFirst().surface.destroy() }
        }
        cr.withSavedState {
            cr.resetTransform()
            cr.setSource(upscaled[upscaled.count - 1].surface, x: Double(extent.minX), y: Double(extent.minY))
            cr.paint()
        }
    }
}
