import Foundation

/// Core Image's colour adjustment and colour effect filters (Apple, *Core Image Filter
/// Reference*). Adjustments work on linear colours, as Core Image's working space has them;
/// effects defined on what the eye sees (inversion, sepia, posterising) on sRGB-encoded ones.
/// The photo effects (`CIPhotoEffectMono`, `…Noir`, `…Tonal`) are Apple's tone curves, which are
/// not published: ViewLab gives their greyscale from Rec. 709 luminance (Noir with more contrast).
enum ColorFilters {
    static let all: [FilterDefinition] = [
        .colorFilter(
            "CIColorControls",
            [.number(kCIInputSaturationKey, 1), .number(kCIInputBrightnessKey, 0), .number(kCIInputContrastKey, 1)]
        ) { inputs in
            let s = inputs.number(kCIInputSaturationKey), b = inputs.number(kCIInputBrightnessKey)
            let k = inputs.number(kCIInputContrastKey)
            return { c in
                let l = WorkingColorSpace.luminance(c)
                var rgb = SIMD3(repeating: l) + (c.rgb - SIMD3(repeating: l)) * s
                rgb += SIMD3(repeating: b)
                rgb = (rgb - SIMD3(repeating: 0.5)) * k + SIMD3(repeating: 0.5)
                return SIMD4(rgb.x, rgb.y, rgb.z, c.w)
            }
        },
        .colorFilter("CIExposureAdjust", [.number(kCIInputEVKey, 0.5)]) { inputs in
            let f = powf(2, inputs.number(kCIInputEVKey))
            return { c in c.withRGB(c.x * f, c.y * f, c.z * f) }
        },
        .colorFilter("CIGammaAdjust", [.number("inputPower", 1)]) { inputs in
            let p = inputs.number("inputPower")
            return { c in c.withRGB(powf(max(c.x, 0), p), powf(max(c.y, 0), p), powf(max(c.z, 0), p)) }
        },
        .colorFilter("CIHueAdjust", [.number(kCIInputAngleKey, 0)]) { inputs in
            let m = hueRotation(inputs.number(kCIInputAngleKey))
            return { c in
                let v = m.0 * c.x + m.1 * c.y + m.2 * c.z
                return SIMD4(v.x, v.y, v.z, c.w)
            }
        },
        .colorFilter(
            "CIColorMatrix",
            [
                .vector("inputRVector", 1, 0, 0, 0), .vector("inputGVector", 0, 1, 0, 0),
                .vector("inputBVector", 0, 0, 1, 0), .vector("inputAVector", 0, 0, 0, 1),
                .vector("inputBiasVector", 0, 0, 0, 0),
            ]
        ) { inputs in
            let rows = ["inputRVector", "inputGVector", "inputBVector", "inputAVector"].map { simd(inputs.vector($0)) }
            let bias = simd(inputs.vector("inputBiasVector"))
            return { c in
                SIMD4((rows[0] * c).sum(), (rows[1] * c).sum(), (rows[2] * c).sum(), (rows[3] * c).sum()) + bias
            }
        },
        .colorFilter(
            "CIColorClamp", [.vector("inputMinComponents", 0, 0, 0, 0), .vector("inputMaxComponents", 1, 1, 1, 1)]
        ) { inputs in
            let low = simd(inputs.vector("inputMinComponents")), high = simd(inputs.vector("inputMaxComponents"))
            return { c in c.clamped(lowerBound: low, upperBound: high) }
        },
        .encodedColorFilter("CIColorInvert", []) { _ in { c in c.withRGB(1 - c.x, 1 - c.y, 1 - c.z) } },
        .encodedColorFilter("CIColorPosterize", [.number("inputLevels", 6)]) { inputs in
            let n = max(inputs.number("inputLevels"), 1)
            return { c in
                c.withRGB((c.x * n).rounded(.down) / n, (c.y * n).rounded(.down) / n, (c.z * n).rounded(.down) / n)
            }
        },
        .encodedColorFilter("CISepiaTone", [.number(kCIInputIntensityKey, 1)]) { inputs in
            let t = inputs.number(kCIInputIntensityKey)
            return { c in
                let sepia = SIMD4(
                    0.393 * c.x + 0.769 * c.y + 0.189 * c.z, 0.349 * c.x + 0.686 * c.y + 0.168 * c.z,
                    0.272 * c.x + 0.534 * c.y + 0.131 * c.z, c.w)
                return mix(c, sepia.clamped(lowerBound: .zero, upperBound: .one), t)
            }
        },
        .colorFilter(
            "CIColorMonochrome", in: [kCICategoryColorEffect],
            [.color(kCIInputColorKey, 0.6, 0.45, 0.3), .number(kCIInputIntensityKey, 1)]
        ) { inputs in
            let tint = inputs.color(kCIInputColorKey).workingPixel.withRGBA(alpha: 1).rgb
            let t = inputs.number(kCIInputIntensityKey)
            return { c in
                let toned = tint * WorkingColorSpace.luminance(c)
                return mix(c, SIMD4(toned.x, toned.y, toned.z, c.w), t)
            }
        },
        .colorFilter(
            "CIFalseColor", in: [kCICategoryColorEffect],
            [.color("inputColor0", 0.3, 0, 0), .color("inputColor1", 1, 0.9, 0.8)]
        ) { inputs in
            let dark = inputs.color("inputColor0").workingPixel, light = inputs.color("inputColor1").workingPixel
            return { c in mix(dark, light, min(max(WorkingColorSpace.luminance(c), 0), 1)).withRGBA(alpha: c.w) }
        },
        .colorFilter("CIMaskToAlpha", in: [kCICategoryColorEffect], []) { _ in
            { c in SIMD4(1, 1, 1, min(max(WorkingColorSpace.luminance(c) * c.w, 0), 1)) }
        },
        .colorFilter("CIMinimumComponent", in: [kCICategoryColorEffect], []) { _ in
            { c in
                let m = min(c.x, c.y, c.z); return c.withRGB(m, m, m)
            }
        },
        .colorFilter("CIMaximumComponent", in: [kCICategoryColorEffect], []) { _ in
            { c in
                let m = max(c.x, c.y, c.z); return c.withRGB(m, m, m)
            }
        },
        monochrome("CIPhotoEffectMono", contrast: 1),
        monochrome("CIPhotoEffectTonal", contrast: 0.9),
        monochrome("CIPhotoEffectNoir", contrast: 1.35),
        .encodedColorFilter("CILinearToSRGBToneCurve", in: [kCICategoryColorAdjustment], []) { _ in
            { c in
                c.withRGB(
                    WorkingColorSpace.encoded(c.x), WorkingColorSpace.encoded(c.y), WorkingColorSpace.encoded(c.z))
            }
        },
        .encodedColorFilter("CISRGBToneCurveToLinear", in: [kCICategoryColorAdjustment], []) { _ in
            { c in
                c.withRGB(WorkingColorSpace.linear(c.x), WorkingColorSpace.linear(c.y), WorkingColorSpace.linear(c.z))
            }
        },
    ]

