import CoreGraphics
import Foundation

/// Off-screen bitmaps in device space: a rectangle of the current layer's space is mapped through
/// the current CTM, intersected with the current clip, and rendered into its own ARGB surface with
/// the same pixel grid, so it can be painted back (or used as a mask) 1:1. The surfaces come from
/// render server's `OffscreenPool` and go back to it with `recycle()`.
extension LayerCompositor {
    struct Offscreen {
        /// The ARGB32 surface (pooled: hand it back with `recycle()`).
        var surface: RenderSurface
        /// Device position of its pixel (0, 0).
        var origin: (x: Double, y: Double)
        /// The pool the surface came from.
        var pool: OffscreenPool

        /// Returns the surface to the pool; the offscreen must not be used afterwards.
        func recycle() { pool.recycle(surface) }

        /// Composites the bitmap over `cr` at its device position, 1:1 (the CTM ignored, the clip kept).
        func paint(in cr: RenderContext) {
            cr.withSavedState {
                cr.resetTransform()
                cr.setSource(surface, x: origin.x, y: origin.y)
                cr.paint()
            }
        }
    }

    /// The whole-pixel device rectangle that `extent` (layer space) covers on the target surface; nil
    /// when nothing of it is on the surface or it is too large. The current clip is deliberately
    /// not applied: a shadow is blurred from its whole shape, so the pixels it leaves inside a clip
    /// (an ancestor's `masksToBounds`, or the damaged area of an incremental frame) do not depend
    /// on where the clip cuts it.
    func deviceRegion(covering extent: CGRect) -> CGRect? {
        var device = extent.applying(currentMatrix)
        device = device.intersection(targetBounds).integral
        guard !device.isNull, device.width >= 1, device.height >= 1, device.width <= CGFloat(CGImage.maximumSide),
            device.height <= CGFloat(CGImage.maximumSide)
        else { return nil }
        return device
    }

    /// The device rectangle of the frame being drawn: `frame`, else the surface being drawn into
    /// (the clip extents when it is not an image surface).
    var targetBounds: CGRect {
        if let frame { return frame }
        let (width, height) = cr.targetPixelSize
        if width > 0, height > 0 { return CGRect(x: 0, y: 0, width: width, height: height) }
        return cr.deviceClipBounds
    }

    /// Renders `body` (with a compositor whose CTM matches the current one) into a cleared
    /// device-space surface covering `extent` (layer space). Nil when nothing of `extent` is visible.
    func offscreen(covering extent: CGRect, _ body: (LayerCompositor) -> Void) -> Offscreen? {
        guard let device = deviceRegion(covering: extent) else { return nil }
        return offscreen(in: device, countingPasses: true, body)
    }

    /// Renders `body` into a cleared surface covering the device rectangle `device` (from
    /// `deviceRegion`). The nested passes are added to this compositor's when `countingPasses`.
    /// `whole` is the device rectangle the surface is a part of, when it is only part of the
    /// off-screen pass (nil: `device`): shadows nested inside are bounded by it, as they would be
    /// by a surface covering all of it, so the part has the pixels of the whole.
    func offscreen(in device: CGRect, whole: CGRect? = nil, countingPasses: Bool, _ body: (LayerCompositor) -> Void)
        -> Offscreen?
    {
        guard let surface = server.offscreens.surface(width: Int(device.width), height: Int(device.height)) else {
            return nil
        }
        var shifted = currentMatrix
        shifted.tx -= device.minX
        shifted.ty -= device.minY
        surface.draw { context in
            context.transform = shifted
            // The same moment as the frame: a masked or shadowed subtree shows its presentation too.
            let inner = LayerCompositor(
                context: context, server: server, debug: debug,
                frame: whole?.offsetBy(dx: -device.minX, dy: -device.minY),
                presentationTime: presentationTime)
            inner.unchangedAlphaShadows = unchangedAlphaShadows
            inner.drawsCommittedTree = drawsCommittedTree
            body(inner)
            if countingPasses { passes += inner.passes }
        }
        return Offscreen(surface: surface, origin: (Double(device.minX), Double(device.minY)), pool: server.offscreens)
    }

    /// The current CTM.
    var currentMatrix: CGAffineTransform { cr.transform }

    /// The area the layer and its visible subtree can draw into, in its own space (sublayers are
    /// included unless `masksToBounds` clips them).
    static func subtreeExtent(of layer: CALayer) -> CGRect {
        var extent = layer.bounds.standardized
        if let path = layer.ownContentExtent() { extent = extent.union(path) }
        guard !layer.masksToBounds else { return extent }
        let shared = layer.sublayerPlacement
        for sublayer in layer.storedSublayers where !sublayer.isHidden {
            var sub = Self.subtreeExtent(of: sublayer)
            if sublayer.hasVisibleShadow {
                sub = sub.insetBy(dx: -Self.shadowMargin(of: sublayer), dy: -Self.shadowMargin(of: sublayer))
            }
            extent = extent.union(sub.applying(sublayer.placementTransform.concatenating(shared)))
        }
        return extent
    }

    /// How far a layer's shadow can reach beyond what casts it: 3σ of blur plus the offset.
    static func shadowMargin(of layer: CALayer) -> CGFloat {
        let radius = layer.shadowRadius.isFinite ? max(layer.shadowRadius, 0) : 0
        let offset = layer.shadowOffset
        let distance = (offset.width * offset.width + offset.height * offset.height).squareRoot()
        return 3 * radius * CGFloat(Self.shadowSigmaPerRadius) + (distance.isFinite ? distance : 0) + 1
    }
}
