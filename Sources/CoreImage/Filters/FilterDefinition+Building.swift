import CoreGraphics
import Foundation

/// Shorthands for declaring the built-in filters.
extension FilterDefinition.Parameter {
    static func image(_ key: String = kCIInputImageKey) -> Self {
        .init(key: key, defaultValue: nil, className: "CIImage")
    }
    static func number(_ key: String, _ value: Double) -> Self {
        .init(key: key, defaultValue: NSNumber(value: value), className: "NSNumber")
    }
    static func vector(_ key: String, _ values: CGFloat...) -> Self {
        .init(key: key, defaultValue: CIVector(values), className: "CIVector")
    }
    static func color(_ key: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> Self {
        .init(key: key, defaultValue: CIColor(red: r, green: g, blue: b, alpha: a), className: "CIColor")
    }
}

extension FilterDefinition {
    /// A filter that changes each pixel's colour on its own (unpremultiplied, in the working space):
    /// its output has its input's extent.
    static func colorFilter(
        _ name: String, in categories: [String] = [kCICategoryColorAdjustment],
        _ parameters: [Parameter], map: @escaping (FilterInputs) -> (SIMD4<Float>) -> SIMD4<Float>
    ) -> FilterDefinition {
        FilterDefinition(name: name, categories: categories + [kCICategoryBuiltIn], parameters: [.image()] + parameters)
        {
            inputs in
            guard let image = inputs.image() else { return nil }
            let body = map(inputs)
            return CIImage(extent: image.extent, samplesNearest: image.samplesNearest) { rect in
                image.render(rect).mappingColors(body)
            }
        }
    }

    /// The same as `colorFilter`, with the colour handed over in sRGB encoding (for effects defined
    /// on what the eye sees: inversion, sepia, posterisation).
    static func encodedColorFilter(
        _ name: String, in categories: [String] = [kCICategoryColorEffect],
        _ parameters: [Parameter], map: @escaping (FilterInputs) -> (SIMD4<Float>) -> SIMD4<Float>
    ) -> FilterDefinition {
        colorFilter(name, in: categories, parameters) { inputs in
            let body = map(inputs)
            return { c in
                let e = body(
                    SIMD4(
                        WorkingColorSpace.encoded(c.x), WorkingColorSpace.encoded(c.y), WorkingColorSpace.encoded(c.z),
                        c.w))
                return SIMD4(
                    WorkingColorSpace.linear(e.x), WorkingColorSpace.linear(e.y), WorkingColorSpace.linear(e.z), e.w)
            }
        }
    }

    /// A generator: an infinite (or `extent`-sized) image whose pixel at a point of its space is
    /// `pixel(inputs)(point)`, the point at the pixel's centre.
    static func generator(
        _ name: String, in categories: [String] = [kCICategoryGenerator], _ parameters: [Parameter],
        extent: @escaping (FilterInputs) -> CGRect = { _ in .infinite },
        pixel: @escaping (FilterInputs) -> (CGPoint) -> SIMD4<Float>
    ) -> FilterDefinition {
        FilterDefinition(name: name, categories: categories + [kCICategoryBuiltIn], parameters: parameters) { inputs in
            let body = pixel(inputs)
            let area = extent(inputs)
            return CIImage(extent: area) { rect in
                PixelBuffer(rect: rect) { x, y in
                    let p = CGPoint(x: rect.minX + CGFloat(x) + 0.5, y: rect.minY + CGFloat(y) + 0.5)
                    return area.isInfinite || area.contains(p) ? body(p) : .zero
                }
            }
        }
    }

    /// A filter of two images, pixel by pixel (premultiplied): the input image and the background.
    static func compositing(
        _ name: String, in categories: [String] = [kCICategoryCompositeOperation],
        extent: @escaping (CGRect, CGRect) -> CGRect = { $0.union($1) },
        _ combine: @escaping (_ source: SIMD4<Float>, _ destination: SIMD4<Float>) -> SIMD4<Float>
    ) -> FilterDefinition {
        FilterDefinition(
            name: name, categories: categories + [kCICategoryBuiltIn],
            parameters: [.image(), .image(kCIInputBackgroundImageKey)]
        ) { inputs in
            guard let source = inputs.image(), let destination = inputs.image(kCIInputBackgroundImageKey) else {
                return nil
            }
            return CIImage(extent: extent(source.extent, destination.extent)) { rect in
                let s = source.render(rect), d = destination.render(rect)
                var out = PixelBuffer(rect: rect)
                for i in out.pixels.indices { out.pixels[i] = combine(s.pixels[i], d.pixels[i]) }
                return out
            }
        }
    }
}

extension SIMD4 where Scalar == Float {
    /// The red, green and blue of a colour with `alpha` kept.
    func withRGB(_ r: Float, _ g: Float, _ b: Float) -> SIMD4<Float> { SIMD4(r, g, b, w) }
    var rgb: SIMD3<Float> { SIMD3(x, y, z) }
}

/// Linear interpolation of two pixels.
func mix(_ a: SIMD4<Float>, _ b: SIMD4<Float>, _ t: Float) -> SIMD4<Float> { a + (b - a) * t }
