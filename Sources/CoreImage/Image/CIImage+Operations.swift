import CoreGraphics
import Foundation

/// Making new images from an image (Apple, `CIImage`'s "Creating an Image by Modifying an
/// Existing Image"): each returns a new recipe; nothing is rendered until a context asks.
extension CIImage {
    /// The part of the image inside `rect`.
    public func cropped(to rect: CGRect) -> CIImage {
        let clip = extent.intersection(rect)
        guard !clip.isNull, !clip.isEmpty else { return .empty() }
        let source = self
        return CIImage(extent: clip) { r in
            let inside = r.intersection(clip.integral)
            guard !inside.isNull, !inside.isEmpty else { return PixelBuffer(rect: r) }
            return source.render(inside.integral).cropped(to: r)
        }
    }

    /// The image under an affine transform of its coordinates, sampled bilinearly.
    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        if matrix.isIdentity { return self }
        if matrix.a == 1, matrix.b == 0, matrix.c == 0, matrix.d == 1, matrix.tx == matrix.tx.rounded(),
            matrix.ty == matrix.ty.rounded()
        {
            return translatedByWholePixels(Int(matrix.tx), Int(matrix.ty))
        }
        let inverse = matrix.inverted()
        let source = self
        let newExtent = extent.isInfinite ? CGRect.infinite : extent.applying(matrix)
        let nearest = samplesNearest
        return CIImage(extent: newExtent, samplesNearest: nearest) { r in
            let needed = r.applying(inverse).insetBy(dx: -2, dy: -2).integral
            let from = source.render(
                source.extent.isInfinite ? needed : needed.intersection(source.extent.insetBy(dx: -1, dy: -1)).integral)
            return PixelBuffer(rect: r) { x, y in
                let p = CGPoint(x: r.minX + CGFloat(x) + 0.5, y: r.minY + CGFloat(y) + 0.5).applying(inverse)
                guard from.width > 0 else { return .zero }
                return nearest
                    ? from.pixel(atImagePoint: Int(p.x.rounded(.down)), Int(p.y.rounded(.down))) : from.sample(p)
            }
        }
    }

    public func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        transformed(by: matrix)
    }

    private func translatedByWholePixels(_ dx: Int, _ dy: Int) -> CIImage {
        let source = self
        let moved = extent.isInfinite ? CGRect.infinite : extent.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy))
        return CIImage(extent: moved) { r in
            let from = source.render(r.offsetBy(dx: CGFloat(-dx), dy: CGFloat(-dy)))
            var out = PixelBuffer(rect: r)
            out.pixels = from.pixels
            return out
        }
    }

    /// This image over `destination` (source-over compositing).
    public func composited(over destination: CIImage) -> CIImage {
        applyingFilter("CISourceOverCompositing", parameters: [kCIInputBackgroundImageKey: destination])
    }

    /// The image with its edge pixels repeated to infinity (`CIAffineClamp` with the identity).
    public func clampedToExtent() -> CIImage { clamped(to: extent) }

    /// The image inside `rect` with `rect`'s edge pixels repeated to infinity.
    public func clamped(to rect: CGRect) -> CIImage {
        let area = extent.intersection(rect).integral
        guard !area.isNull, !area.isEmpty else { return .empty() }
        let source = self
        return CIImage(extent: .infinite) { r in
            let inner = source.render(area)
            return PixelBuffer(rect: r) { x, y in
                let px = min(max(Int(r.minX) + x, Int(area.minX)), Int(area.maxX) - 1)
                let py = min(max(Int(r.minY) + y, Int(area.minY)), Int(area.maxY) - 1)
                return inner.pixel(atImagePoint: px, py)
            }
        }
    }

    /// The image through the filter `filterName` with `params` (and this image as its input image).
    public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else {
            FileHandle.standardError.write(Data("CoreImage: unknown filter \(filterName)\n".utf8))
            return .empty()
        }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? .empty()
    }

    public func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

    /// A Gaussian blur of standard deviation `sigma` (`CIGaussianBlur` with that radius).
    public func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    /// The image with alpha 1 inside `rect` (colours as they are, premultiplied values kept).
    public func settingAlphaOne(in rect: CGRect) -> CIImage {
        let source = self
        return CIImage(extent: extent) { r in
            var out = source.render(r)
            for y in 0..<out.height {
                for x in 0..<out.width
                where rect.contains(CGPoint(x: r.minX + CGFloat(x) + 0.5, y: r.minY + CGFloat(y) + 0.5)) {
                    out[x, y].w = 1
                }
            }
            return out
        }
    }

    /// How a later transform samples the image: the nearest pixel (sharp edges when scaling a
    /// barcode or pixel art up) or bilinear interpolation (the default). Core Image's caching hints
    /// return the image itself: ViewLab caches nothing between renders.
    public func samplingLinear() -> CIImage { sampling(nearest: false) }
    public func samplingNearest() -> CIImage { sampling(nearest: true) }
    public func insertingIntermediate() -> CIImage { self }
    public func insertingIntermediate(cache: Bool) -> CIImage { self }

    /// The image turned for an EXIF orientation (1–8), as `oriented(_:)`.
    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        orientationTransform(forExifOrientation: orientation).map { transformed(by: $0) } ?? self
    }

    /// The transform that turns the image upright for an EXIF orientation (1: none).
    public func orientationTransform(forExifOrientation orientation: Int32) -> CGAffineTransform? {
        let w = extent.width, h = extent.height
        let x = extent.minX, y = extent.minY
        let toOrigin = CGAffineTransform(translationX: -x, y: -y)
        let turn: CGAffineTransform
        switch orientation {
        case 1: return .identity
        case 2: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case 3: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case 4: turn = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case 5: turn = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        case 6: turn = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        case 7: turn = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case 8: turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        default: return nil
        }
        return toOrigin.concatenating(turn)
    }

    private func sampling(nearest: Bool) -> CIImage {
        CIImage(extent: extent, source: cgImage, properties: properties, samplesNearest: nearest, recipe: recipe)
    }
}
