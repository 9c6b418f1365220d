@_spi(ViewLab) import CoreGraphics
import Foundation

/// Compares two renders the way swift-snapshot-testing's image strategy does, with a perceptual
/// colour distance per pixel.
///
/// The rule (swift-snapshot-testing, `UIImage.swift`/`NSImage.swift`, `perceptuallyCompare`):
/// - `perceptualPrecision` is 1 − the largest colour difference a pixel may have, in ΔE/100: 1
///   accepts no difference at all (any changed byte counts), 0.98 accepts ΔE ≤ 2 — about the just
///   noticeable difference, the value its documentation suggests for renders from other machines.
/// - `precision` is the share of pixels that must match: 1 requires every pixel to, 0.99 lets 1 %
///   of them differ by more than the perceptual limit.
///
/// The distance is CIE94 ΔE (graphic-arts weights, the expected pixel as the reference), between
/// the sRGB colours of the two pixels composited over white and over black (the larger of the
/// two), so a change of opacity counts as the change of colour it makes on either background.
///
/// Rows whose bytes are identical are skipped with `memcmp` before any pixel is looked at, and
/// identical pixels inside a changed row are skipped before any colour is converted, and a pair of
/// colours repeating the previous pair reuses its ΔE, so comparing two identical 3x phone
/// screenshots costs one pass of `memcmp` over their bytes.
public struct PerceptualComparison: Sendable {
    /// The share of pixels that must match, 0…1.
    public var precision: Double
    /// 1 − the largest ΔE (CIE94) a matching pixel may have, divided by 100; 0…1.
    public var perceptualPrecision: Double

    public init(precision: Double = 1, perceptualPrecision: Double = 1) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// What a comparison found.
    public struct Result: Sendable {
        public var width: Int
        public var height: Int
        /// Pixels that differ by more than the perceptual limit.
        public var differingPixels: Int
        /// Pixels whose bytes differ at all (including those within the limit).
        public var changedPixels: Int
        /// The largest ΔE (CIE94) found, 0 when the images are identical.
        public var maxDeltaE: Double
        /// Whether the images match under the comparison's precisions.
        public var matches: Bool

        /// The share of pixels that differ by more than the perceptual limit, 0…1.
        public var differingFraction: Double { Double(differingPixels) / Double(max(1, width * height)) }

        /// One line for a test failure: how many pixels differ and by how much.
        public var summary: String {
            let percent = String(format: "%.3f", differingFraction * 100)
            return
                "\(differingPixels) of \(width * height) pixels differ (\(percent) %), max ΔE \(String(format: "%.2f", maxDeltaE))"
        }
    }

    /// Why two images cannot be compared.
    public struct SizeMismatch: Error, CustomStringConvertible, Sendable {
        public var actual: (width: Int, height: Int)
        public var expected: (width: Int, height: Int)
        public var description: String {
            "size \(actual.width)×\(actual.height) px differs from the reference's \(expected.width)×\(expected.height) px"
        }
    }

    /// The largest ΔE a pixel may have and still match; negative when no change at all is allowed.
    public var allowedDeltaE: Double {
        perceptualPrecision >= 1 ? -1 : (1 - perceptualPrecision) * 100
    }

