import CoreGraphics
import Foundation

/// More of Core Image's colour filters (Apple, *Core Image Filter Reference*): colour cubes (the
/// look-up tables photo filters ship), tone curves, thresholds, vibrance, and luminance
/// sharpening. A cube or a curve given in sRGB (`CIColorCubeWithColorSpace`, `CIToneCurve`, whose
/// points photo editors pick by eye) is applied to sRGB-encoded colours; `CIColorCube` works in the
/// working space, as Core Image documents for it.
enum AdjustmentFilters {
    static let all: [FilterDefinition] = [
        .colorFilter(
            "CIColorCube", in: [kCICategoryColorEffect],
            [.number("inputCubeDimension", 2), .init(key: "inputCubeData", defaultValue: nil, className: "NSData")]
        ) { inputs in cube(inputs) },
        .encodedColorFilter(
            "CIColorCubeWithColorSpace",
            [
                .number("inputCubeDimension", 2), .init(key: "inputCubeData", defaultValue: nil, className: "NSData"),
                .init(key: "inputColorSpace", defaultValue: nil, className: "CGColorSpace"),
            ]
        ) { inputs in cube(inputs) },
        .encodedColorFilter(
            "CIToneCurve", in: [kCICategoryColorAdjustment],
            [
                .vector("inputPoint0", 0, 0), .vector("inputPoint1", 0.25, 0.25), .vector("inputPoint2", 0.5, 0.5),
                .vector("inputPoint3", 0.75, 0.75), .vector("inputPoint4", 1, 1),
            ]
        ) { inputs in
            let curve = ToneCurve((0..<5).map { inputs.vector("inputPoint\($0)").cgPointValue })
            return { c in c.withRGB(curve.value(c.x), curve.value(c.y), curve.value(c.z)) }
        },
        .encodedColorFilter("CIColorThreshold", in: [kCICategoryColorAdjustment], [.number("inputThreshold", 0.5)]) {
            inputs in
            let t = inputs.number("inputThreshold")
            return { c in c.withRGB(c.x >= t ? 1 : 0, c.y >= t ? 1 : 0, c.z >= t ? 1 : 0) }
        },
        .colorFilter("CIVibrance", [.number(kCIInputAmountKey, 0)]) { inputs in
            let amount = inputs.number(kCIInputAmountKey)
            return { c in
                // saturation grows most where it is lowest: the boost scales with 1 − saturation
                let high = max(c.x, c.y, c.z), low = min(c.x, c.y, c.z)
                let saturation = high > 0 ? (high - low) / high : 0
                let s = 1 + amount * (1 - saturation)
                let l = WorkingColorSpace.luminance(c)
                return c.withRGB(l + (c.x - l) * s, l + (c.y - l) * s, l + (c.z - l) * s)
            }
        },
    ]

    /// A colour cube's look-up, trilinear between its entries: `inputCubeData` holds
    /// `dimension³` RGBA `Float32` entries, red varying fastest, then green, then blue. A
    /// missing or wrongly sized cube leaves colours as they are.
    static func cube(_ inputs: FilterInputs) -> (SIMD4<Float>) -> SIMD4<Float> {
        let n = Int(inputs.number("inputCubeDimension"))
        guard n >= 2, let data = inputs.data("inputCubeData"), data.count == n * n * n * 16 else { return { $0 } }
        let table: [SIMD4<Float>] = data.withUnsafeBytes { raw in
            (0..<n * n * n).map { i in
                SIMD4(
                    raw.loadUnaligned(fromByteOffset: i * 16, as: Float.self),
                    raw.loadUnaligned(fromByteOffset: i * 16 + 4, as: Float.self),
                    raw.loadUnaligned(fromByteOffset: i * 16 + 8, as: Float.self),
                    raw.loadUnaligned(fromByteOffset: i * 16 + 12, as: Float.self))
            }
        }
        let scale = Float(n - 1)
        return { c in
            let p = SIMD3(c.x, c.y, c.z).clamped(lowerBound: .zero, upperBound: .one) * scale
            let i0 = SIMD3<Int>(Int(p.x), Int(p.y), Int(p.z))
            let i1 = SIMD3<Int>(min(i0.x + 1, n - 1), min(i0.y + 1, n - 1), min(i0.z + 1, n - 1))
            let f = p - SIMD3(Float(i0.x), Float(i0.y), Float(i0.z))
            func at(_ r: Int, _ g: Int, _ b: Int) -> SIMD4<Float> { table[(b * n + g) * n + r] }
            let c00 = mix(at(i0.x, i0.y, i0.z), at(i1.x, i0.y, i0.z), f.x)
            let c10 = mix(at(i0.x, i1.y, i0.z), at(i1.x, i1.y, i0.z), f.x)
            let c01 = mix(at(i0.x, i0.y, i1.z), at(i1.x, i0.y, i1.z), f.x)
            let c11 = mix(at(i0.x, i1.y, i1.z), at(i1.x, i1.y, i1.z), f.x)
            let out = mix(mix(c00, c10, f.y), mix(c01, c11, f.y), f.z)
            // the cube's alpha multiplies the colour's
            return SIMD4(out.x, out.y, out.z, out.w * c.w)
        }
    }
}

/// A monotone curve through five points (a Catmull-Rom spline, clamped to 0…1), as a tone curve
/// bends each channel.
struct ToneCurve {
    let points: [CGPoint]

    init(_ points: [CGPoint]) { self.points = points.sorted { $0.x < $1.x } }

    func value(_ x: Float) -> Float {
        let x = CGFloat(min(max(x, 0), 1))
        guard let last = points.last, let first = points.first else { return Float(x) }
        if x <= first.x { return Float(first.y) }
        if x >= last.x { return Float(last.y) }
        let i = (points.firstIndex { $0.x >= x } ?? points.count - 1) - 1
        let p1 = points[i], p2 = points[i + 1]
        let p0 = i > 0 ? points[i - 1] : p1, p3 = i + 2 < points.count ? points[i + 2] : p2
        let t = p2.x > p1.x ? (x - p1.x) / (p2.x - p1.x) : 0
        let m1 = p2.x > p0.x ? (p2.y - p0.y) / (p2.x - p0.x) * (p2.x - p1.x) : 0
        let m2 = p3.x > p1.x ? (p3.y - p1.y) / (p3.x - p1.x) * (p2.x - p1.x) : 0
        let t2 = t * t, t3 = t2 * t
        let y = (2 * t3 - 3 * t2 + 1) * p1.y + (t3 - 2 * t2 + t) * m1 + (-2 * t3 + 3 * t2) * p2.y + (t3 - t2) * m2
        return Float(min(max(y, 0), 1))
    }
}
