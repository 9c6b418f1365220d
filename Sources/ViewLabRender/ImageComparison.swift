@_spi(ViewLab) import CoreGraphics
import Foundation

/// Compares two renders pixel by pixel, the way snapshot tools do: a per-pixel threshold decides
/// whether a pixel differs, and differing pixels are weighted by a perceptual colour distance
/// (YIQ, as in pixelmatch) for the overall score.
public struct ImageComparison {
    /// Largest per-channel difference (0…255) at which two pixels still count as equal.
    public var threshold: Int

    public init(threshold: Int = 2) {
        self.threshold = threshold
    }

    public struct Result {
        public var width: Int
        public var height: Int
        /// Pixels whose largest channel difference is above the threshold.
        public var differingPixels: Int
        /// Largest channel difference found (0…255).
        public var maxChannelDifference: Int
        /// Mean perceptual difference over all pixels, 0 (identical) … 1 (black vs white everywhere).
        public var perceptualScore: Double
        /// Differing pixels in red (brighter = larger), the rest a faded copy of the expected image.
        public var diffImage: CGImage?

        /// The share of pixels that differ, 0…1.
        public var differingFraction: Double { Double(differingPixels) / Double(max(1, width * height)) }

        /// Whether the images match: no differing pixel, or a perceptual score within `tolerance`.
        public func matches(tolerance: Double) -> Bool {
            differingPixels == 0 || perceptualScore <= tolerance
        }
    }

    /// Compares `actual` with `expected`; nil when their sizes differ.
    public func compare(_ actual: CGImage, _ expected: CGImage) -> Result? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        let width = actual.width, height = actual.height
        var differing = 0, maxDifference = 0
        var perceptual = 0.0
        var diff = [UInt32](repeating: 0, count: width * height)
        actual.withPixels { a, strideA in
            expected.withPixels { e, strideE in
                for y in 0..<height {
                    for x in 0..<width {
                        let pa = a.load(fromByteOffset: y * strideA + x * 4, as: UInt32.self)
                        let pe = e.load(fromByteOffset: y * strideE + x * 4, as: UInt32.self)
                        let index = y * width + x
                        if pa == pe {
                            diff[index] = Self.faded(pe)
                            continue
                        }
                        var worst = 0
                        for shift in stride(from: 0, through: 24, by: 8) {
                            worst = max(
                                worst, abs(Int((pa >> UInt32(shift)) & 0xFF) - Int((pe >> UInt32(shift)) & 0xFF)))
                        }
                        maxDifference = max(maxDifference, worst)
                        guard worst > threshold else {
                            diff[index] = Self.faded(pe)
                            continue
                        }
                        differing += 1
                        let delta = Self.perceptualDelta(pa, pe)
                        perceptual += delta
                        diff[index] = 0xFF00_0000 | (UInt32(128 + min(127, Int(delta * 127 * 4))) << 16)
                    }
                }
            }
        }
        let image = diff.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4)
        }
        return Result(
            width: width, height: height, differingPixels: differing, maxChannelDifference: maxDifference,
            perceptualScore: perceptual / Double(max(1, width * height)), diffImage: image)
    }

    /// YIQ distance of two premultiplied pixels blended over white, normalised to 0…1.
    static func perceptualDelta(_ a: UInt32, _ b: UInt32) -> Double {
        func yiq(_ p: UInt32) -> (Double, Double, Double) {
            let alpha = Double(p >> 24) / 255
            // Premultiplied over white: c + (1 - alpha) * 255.
            func channel(_ shift: UInt32) -> Double { Double((p >> shift) & 0xFF) + (1 - alpha) * 255 }
            let r = channel(16), g = channel(8), b = channel(0)
            return (
                r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
                r * 0.59597799 - g * 0.27417610 - b * 0.32180189,
                r * 0.21147017 - g * 0.52261711 + b * 0.31114694
            )
        }
        let (y1, i1, q1) = yiq(a), (y2, i2, q2) = yiq(b)
        let dy = y1 - y2, di = i1 - i2, dq = q1 - q2
        return min(1, (0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq) / 35215)
    }

    /// A light gray version of a pixel, for the unchanged parts of a diff image.
    static func faded(_ p: UInt32) -> UInt32 {
        let luma = (Int((p >> 16) & 0xFF) * 3 + Int((p >> 8) & 0xFF) * 6 + Int(p & 0xFF)) / 10
        let gray = UInt32(215 + luma * 40 / 255)
        return 0xFF00_0000 | (gray << 16) | (gray << 8) | gray
    }
}
