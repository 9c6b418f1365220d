import CoreGraphics
import Foundation

/// Core Image's generators and gradients (Apple, *Core Image Filter Reference*,
/// `CICategoryGenerator`, `CICategoryGradient`): images made from nothing, most of them infinite.
/// Gradients interpolate in the working space (linear light), as Core Image does.
enum GeneratorFilters {
    static let all: [FilterDefinition] = [
        .generator("CIConstantColorGenerator", [.color(kCIInputColorKey, 1, 0, 0)]) { inputs in
            let c = inputs.color(kCIInputColorKey).workingPixel
            return { _ in c }
        },
        .generator(
            "CILinearGradient", in: [kCICategoryGradient],
            [
                .vector("inputPoint0", 0, 0), .vector("inputPoint1", 200, 200), .color("inputColor0", 1, 1, 1),
                .color("inputColor1", 0, 0, 0),
            ]
        ) { inputs in linear(inputs, smooth: false) },
        .generator(
            "CISmoothLinearGradient", in: [kCICategoryGradient],
            [
                .vector("inputPoint0", 0, 0), .vector("inputPoint1", 200, 200), .color("inputColor0", 1, 1, 1),
                .color("inputColor1", 0, 0, 0),
            ]
        ) { inputs in linear(inputs, smooth: true) },
        .generator(
            "CIRadialGradient", in: [kCICategoryGradient],
            [
                .vector(kCIInputCenterKey, 150, 150), .number("inputRadius0", 5), .number("inputRadius1", 100),
                .color("inputColor0", 1, 1, 1), .color("inputColor1", 0, 0, 0),
            ]
        ) { inputs in
            let center = inputs.vector(kCIInputCenterKey).cgPointValue
            let r0 = CGFloat(inputs.number("inputRadius0")), r1 = CGFloat(inputs.number("inputRadius1"))
            let c0 = inputs.color("inputColor0").workingPixel, c1 = inputs.color("inputColor1").workingPixel
            return { p in
                let d = hypot(p.x - center.x, p.y - center.y)
                let t = r1 == r0 ? (d < r0 ? 0 : 1) : Float(min(max((d - r0) / (r1 - r0), 0), 1))
                return mix(c0, c1, t)
            }
        },
        .generator(
            "CIGaussianGradient", in: [kCICategoryGradient],
            [
                .vector(kCIInputCenterKey, 150, 150), .color("inputColor0", 1, 1, 1), .color("inputColor1", 0, 0, 0, 0),
                .number(kCIInputRadiusKey, 300),
            ]
        ) { inputs in
            let center = inputs.vector(kCIInputCenterKey).cgPointValue, radius = inputs.number(kCIInputRadiusKey)
            let c0 = inputs.color("inputColor0").workingPixel, c1 = inputs.color("inputColor1").workingPixel
            return { p in
                let d = Float(hypot(p.x - center.x, p.y - center.y))
                // a Gaussian falling to about 1% at the radius
                return mix(c1, c0, radius > 0 ? expf(-d * d / (2 * powf(radius / 3, 2))) : 0)
            }
        },
        .generator(
            "CIHueSaturationValueGradient", in: [kCICategoryGradient],
            [
                .number("inputValue", 1), .number(kCIInputRadiusKey, 300), .number("inputSoftness", 1),
                .number("inputDither", 1),
            ],
            extent: { inputs in
                let r = CGFloat(inputs.number(kCIInputRadiusKey))
                return CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r)
            }
        ) { inputs in
            let radius = inputs.number(kCIInputRadiusKey), value = inputs.number("inputValue")
            let softness = max(inputs.number("inputSoftness"), 0.001)
            return { p in
                let d = Float(hypot(p.x, p.y))
                let alpha = min(max((radius - d) / softness + 0.5, 0), 1)
                guard alpha > 0, radius > 0 else { return .zero }
                var hue = Float(atan2(p.y, p.x)) / (2 * .pi)
                if hue < 0 { hue += 1 }
                let rgb = hsvToRGB(hue: hue, saturation: min(d / radius, 1), value: value)
                return WorkingColorSpace.pixel(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
            }
        },
        .generator(
            "CICheckerboardGenerator",
            [
                .vector(kCIInputCenterKey, 150, 150), .color("inputColor0", 1, 1, 1), .color("inputColor1", 0, 0, 0),
                .number(kCIInputWidthKey, 80), .number(kCIInputSharpnessKey, 1),
            ]
        ) { inputs in
            let center = inputs.vector(kCIInputCenterKey).cgPointValue,
                width = CGFloat(max(inputs.number(kCIInputWidthKey), 1))
            let c0 = inputs.color("inputColor0").workingPixel, c1 = inputs.color("inputColor1").workingPixel
            return { p in
                let i = Int(((p.x - center.x) / width).rounded(.down)) + Int(((p.y - center.y) / width).rounded(.down))
                return i & 1 == 0 ? c0 : c1
            }
        },
        .generator(
            "CIStripesGenerator",
            [
                .vector(kCIInputCenterKey, 150, 150), .color("inputColor0", 1, 1, 1), .color("inputColor1", 0, 0, 0),
                .number(kCIInputWidthKey, 80), .number(kCIInputSharpnessKey, 1),
            ]
        ) { inputs in
            let center = inputs.vector(kCIInputCenterKey).cgPointValue,
                width = CGFloat(max(inputs.number(kCIInputWidthKey), 1))
            let c0 = inputs.color("inputColor0").workingPixel, c1 = inputs.color("inputColor1").workingPixel
            return { p in Int(((p.x - center.x) / width).rounded(.down)) & 1 == 0 ? c0 : c1 }
        },
    ]

    /// A linear gradient from `inputPoint0` to `inputPoint1` (colours held beyond the ends);
    /// `smooth` eases it with smoothstep, as `CISmoothLinearGradient`.
    static func linear(_ inputs: FilterInputs, smooth: Bool) -> (CGPoint) -> SIMD4<Float> {
        let p0 = inputs.vector("inputPoint0").cgPointValue, p1 = inputs.vector("inputPoint1").cgPointValue
        let c0 = inputs.color("inputColor0").workingPixel, c1 = inputs.color("inputColor1").workingPixel
        let dx = p1.x - p0.x, dy = p1.y - p0.y, length2 = dx * dx + dy * dy
        return { p in
            var t = length2 > 0 ? Float(((p.x - p0.x) * dx + (p.y - p0.y) * dy) / length2) : 0
            t = min(max(t, 0), 1)
            if smooth { t = t * t * (3 - 2 * t) }
            return mix(c0, c1, t)
        }
    }

    /// HSV (each 0…1) to sRGB components.
    static func hsvToRGB(hue: Float, saturation s: Float, value v: Float) -> SIMD3<Float> {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6, f = h - Float(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return SIMD3(v, t, p)
        case 1: return SIMD3(q, v, p)
        case 2: return SIMD3(p, v, t)
        case 3: return SIMD3(p, q, v)
        case 4: return SIMD3(t, p, v)
        default: return SIMD3(v, p, q)
        }
    }
}
