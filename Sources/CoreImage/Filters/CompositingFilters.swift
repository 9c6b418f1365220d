import CoreGraphics
import Foundation

/// Core Image's compositing operations and blend modes (Apple, *Core Image Filter Reference*,
/// `CICategoryCompositeOperation`): the Porter-Duff operators on premultiplied colours, and the
/// separable blend modes of the PDF specification (ISO 32000-1, 11.3.5) composited source over.
enum CompositingFilters {
    static let all: [FilterDefinition] = [
        .compositing("CISourceOverCompositing") { s, d in s + d * (1 - s.w) },
        .compositing("CISourceAtopCompositing", extent: { _, d in d }) { s, d in s * d.w + d * (1 - s.w) },
        .compositing("CISourceInCompositing", extent: { s, d in s.intersection(d) }) { s, d in s * d.w },
        .compositing("CISourceOutCompositing", extent: { s, _ in s }) { s, d in s * (1 - d.w) },
        .compositing("CIAdditionCompositing") { s, d in (s + d).clamped(lowerBound: .zero, upperBound: .one) },
        .compositing("CIMultiplyCompositing") { s, d in s * d },
        .compositing("CIMinimumCompositing") { s, d in pointwiseMin(s, d) },
        .compositing("CIMaximumCompositing") { s, d in pointwiseMax(s, d) },
        blend("CIMultiplyBlendMode") { s, d in s * d },
        blend("CIScreenBlendMode") { s, d in s + d - s * d },
        blend("CIDarkenBlendMode") { s, d in min(s, d) },
        blend("CILightenBlendMode") { s, d in max(s, d) },
        blend("CIOverlayBlendMode") { s, d in d <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d) },
        blend("CIDifferenceBlendMode") { s, d in abs(s - d) },
        blendWithMask("CIBlendWithMask") { mask in min(max(WorkingColorSpace.luminance(mask), 0), 1) },
        blendWithMask("CIBlendWithAlphaMask") { mask in mask.w },
    ]

    /// A separable blend mode `B(source, backdrop)` on unpremultiplied components, composited as
    /// ISO 32000-1 does: `(1 - αb)·Cs + αb·B(Cb, Cs)` where both are present.
    static func blend(_ name: String, _ b: @escaping (Float, Float) -> Float) -> FilterDefinition {
        .compositing(name) { s, d in
            let sa = s.w, da = d.w
            guard sa > 0 else { return d }
            guard da > 0 else { return s }
            let cs = s / sa, cd = d / da
            var out = SIMD4<Float>.zero
            // the mixed colour is unpremultiplied: it adds `αs` of itself over what shows of the backdrop
            for i in 0..<3 { out[i] = sa * ((1 - da) * cs[i] + da * b(cs[i], cd[i])) + d[i] * (1 - sa) }
            out.w = sa + da * (1 - sa)
            return out
        }
    }

    /// The input image where the mask is on, the background where it is off.
    static func blendWithMask(_ name: String, weight: @escaping (SIMD4<Float>) -> Float) -> FilterDefinition {
        FilterDefinition(
            name: name, categories: [kCICategoryCompositeOperation, kCICategoryBuiltIn],
            parameters: [.image(), .image(kCIInputBackgroundImageKey), .image(kCIInputMaskImageKey)]
        ) { inputs in
            guard let source = inputs.image() else { return nil }
            let background = inputs.image(kCIInputBackgroundImageKey) ?? .empty()
            let mask = inputs.image(kCIInputMaskImageKey) ?? .empty()
            return CIImage(extent: source.extent.union(background.extent)) { rect in
                let s = source.render(rect), b = background.render(rect), m = mask.render(rect)
                var out = PixelBuffer(rect: rect)
                for i in out.pixels.indices { out.pixels[i] = mix(b.pixels[i], s.pixels[i], weight(m.pixels[i])) }
                return out
            }
        }
    }
}
