import CoreGraphics
import Foundation

/// Core Image's morphology and directional blurs (Apple, *Core Image Filter Reference*):
/// `CIMorphologyMaximum`/`Minimum` (the brightest or darkest pixel within `inputRadius`, a disc),
/// `CIMotionBlur` (a blur along `inputAngle` reaching `inputRadius` each way) and `CIBloom`
/// (the image plus a blur of itself at `inputIntensity`).
enum MorphologyFilters {
    static let all: [FilterDefinition] = [
        morphology("CIMorphologyMaximum", defaultRadius: 0) { a, b in pointwiseMax(a, b) },
        morphology("CIMorphologyMinimum", defaultRadius: 0) { a, b in pointwiseMin(a, b) },
        FilterDefinition(
            name: "CIMotionBlur", categories: [kCICategoryBlur, kCICategoryBuiltIn],
            parameters: [.image(), .number(kCIInputRadiusKey, 20), .number(kCIInputAngleKey, 0)]
        ) { inputs in
            guard let image = inputs.image() else { return nil }
            let radius = CGFloat(max(inputs.number(kCIInputRadiusKey), 0)),
                angle = CGFloat(inputs.number(kCIInputAngleKey))
            guard radius > 0 else { return image }
            let dx = cos(angle), dy = sin(angle), taps = Int(radius.rounded(.up))
            let reach = radius + 1
            let extent = image.extent.isInfinite ? CGRect.infinite : image.extent.insetBy(dx: -reach, dy: -reach)
            return CIImage(extent: extent) { rect in
                let source = image.render(rect.insetBy(dx: -reach, dy: -reach))
                return PixelBuffer(rect: rect) { x, y in
                    let px = rect.minX + CGFloat(x) + 0.5, py = rect.minY + CGFloat(y) + 0.5
                    var sum = SIMD4<Float>.zero
                    for k in -taps...taps {
                        let d = CGFloat(k) * radius / CGFloat(taps)
                        sum += source.sample(CGPoint(x: px + d * dx, y: py + d * dy))
                    }
                    return sum / Float(2 * taps + 1)
                }
            }
        },
        FilterDefinition(
            name: "CIBloom", categories: [kCICategoryStylize, kCICategoryBuiltIn],
            parameters: [.image(), .number(kCIInputRadiusKey, 10), .number(kCIInputIntensityKey, 0.5)]
        ) { inputs in
            guard let image = inputs.image() else { return nil }
            let glow = image.applyingGaussianBlur(sigma: Double(inputs.number(kCIInputRadiusKey)))
            let intensity = inputs.number(kCIInputIntensityKey)
            return CIImage(extent: image.extent) { rect in
                var out = image.render(rect)
                let blurred = glow.render(rect)
                for i in out.pixels.indices {
                    out.pixels[i] = (out.pixels[i] + blurred.pixels[i] * intensity)
                        .clamped(lowerBound: .zero, upperBound: SIMD4(repeating: max(out.pixels[i].w, 1)))
                }
                return out
            }
        },
    ]

    static func morphology(
        _ name: String, defaultRadius: Double, _ pick: @escaping (SIMD4<Float>, SIMD4<Float>) -> SIMD4<Float>
    ) -> FilterDefinition {
        FilterDefinition(
            name: name, categories: [kCICategoryStylize, kCICategoryBuiltIn],
            parameters: [.image(), .number(kCIInputRadiusKey, defaultRadius)]
        ) { inputs in
            guard let image = inputs.image() else { return nil }
            let r = Int(max(inputs.number(kCIInputRadiusKey), 0).rounded())
            guard r > 0 else { return image }
            var offsets: [(Int, Int)] = []
            for dy in -r...r {
                for dx in -r...r where dx * dx + dy * dy <= r * r { offsets.append((dx, dy)) }
            }
            let extent =
                image.extent.isInfinite ? CGRect.infinite : image.extent.insetBy(dx: -CGFloat(r), dy: -CGFloat(r))
            return CIImage(extent: extent) { rect in
                let source = image.render(rect.insetBy(dx: -CGFloat(r), dy: -CGFloat(r)))
                return PixelBuffer(rect: rect) { x, y in
                    var value = source[x + r, y + r]
                    for (dx, dy) in offsets { value = pick(value, source[x + r + dx, y + r + dy]) }
                    return value
                }
            }
        }
    }
}
