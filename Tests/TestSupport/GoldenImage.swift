@_spi(ViewLab) import CoreGraphics
import Foundation
import ImageIO
import XCTest

/// Golden-image comparison for rendering tests.
///
/// Goldens live in `Golden/` next to the test file. A golden is compared per channel (premultiplied
/// 8-bit) with `tolerance`; the test fails when more than `maxDifferingFraction` of the pixels
/// differ. With `VIEWLAB_RECORD=1` the actual image is written as the golden and the test passes.
/// A missing golden is written too, but the test FAILS (look at it, then commit it).
/// On a mismatch, `<name>.actual.png`, `.expected.png` and `.diff.png` are written to
/// `$TMPDIR/viewlab-golden-failures/`.
public enum GoldenImage {
    public struct Comparison {
        public var differingPixels: Int
        public var totalPixels: Int
        public var fraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
    }

    /// Compares two images of the same size; nil when the sizes differ.
    public static func compare(_ actual: CGImage, _ expected: CGImage, tolerance: Int, diff: inout [UInt8]) -> Comparison? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        let width = actual.width, height = actual.height
        diff = [UInt8](repeating: 0, count: width * height * 4)
        var differing = 0
        actual.withPixels { a, aStride in
            expected.withPixels { e, eStride in
                for y in 0..<height {
                    for x in 0..<width {
                        var worst = 0
                        for c in 0..<4 {
                            worst = max(worst, abs(Int(a[y * aStride + x * 4 + c]) - Int(e[y * eStride + x * 4 + c])))
                        }
                        let o = (y * width + x) * 4
                        if worst > tolerance {
                            differing += 1
                            diff[o] = 0; diff[o + 1] = 0; diff[o + 2] = 255; diff[o + 3] = 255  // red (BGRA)
                        } else {
                            let grey = UInt8(min(255, Int(e[y * eStride + x * 4 + 3]) / 4))
                            diff[o] = grey; diff[o + 1] = grey; diff[o + 2] = grey; diff[o + 3] = 255
                        }
                    }
                }
            }
        }
        return Comparison(differingPixels: differing, totalPixels: width * height)
    }

    /// Asserts that `image` matches `Golden/<name>.png` beside the calling test file.
    public static func assertMatches(_ image: CGImage, named name: String, tolerance: Int = 8, maxDifferingFraction: Double = 0.002,
                                     file: StaticString = #filePath, line: UInt = #line) {
        let directory = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Golden")
        let url = directory.appendingPathComponent("\(name).png")
        let recording = ProcessInfo.processInfo.environment["VIEWLAB_RECORD"] == "1"
        let exists = FileManager.default.fileExists(atPath: url.path)
        if recording || !exists {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try PNGEncoder().encode(image).write(to: url)
            } catch {
                XCTFail("could not write golden \(url.path): \(error)", file: file, line: line)
            }
            if !recording { XCTFail("golden \(name).png was missing; recorded it — check it, then commit", file: file, line: line) }
            return
        }
        let expected: CGImage
        do { expected = try PNGDecoder().decode(contentsOf: url).image } catch {
            XCTFail("cannot read golden \(url.path): \(error)", file: file, line: line)
            return
        }
        var diff: [UInt8] = []
        guard let result = compare(image, expected, tolerance: tolerance, diff: &diff) else {
            let dir = writeFailure(name, actual: image, expected: expected, diff: nil)
            XCTFail("\(name): size \(image.width)x\(image.height) ≠ golden \(expected.width)x\(expected.height) (see \(dir))", file: file, line: line)
            return
        }
        if result.fraction > maxDifferingFraction {
            let diffImage = diff.withUnsafeBytes { CGImage(premultipliedBGRA: $0, width: image.width, height: image.height, bytesPerRow: image.width * 4) }
            let dir = writeFailure(name, actual: image, expected: expected, diff: diffImage)
            XCTFail("\(name): \(result.differingPixels) of \(result.totalPixels) pixels differ (> \(maxDifferingFraction)); see \(dir)",
                    file: file, line: line)
        }
    }

    /// Writes actual/expected/diff PNGs for a failed comparison; returns the folder.
    private static func writeFailure(_ name: String, actual: CGImage, expected: CGImage, diff: CGImage?) -> String {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("viewlab-golden-failures")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let encoder = PNGEncoder()
        try? encoder.encode(actual).write(to: dir.appendingPathComponent("\(name).actual.png"))
        try? encoder.encode(expected).write(to: dir.appendingPathComponent("\(name).expected.png"))
        if let diff { try? encoder.encode(diff).write(to: dir.appendingPathComponent("\(name).diff.png")) }
        return dir.path
    }
}