    /// A greyscale of Rec. 709 luminance (in sRGB encoding), its contrast scaled about mid-grey.
    static func monochrome(_ name: String, contrast: Float) -> FilterDefinition {
        .encodedColorFilter(name, []) { _ in
            { c in
                let l = min(max((0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z - 0.5) * contrast + 0.5, 0), 1)
                return c.withRGB(l, l, l)
            }
        }
    }

    /// The rotation of colours about the grey axis by `angle` radians (the hue rotation matrix).
    static func hueRotation(_ angle: Float) -> (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>) {
        let c = cosf(angle), s = sinf(angle), k: Float = 1 / 3, r = sqrtf(1 / 3)
        let a = c + (1 - c) * k, b = k * (1 - c) - r * s, d = k * (1 - c) + r * s
        // columns: what red, green and blue each contribute
        return (SIMD3(a, d, b), SIMD3(b, a, d), SIMD3(d, b, a))
    }

    static func simd(_ v: CIVector) -> SIMD4<Float> {
        SIMD4(Float(v.value(at: 0)), Float(v.value(at: 1)), Float(v.value(at: 2)), Float(v.value(at: 3)))
    }
}

extension SIMD4 where Scalar == Float {
    /// The colour's red, green and blue with `alpha` as its alpha (for mixing premultiplied
    /// colours into unpremultiplied ones).
    func withRGBA(alpha: Float) -> SIMD4<Float> {
        w > 0 ? SIMD4(x / w, y / w, z / w, alpha) : SIMD4(0, 0, 0, alpha)
    }
}
