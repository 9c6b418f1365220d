import CoreGraphics
import Foundation

/// Core Image's stylize and reduction filters (Apple, *Core Image Filter Reference*):
/// `CIPixellate`, `CIVignette`, and the reductions `CIAreaAverage`, `CIAreaMaximum`,
/// `CIAreaMinimum`, whose output is one pixel at the origin of `inputExtent` — how components
/// find an image's average colour.
enum StylizeFilters {
    static let all: [FilterDefinition] = [
        FilterDefinition(
            name: "CIPixellate", categories: [kCICategoryStylize, kCICategoryBuiltIn],
            parameters: [.image(), .vector(kCIInputCenterKey, 150, 150), .number(kCIInputScaleKey, 8)]
        ) { inputs in
            guard let image = inputs.image() else { return nil }
            let center = inputs.vector(kCIInputCenterKey).cgPointValue
            let size = CGFloat(max(inputs.number(kCIInputScaleKey), 1))
            return CIImage(extent: image.extent) { rect in
                let source = image.render(rect.insetBy(dx: -size, dy: -size))
                return PixelBuffer(rect: rect) { x, y in
                    // every pixel of a cell takes the colour at the cell's centre
                    let px = rect.minX + CGFloat(x) + 0.5, py = rect.minY + CGFloat(y) + 0.5
                    let cx = center.x + (((px - center.x) / size).rounded(.down) + 0.5) * size
                    let cy = center.y + (((py - center.y) / size).rounded(.down) + 0.5) * size
                    return source.pixel(atImagePoint: Int(cx.rounded(.down)), Int(cy.rounded(.down)))
                }
            }
        },
        FilterDefinition(
            name: "CIVignette", categories: [kCICategoryColorEffect, kCICategoryBuiltIn],
            parameters: [.image(), .number(kCIInputIntensityKey, 0), .number(kCIInputRadiusKey, 1)]
        ) { inputs in
            guard let image = inputs.image() else { return nil }
            let intensity = inputs.number(kCIInputIntensityKey), radius = max(inputs.number(kCIInputRadiusKey), 0.01)
            let e = image.extent
            return CIImage(extent: e) { rect in
                var out = image.render(rect)
                let half = Float(hypot(e.width, e.height) / 2)
                for y in 0..<out.height {
                    for x in 0..<out.width {
                        let dx = Float(rect.minX + CGFloat(x) + 0.5 - e.midX),
                            dy = Float(rect.minY + CGFloat(y) + 0.5 - e.midY)
                        // darkening grows with the distance from the centre, relative to the radius
                        let d = sqrtf(dx * dx + dy * dy) / (half * radius)
                        let factor = max(0, 1 - intensity * d * d)
                        out[x, y] = out[x, y].withRGB(out[x, y].x * factor, out[x, y].y * factor, out[x, y].z * factor)
                    }
                }
                return out
            }
        },
        reduction("CIAreaAverage") { pixels in pixels.reduce(.zero, +) / Float(max(pixels.count, 1)) },
        reduction("CIAreaMaximum") { pixels in pixels.reduce(pixels.first ?? .zero) { pointwiseMax($0, $1) } },
        reduction("CIAreaMinimum") { pixels in pixels.reduce(pixels.first ?? .zero) { pointwiseMin($0, $1) } },
    ]

    /// A filter whose output is one pixel, at the origin of `inputExtent`, made from every pixel
    /// of the input inside it.
    static func reduction(_ name: String, _ reduce: @escaping ([SIMD4<Float>]) -> SIMD4<Float>) -> FilterDefinition {
        FilterDefinition(
            name: name, categories: [kCICategoryReduction, kCICategoryBuiltIn],
            parameters: [.image(), .vector(kCIInputExtentKey, 0, 0, 640, 80)]
        ) { inputs in
            guard let image = inputs.image() else { return nil }
            let area = inputs.vector(kCIInputExtentKey).cgRectValue.integral
            let one = CGRect(x: area.minX, y: area.minY, width: 1, height: 1)
            return CIImage(extent: one) { rect in
                let value = reduce(image.render(area).pixels)
                return PixelBuffer(rect: rect) { x, y in
                    one.contains(CGPoint(x: rect.minX + CGFloat(x) + 0.5, y: rect.minY + CGFloat(y) + 0.5))
                        ? value : .zero
                }
            }
        }
    }
}