    /// Compares `actual` with `expected`, or throws `SizeMismatch` when their sizes differ.
    public func compare(_ actual: CGImage, _ expected: CGImage) throws -> Result {
        guard actual.width == expected.width, actual.height == expected.height else {
            throw SizeMismatch(actual: (actual.width, actual.height), expected: (expected.width, expected.height))
        }
        let width = actual.width, height = actual.height, rowBytes = width * 4
        let limit = allowedDeltaE
        var differing = 0, changed = 0, maxDeltaE = 0.0
        // Runs of the same pair of colours (a changed background, a shifted fill) are common:
        // the last pair's ΔE is reused rather than converted again.
        var lastPair: (actual: UInt32, expected: UInt32) = (0, 0), lastDelta = 0.0
        actual.withPixels { a, strideA in
            expected.withPixels { e, strideE in
                guard let aBase = a.baseAddress, let eBase = e.baseAddress else { return }
                for y in 0..<height {
                    let aRow = aBase + y * strideA, eRow = eBase + y * strideE
                    if memcmp(aRow, eRow, rowBytes) == 0 { continue }
                    for x in 0..<width {
                        let pa = aRow.load(fromByteOffset: x * 4, as: UInt32.self)
                        let pe = eRow.load(fromByteOffset: x * 4, as: UInt32.self)
                        if pa == pe { continue }
                        changed += 1
                        if pa != lastPair.actual || pe != lastPair.expected {
                            lastPair = (pa, pe)
                            lastDelta = Self.deltaE(pa, reference: pe)
                            maxDeltaE = max(maxDeltaE, lastDelta)
                        }
                        if lastDelta > limit { differing += 1 }
                    }
                }
            }
        }
        let allowedPixels = Double(width * height) * (1 - precision)
        return Result(
            width: width, height: height, differingPixels: differing, changedPixels: changed, maxDeltaE: maxDeltaE,
            matches: Double(differing) <= allowedPixels)
    }

    /// A picture of where two same-sized images differ: pixels beyond the perceptual limit in red
    /// (brighter = larger ΔE), changed pixels within it in yellow, the rest a faded copy of the
    /// expected image. Nil when the sizes differ.
    public func diffImage(_ actual: CGImage, _ expected: CGImage) -> CGImage? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        let width = actual.width, height = actual.height, limit = allowedDeltaE
        var diff = [UInt32](repeating: 0, count: width * height)
        actual.withPixels { a, strideA in
            expected.withPixels { e, strideE in
                for y in 0..<height {
                    for x in 0..<width {
                        let pa = a.load(fromByteOffset: y * strideA + x * 4, as: UInt32.self)
                        let pe = e.load(fromByteOffset: y * strideE + x * 4, as: UInt32.self)
                        guard pa != pe else {
                            diff[y * width + x] = ImageComparison.faded(pe)
                            continue
                        }
                        let delta = Self.deltaE(pa, reference: pe)
                        diff[y * width + x] =
                            delta > limit
                            ? 0xFF00_0000 | (UInt32(128 + min(127, Int(delta * 2.5))) << 16)
                            : 0xFFFF_D000
                    }
                }
            }
        }
        return diff.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4)
        }
    }

    // MARK: - Colour

    /// CIE94 ΔE between two premultiplied BGRA pixels (as `UInt32`: ARGB), the larger of the
    /// differences over white and over black; `reference` weights the chroma terms.
    public static func deltaE(_ pixel: UInt32, reference: UInt32) -> Double {
        let overWhite = cie94(lab(pixel, overWhite: true), reference: lab(reference, overWhite: true))
        let pixelAlpha = pixel >> 24, referenceAlpha = reference >> 24
        guard pixelAlpha != 255 || referenceAlpha != 255 else { return overWhite }
        return max(overWhite, cie94(lab(pixel, overWhite: false), reference: lab(reference, overWhite: false)))
    }

    /// CIE94 with the graphic-arts weights (kL = 1, K1 = 0.045, K2 = 0.015).
    static func cie94(_ lab: (l: Double, a: Double, b: Double), reference: (l: Double, a: Double, b: Double)) -> Double
    {
        let dL = reference.l - lab.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        let dC = c1 - c2
        let da = reference.a - lab.a, db = reference.b - lab.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// CIELAB (D65) of a premultiplied pixel composited over white or black. Over white a
    /// premultiplied channel `c` becomes `c + 255 − alpha`, over black it stays `c`: both are
    /// whole numbers 0…255, so linearisation is a table lookup.
    static func lab(_ pixel: UInt32, overWhite: Bool) -> (l: Double, a: Double, b: Double) {
        let background = overWhite ? 255 - Int(pixel >> 24) : 0
        let r = linear[min(255, Int((pixel >> 16) & 0xFF) + background)]
        let g = linear[min(255, Int((pixel >> 8) & 0xFF) + background)]
        let b = linear[min(255, Int(pixel & 0xFF) + background)]
        // sRGB → XYZ (D65), divided by the white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// sRGB channel values 0…255 → linear light 0…1.
    static let linear: [Double] = (0..<256).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
