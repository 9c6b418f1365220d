@_spi(ViewLab) import CoreGraphics
import Foundation
import BenchmarkScenes
import UIKit
import ViewLabRender

/// Scenario 8: comparing a 3x phone screenshot with a reference, as `assertSnapshot` does
/// (`PerceptualComparison`, CIE94 ΔE per pixel), against the plain per-pixel comparison measured in
/// the same run: every pixel of both images converted to CIELAB and its ΔE computed (what a
/// whole-image ΔE filter does), with the same colour arithmetic.
extension Bench {
    func perceptualComparison() throws -> [Row] {
        let scene = ReferenceScene(usesShadowPath: true)
        let expected = try Bench.stage(showing: scene.view).render(scale: 3)
        let fewPoints = (0..<10).map { (x: 100 + $0 * 97, y: 200 + $0 * 211) }
        let cases: [(String, CGImage)] = [
            // A copy, not the same image: comparing a buffer with itself would measure nothing.
            ("identical", Bench.copy(of: expected) { _, _ in }),
            ("10 pixels differ", Bench.copy(of: expected) { pixels, index in
                if fewPoints.contains(where: { $0.y * expected.width + $0.x == index }) { pixels = 0xFF00_0000 } }),
            ("every pixel differs", Bench.copy(of: expected) { pixels, _ in pixels ^= 0x0000_0001 }),
        ]
        let comparison = PerceptualComparison(precision: 1, perceptualPrecision: 0.98)
        return try cases.map { label, actual in
            var result: PerceptualComparison.Result?, naiveFound = 0
            let run = try interleaved(floorBatch: {
                var batch: [Double] = []
                for _ in 0..<frames { batch.append(Stats.time { naiveFound = Bench.naiveDiffering(actual, expected, limit: comparison.allowedDeltaE) }) }
                return Stats.median(batch)
            }, viewlab: { try Stats.time { result = try comparison.compare(actual, expected) } })
            guard let result, result.differingPixels == naiveFound else {
                throw ChildProcess.Failure(description: "\(label): the perceptual comparison and the plain one disagree on the differing pixels")
            }
            return Row(scenario: "8", name: "perceptual compare 3x screenshot (\(expected.width)×\(expected.height)), \(label), vs plain per-pixel ΔE",
                       viewlab: Stats.median(run.viewlab), floor: Stats.median(run.floor), target: label == "identical" ? "≤5 ms" : "",
                       notes: "\(result.changedPixels) pixels changed, \(result.differingPixels) beyond ΔE 2; floor: ΔE of every pixel, same colour arithmetic")
        }
    }

    /// The plain comparison: ΔE of every pixel pair; how many exceed `limit`.
    static func naiveDiffering(_ actual: CGImage, _ expected: CGImage, limit: Double) -> Int {
        var differing = 0
        actual.withPixels { a, strideA in
            expected.withPixels { e, strideE in
                for y in 0..<actual.height {
                    for x in 0..<actual.width {
                        let pa = a.load(fromByteOffset: y * strideA + x * 4, as: UInt32.self)
                        let pe = e.load(fromByteOffset: y * strideE + x * 4, as: UInt32.self)
                        if PerceptualComparison.deltaE(pa, reference: pe) > limit { differing += 1 }
                    }
                }
            }
        }
        return differing
    }

    /// A copy of `image` with `change` applied to every pixel (premultiplied ARGB, row-major index).
    static func copy(of image: CGImage, change: (inout UInt32, Int) -> Void) -> CGImage {
        image.withPixels { bytes, stride in
            var pixels = [UInt32](repeating: 0, count: image.width * image.height)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    pixels[y * image.width + x] = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                    change(&pixels[y * image.width + x], y * image.width + x)
                }
            }
            return pixels.withUnsafeBytes { CGImage(premultipliedBGRA: $0, width: image.width, height: image.height, bytesPerRow: image.width * 4)! }
        }
    }
}
