import CoreGraphics
import Foundation

/// Core Image's blurs (Apple, *Core Image Filter Reference*, `CICategoryBlur`). A blur spreads the
/// image beyond its extent, so its output's extent grows by the blur's reach (three standard
/// deviations for `CIGaussianBlur`, whose `inputRadius` is the standard deviation —
/// `applyingGaussianBlur(sigma:)` is the same filter); what lies outside the input counts as
/// transparent, which is why a blurred photo's edges fade unless it was `clampedToExtent()` first.
/// `CIDiskBlur` is given as a Gaussian of half its radius.
enum BlurFilters {
    static let all: [FilterDefinition] = [
        blur("CIGaussianBlur", defaultRadius: 10) { radius in gaussianKernel(sigma: radius) },
        blur("CIBoxBlur", defaultRadius: 10) { radius in
            let n = max(Int(radius.rounded()), 1)
            return [Float](repeating: 1 / Float(2 * n + 1), count: 2 * n + 1)
        },
        blur("CIDiskBlur", defaultRadius: 8) { radius in gaussianKernel(sigma: radius / 2) },
        FilterDefinition(
            name: "CIUnsharpMask", categories: [kCICategoryStillImage, kCICategoryBuiltIn],
            parameters: [.image(), .number(kCIInputRadiusKey, 2.5), .number(kCIInputIntensityKey, 0.5)]
        ) { inputs in
            guard let image = inputs.image() else { return nil }
            let kernel = gaussianKernel(sigma: inputs.number(kCIInputRadiusKey))
            let amount = inputs.number(kCIInputIntensityKey)
            return CIImage(extent: image.extent) { rect in
                let reach = CGFloat(kernel.count / 2)
                let source = image.render(rect.insetBy(dx: -reach, dy: -reach))
                let blurred = convolve(source, kernel).cropped(to: rect)
                var out = source.cropped(to: rect)
                for i in out.pixels.indices { out.pixels[i] += (out.pixels[i] - blurred.pixels[i]) * amount }
                return out
            }
        },
    ]

    /// A separable blur whose kernel depends on `inputRadius`.
    static func blur(
        _ name: String, defaultRadius: Double, kernel: @escaping (Float) -> [Float]
    ) -> FilterDefinition {
        FilterDefinition(
            name: name, categories: [kCICategoryBlur, kCICategoryBuiltIn],
            parameters: [.image(), .number(kCIInputRadiusKey, defaultRadius)]
        ) { inputs in
            guard let image = inputs.image() else { return nil }
            let radius = inputs.number(kCIInputRadiusKey)
            guard radius > 0 else { return image }
            let weights = kernel(radius)
            let reach = CGFloat(weights.count / 2)
            let extent = image.extent.isInfinite ? CGRect.infinite : image.extent.insetBy(dx: -reach, dy: -reach)
            return CIImage(extent: extent) { rect in
                convolve(image.render(rect.insetBy(dx: -reach, dy: -reach)), weights).cropped(to: rect)
            }
        }
    }

    /// Gaussian weights reaching three standard deviations each side, summing to 1.
    static func gaussianKernel(sigma: Float) -> [Float] {
        guard sigma > 0 else { return [1] }
        let reach = max(Int((sigma * 3).rounded(.up)), 1)
        let weights = (-reach...reach).map { i in expf(-Float(i * i) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    /// The buffer convolved with `weights` horizontally, then vertically (transparent beyond it).
    static func convolve(_ buffer: PixelBuffer, _ weights: [Float]) -> PixelBuffer {
        let reach = weights.count / 2
        let w = buffer.width, h = buffer.height
        var across = buffer
        for y in 0..<h {
            for x in 0..<w {
                var sum = SIMD4<Float>.zero
                for k in 0..<weights.count {
                    let sx = x + k - reach
                    if sx >= 0, sx < w { sum += buffer.pixels[y * w + sx] * weights[k] }
                }
                across.pixels[y * w + x] = sum
            }
        }
        var out = across
        for y in 0..<h {
            for x in 0..<w {
                var sum = SIMD4<Float>.zero
                for k in 0..<weights.count {
                    let sy = y + k - reach
                    if sy >= 0, sy < h { sum += across.pixels[sy * w + x] * weights[k] }
                }
                out.pixels[y * w + x] = sum
            }
        }
        return out
    }
}
