@_spi(ViewLab) import CoreGraphics
import Foundation

/// Alpha shadows whose shape did not change. A layer's shadow without `shadowPath` is the blurred
/// alpha of its rendered subtree (Core Animation's off-screen pass), so a change under it moves
/// its shadow — unless the change lies where the layer's body is opaque whatever is drawn there:
/// over an opaque background or gradient that fills its bounds, compositing only adds coverage
/// (the Porter–Duff OVER operator every layer is drawn with gives alpha αs + αd(1 − αs) = 1 over
/// αd = 1), so the alpha, and the shadow, stay the same. A card whose ring animates keeps its
/// shadow; Core Animation too keeps a layer's rendered shadow while its shape does not change.
extension LayerDamageTracker {
    /// An alpha-shadowed layer above the one being recorded.
    struct ShadowScope {
        let id: ObjectIdentifier
        /// How far a change under it moves its shadow (device pixels, `alphaShadowReach`).
        let reach: CGFloat
        /// The device area its body covers opaquely whatever its sublayers draw.
        let interior: OpaqueInterior
    }

    /// Device areas, each a rectangle with round corners; a rectangle is inside when it is inside
    /// every one (none: nothing is inside).
    struct OpaqueInterior {
        var shapes: [(rect: CGRect, radius: CGFloat)] = []

        /// Whether all of `rect` lies inside: within each shape's rectangle, and each of its four
        /// corners that falls in a shape's corner square within the radius of that corner's centre
        /// (a rounded rectangle is convex, so its corners decide).
        func contains(_ rect: CGRect) -> Bool {
            guard !shapes.isEmpty, !rect.isNull, !rect.isInfinite else { return false }
            return shapes.allSatisfy { shape in
                guard shape.rect.contains(rect) else { return false }
                let r = shape.radius, box = shape.rect
                guard r > 0 else { return true }
                for (x, y) in [
                    (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY),
                ] {
                    let cx = min(max(x, box.minX + r), box.maxX - r), cy = min(max(y, box.minY + r), box.maxY - r)
                    if (x - cx) * (x - cx) + (y - cy) * (y - cy) > r * r { return false }
                }
                return true
            }
        }
    }

    /// The alpha-shadowed layers whose shadow shape is the last frame's, with which tracker frame
    /// they belong to (see `LayerCompositor.drawBodyWithAlphaShadow`).
    @_spi(ViewLab) public struct UnchangedAlphaShadows: Sendable {
        /// The tracker (a number no other tracker has) and the frame it recorded last.
        public let tracker: UInt64, frame: UInt64
        /// The layers (model layers) whose subtree's alpha is the one of the frame before.
        public let layers: Set<ObjectIdentifier>
    }

    /// The device area that `layer` (drawn as `shown`, mapping its space to device pixels with
    /// `transform` at full opacity) covers with opaque paint whatever its sublayers draw: its own
    /// opaque background, else the largest opaque fill of a direct sublayer (background, or an own
    /// content that fills the bounds: an opaque gradient) that is shown at full opacity, unmasked,
    /// not rasterized, with axis-aligned placement — and within the layer's own rounded clip when
    /// it masks to bounds. Each is its rounded bounds, a pixel smaller each side (cairo flattens
    /// curves into chords, inside the curve), with circular corners of 1.6 × the radius for a
    /// continuous corner (it leaves the edge 1.53 radii from the corner and is fuller than that
    /// circle elsewhere). Empty: none.
    static func opaqueInterior(of shown: CALayer, transform: CGAffineTransform, time: CFTimeInterval?) -> OpaqueInterior
    {
        guard transform.b == 0, transform.c == 0 else { return OpaqueInterior() }
        func fills(_ layer: CALayer) -> Bool {
            (layer.backgroundColor?.alpha ?? 0) >= 1 || layer.ownContentFillsBoundsOpaquely()
        }
        var best = fills(shown) ? deviceShape(of: shown, transform) : nil
        let shared = shown.sublayerPlacement
        for model in shown.storedSublayers where !model.isHidden {
            let sublayer = time.map { model.compositingCopy(atMediaTime: $0) } ?? model
            guard !sublayer.isHidden, sublayer.opacity == 1, sublayer.storedMask == nil, !sublayer.shouldRasterize,
                fills(sublayer)
            else { continue }
            let placement = sublayer.placementTransform.concatenating(shared).concatenating(transform)
            guard placement.b == 0, placement.c == 0, let shape = deviceShape(of: sublayer, placement) else { continue }
            if best.map({ shape.rect.width * shape.rect.height > $0.rect.width * $0.rect.height }) ?? true {
                best = shape
            }
        }
        guard let best else { return OpaqueInterior() }
        var interior = OpaqueInterior(shapes: [best])
        if shown.masksToBounds {
            guard let clip = deviceShape(of: shown, transform) else { return OpaqueInterior() }
            interior.shapes.append(clip)
        }
        return interior
    }

    /// The layer's rounded bounds in device pixels (an axis-aligned `transform`), a pixel smaller
    /// each side; nil when nothing is left or it is not finite.
    private static func deviceShape(of layer: CALayer, _ transform: CGAffineTransform) -> (
        rect: CGRect, radius: CGFloat
    )? {
        let bounds = layer.bounds.standardized
        let path = RoundedRectPath(
            rect: bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
        var radius = path.effectiveRadius
        if layer.cornerCurve == .continuous,
            radius * RoundedRectPath.continuousExtent <= min(bounds.width, bounds.height) / 2
        {
            radius *= 1.6
        }
        let device = bounds.applying(transform).insetBy(dx: 1, dy: 1)
        // an elliptical corner lies outside the circle of its longer axis
        let scale = max(abs(transform.a), abs(transform.d))
        guard !device.isNull, !device.isEmpty, device.minX.isFinite, device.minY.isFinite, device.maxX.isFinite,
            device.maxY.isFinite,
            scale.isFinite
        else { return nil }
        let deviceRadius = path.corners.isEmpty ? 0 : radius * scale + 1
        guard deviceRadius * 2 <= min(device.width, device.height) else { return nil }
        return (device, deviceRadius)
    }
}
