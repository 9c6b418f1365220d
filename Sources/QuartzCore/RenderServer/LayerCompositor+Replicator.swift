@_spi(ViewLab) import CoreGraphics
import Foundation

/// `CAReplicatorLayer`: the sublayers drawn once per instance, each instance with its own
/// placement, time and colour (the rules are on `CAReplicatorLayer`).
extension LayerCompositor {
    /// More copies than this are not drawn (a runaway `instanceCount` would otherwise stall the
    /// frame); one error line says so.
    static let maximumInstances = 4096

    /// Draws instance 0 (the sublayers as they are) up to instance `instanceCount − 1`, in order.
    func drawInstances(of replicator: CAReplicatorLayer, alpha: Double) {
        var count = replicator.instanceCount
        guard count > 0 else { return }
        if count > Self.maximumInstances {
            CALayer.report(
                "CAReplicatorLayer: instanceCount \(count) is more than ViewLab draws; drawing \(Self.maximumInstances)"
            )
            count = Self.maximumInstances
        }
        // Times are converted through the model's superlayer chain (a presentation copy has none).
        let timing = replicator.modelLayer ?? replicator
        let now = presentationTime
        defer { presentationTime = now }
        for (k, placement) in replicator.instancePlacements(count: count).enumerated() {
            if let now, k > 0, replicator.instanceDelay != 0 {
                let local = timing.localTime(fromMediaTime: now) - Double(k) * replicator.instanceDelay
                presentationTime = timing.mediaTime(fromLocalTime: local)
            }
            let tint = replicator.modulation(ofInstance: k)
            let instanceAlpha = alpha * tint.alpha
            guard instanceAlpha > 0 else { continue }
            if tint.red == 1, tint.green == 1, tint.blue == 1 {
                drawSublayers(of: replicator, alpha: instanceAlpha, instance: placement)
            } else {
                drawTinted(
                    replicator, alpha: instanceAlpha, instance: placement, red: tint.red, green: tint.green,
                    blue: tint.blue)
            }
        }
    }

    /// Draws one instance into a group whose colour channels are then multiplied by the tint
    /// (premultiplied pixels stay valid: each channel only shrinks), clipped to where the instance
    /// can draw so the group stays small.
    private func drawTinted(
        _ replicator: CAReplicatorLayer, alpha: Double, instance: CGAffineTransform,
        red: Double, green: Double, blue: Double
    ) {
        let shared = replicator.sublayerPlacement
        var extent = CGRect.null
        for sublayer in replicator.storedSublayers where !sublayer.isHidden {
            let placement = sublayer.placementTransform.concatenating(instance).concatenating(shared)
            extent = extent.union(Self.subtreeExtent(of: sublayer).applying(placement))
        }
        guard !extent.isNull, extent.minX.isFinite, extent.minY.isFinite, extent.maxX.isFinite, extent.maxY.isFinite
        else { return }
        // A margin keeps the clip's antialiased edge away from what the instance draws.
        let area = extent.insetBy(dx: -2, dy: -2)
        cr.withSavedState {
            cr.addRect(area)
            cr.clip()
            cr.beginGroup()
            drawSublayers(of: replicator, alpha: alpha, instance: instance)
            let group = cr.endGroup()
            if let surface = group.surface {
                Self.multiplyColorChannels(of: surface, red: red, green: green, blue: blue)
            }
            cr.setSource(group)
            cr.paint()
            group.destroy()
        }
    }

    /// Multiplies the red, green and blue channels of every (premultiplied ARGB32) pixel of
    /// `surface` by the given factors (0…1), leaving alpha alone.
    static func multiplyColorChannels(of surface: RenderSurface, red: Double, green: Double, blue: Double) {
        surface.withMappedPixels { image in
            multiplyColorChannels(ofMapped: image, red: red, green: green, blue: blue)
        }
    }

    private static func multiplyColorChannels(ofMapped image: RenderSurface, red: Double, green: Double, blue: Double) {
        guard image.isARGB, let data = image.data else { return }
        let (width, height, stride) = (image.width, image.height, image.bytesPerRow)
        let factors = (UInt32((red * 256).rounded()), UInt32((green * 256).rounded()), UInt32((blue * 256).rounded()))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] != 0 {
                let p = row[x]
                let r = ((p >> 16 & 0xFF) * factors.0 + 128) >> 8, g = ((p >> 8 & 0xFF) * factors.1 + 128) >> 8
                let b = ((p & 0xFF) * factors.2 + 128) >> 8
                row[x] = (p & 0xFF00_0000) | r << 16 | g << 8 | b
            }
        }
        image.markDirty()
    }
}
