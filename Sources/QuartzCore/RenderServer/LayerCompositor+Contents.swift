@_spi(ViewLab) import CoreGraphics
import Foundation

/// `contents`: the `contentsRect` part of the image, at `contentsScale` pixels per point, placed by
/// `contentsGravity`, optionally nine-part scaled with `contentsCenter`, filtered with the
/// minification / magnification filter.
extension LayerCompositor {
    func drawContents(_ image: CGImage, of layer: CALayer, alpha: Double) {
        let scale = layer.contentsScale.isFinite && layer.contentsScale > 0 ? layer.contentsScale : 1
        let unit = Self.sanitizedUnitRect(layer.contentsRect) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        let (w, h) = (CGFloat(image.width), CGFloat(image.height))
        let source = CGRect(x: unit.minX * w, y: unit.minY * h, width: unit.width * w, height: unit.height * h)
        guard source.width > 0, source.height > 0 else { return }
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        let gravity = layer.contentsGravity
        let dest = Self.gravityRect(
            gravity, contentSize: natural, in: layer.bounds.standardized, flipped: layer.contentsAreFlipped())
        guard dest.width > 0, dest.height > 0 else { return }
        let center = Self.sanitizedUnitRect(layer.contentsCenter) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        let scalingGravity: Set<CALayerContentsGravity> = [.resize, .resizeAspect, .resizeAspectFill]
        if center != CGRect(x: 0, y: 0, width: 1, height: 1), scalingGravity.contains(gravity) {
            drawNinePart(image, source: source, center: center, scale: scale, dest: dest, layer: layer, alpha: alpha)
        } else {
            // A `contentsRect` part is sampled on its own (no bleeding from the rest of an atlas).
            drawImage(
                image, source: source, dest: dest, layer: layer, alpha: alpha,
                padOwnEdges: source.size != CGSize(width: w, height: h))
        }
    }

    /// Where content of `contentSize` points goes in `bounds`. Vertical names follow Core
    /// Animation: `top` is the max-y edge unless `flipped` (`contentsAreFlipped()`).
    static func gravityRect(
        _ gravity: CALayerContentsGravity, contentSize size: CGSize, in bounds: CGRect, flipped: Bool
    ) -> CGRect {
        switch gravity {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let k = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            guard k.isFinite else { return bounds }
            let w = size.width * k, h = size.height * k
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let name = gravity.rawValue.lowercased()
            var x = bounds.midX - size.width / 2, y = bounds.midY - size.height / 2
            if name.contains("left") { x = bounds.minX }
            if name.contains("right") { x = bounds.maxX - size.width }
            let top = flipped ? bounds.minY : bounds.maxY - size.height
            let bottom = flipped ? bounds.maxY - size.height : bounds.minY
            if name.hasPrefix("top") { y = top }
            if name.hasPrefix("bottom") { y = bottom }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// A finite, positive-size unit rectangle or nil.
    static func sanitizedUnitRect(_ r: CGRect) -> CGRect? {
        let s = r.standardized
        guard s.minX.isFinite, s.minY.isFinite, s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
            return nil
        }
        return s
    }

    /// Nine-part scaling: corners keep their size in points, edges stretch along one axis, the
    /// centre along both. When the destination is smaller than the fixed parts they shrink evenly.
    private func drawNinePart(
        _ image: CGImage, source: CGRect, center: CGRect, scale: CGFloat, dest: CGRect, layer: CALayer, alpha: Double
    ) {
        func splits(
            _ start: CGFloat, _ length: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ destStart: CGFloat,
            _ destLength: CGFloat
        ) -> ([CGFloat], [CGFloat]) {
            let a = min(max(lo, 0), 1), b = min(max(hi, a), 1)
            let src = [start, (start + a * length).rounded(), (start + b * length).rounded(), start + length]
            var head = a * length / scale, tail = (1 - b) * length / scale
            if head + tail > destLength, head + tail > 0 {
                let k = destLength / (head + tail)
                head *= k
                tail *= k
            }
            return (src, [destStart, destStart + head, destStart + destLength - tail, destStart + destLength])
        }
        let (sx, dx) = splits(source.minX, source.width, center.minX, center.maxX, dest.minX, dest.width)
        let (sy, dy) = splits(source.minY, source.height, center.minY, center.maxY, dest.minY, dest.height)
        for i in 0..<3 {
            for j in 0..<3 {
                let s = CGRect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j])
                let d = CGRect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                guard s.width > 0, s.height > 0, d.width > 0, d.height > 0 else { continue }
                drawImage(image, source: s, dest: d, layer: layer, alpha: alpha, padOwnEdges: true)
            }
        }
    }

    /// Draws the `source` pixels of `image` stretched over `dest` (layer space), clipped to it.
    /// With `padOwnEdges` the part is sampled as a separate image (a cairo sub-surface), so
    /// filtering does not bleed in pixels from the neighbouring nine-part patches.
    func drawImage(
        _ image: CGImage, source: CGRect, dest: CGRect, layer: CALayer, alpha: Double, padOwnEdges: Bool = false
    ) {
        let sx = dest.width / source.width, sy = dest.height / source.height
        guard sx.isFinite, sy.isFinite, sx > 0, sy > 0 else { return }
        cr.withSavedState {
            cr.addRect(dest)
            cr.clip()
            cr.translateBy(x: Double(dest.minX), y: Double(dest.minY))
            cr.scaleBy(x: Double(sx), y: Double(sy))
            var surface = image.renderSurface
            var owned: RenderSurface?
            let pixels = source.integral
            if padOwnEdges, pixels == source, let sub = image.renderSurface.subsurface(pixels) {
                owned = sub
                surface = sub
            } else {
                cr.translateBy(x: -Double(source.minX), y: -Double(source.minY))
            }
            defer { owned.map { $0.destroy() } }
            let pattern = RenderPattern(surface: surface)
            pattern.extendEdges()
            let minifying = deviceScale < 0.999
            let filter = minifying ? layer.minificationFilter : layer.magnificationFilter
            pattern.setFilter(filter == .nearest ? .nearest : (minifying ? .good : .bilinear))
            cr.setSource(pattern)
            cr.paint(alpha: alpha)
            pattern.destroy()
        }
    }
}
