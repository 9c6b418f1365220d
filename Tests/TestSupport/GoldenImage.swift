@_spi(ViewLab) import CoreGraphics
import Foundation
import ImageIO
import XCTest

/// Golden-image comparison for tests that render pixels.
///
/// Goldens live in `Tests/<Target>/Golden/<name>.png` (the `Tests/<Target>` folder is found by
/// walking up from the calling test file). A comparison decodes the golden with `PNGDecoder`, round-
/// trips the actual image through `PNGEncoder`/`PNGDecoder` (so both sides went through the same
/// straight-alpha 8-bit form) and compares every channel of every pixel.
///
/// - A pixel *differs* when any channel differs by more than `tolerance` (0…255).
/// - The test fails when more than `maxDifferingFraction` of the pixels differ, or the sizes differ.
/// - On failure, `<name>.actual.png`, `<name>.expected.png` and `<name>.diff.png` are written to
///   `Tests/<Target>/__failures__/` (git-ignored) and the paths are reported with `XCTFail`.
/// - Recording: with the environment variable `VIEWLAB_RECORD=1` the golden is (re)written and the
///   assertion passes. A missing golden **fails** unless recording.
public enum GoldenImage {
    /// Compares `image` with the golden PNG `name`; see the type's documentation for the rules.
    public static func assertMatches(
        image: CGImage, named name: String, in testFile: StaticString = #filePath,
        tolerance: Int = 2, maxDifferingFraction: Double = 0.002, line: UInt = #line
    ) {
        let target = targetFolder(for: "\(testFile)")
        let golden = target.appendingPathComponent("Golden").appendingPathComponent("\(name).png")
        let actualPNG: Data
        do { actualPNG = try PNGEncoder().encode(image) } catch {
            XCTFail("GoldenImage \(name): cannot encode the actual image: \(error)", file: testFile, line: line)
            return
        }
        if ProcessInfo.processInfo.environment["VIEWLAB_RECORD"] == "1" {
            do {
                try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actualPNG.write(to: golden)
                print("GoldenImage: recorded \(golden.path)")
            } catch {
                XCTFail("GoldenImage \(name): cannot record \(golden.path): \(error)", file: testFile, line: line)
            }
            return
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            XCTFail("GoldenImage \(name): missing golden \(golden.path) (run with VIEWLAB_RECORD=1 to record it)", file: testFile, line: line)
            return
        }
        let expected: CGImage, actual: CGImage
        do {
            expected = try PNGDecoder().decode(contentsOf: golden).image
            actual = try PNGDecoder().decode(actualPNG, source: "actual \(name)").image
        } catch {
            XCTFail("GoldenImage \(name): \(error)", file: testFile, line: line)
            return
        }
        guard let comparison = compare(actual, expected, tolerance: tolerance) else {
            fail(name, target: target, actual: actualPNG, expected: expected, diff: nil,
                 reason: "size \(actual.width)x\(actual.height) ≠ golden \(expected.width)x\(expected.height)", testFile: testFile, line: line)
            return
        }
        let allowed = Int((Double(actual.width * actual.height) * maxDifferingFraction).rounded(.down))
        if comparison.differing > allowed {
            fail(name, target: target, actual: actualPNG, expected: expected, diff: comparison.diff,
                 reason: "\(comparison.differing) pixels differ by more than \(tolerance) (max channel difference \(comparison.maxDifference), allowed \(allowed) pixels)",
                 testFile: testFile, line: line)
        }
    }

    // MARK: - Comparing

    /// Per-pixel comparison of two same-sized images in straight RGBA. Nil when the sizes differ.
    static func compare(_ a: CGImage, _ b: CGImage, tolerance: Int) -> (differing: Int, maxDifference: Int, diff: CGImage?)? {
        guard a.width == b.width, a.height == b.height else { return nil }
        let width = a.width, height = a.height
        var differing = 0, maxDifference = 0
        var diff = [UInt8](repeating: 0, count: width * height * 4)
        let ra = straightRGBA(a), rb = straightRGBA(b)
        for i in 0..<(width * height) {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(ra[i * 4 + c]) - Int(rb[i * 4 + c]))) }
            maxDifference = max(maxDifference, worst)
            // Diff image: differing pixels in red (brighter = larger), the rest a faint gray copy.
            if worst > tolerance {
                differing += 1
                diff[i * 4 + 2] = UInt8(min(255, 128 + worst)); diff[i * 4 + 3] = 255
            } else {
                let gray = UInt8(200 + Int(rb[i * 4]) / 8)
                diff[i * 4] = gray; diff[i * 4 + 1] = gray; diff[i * 4 + 2] = gray; diff[i * 4 + 3] = 255
            }
        }
        let image = diff.withUnsafeBytes { CGImage(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4) }
        return (differing, maxDifference, image)
    }

    /// Straight RGBA bytes of an image (un-premultiplied).
    public static func straightRGBA(_ image: CGImage) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: image.width * image.height * 4)
        var i = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                out[i] = p.red; out[i + 1] = p.green; out[i + 2] = p.blue; out[i + 3] = p.alpha
                i += 4
            }
        }
        return out
    }

    // MARK: - Files

    /// `Tests/<Target>` for a test file anywhere below it.
    static func targetFolder(for testFile: String) -> URL {
        var url = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while url.path != "/" && url.deletingLastPathComponent().lastPathComponent != "Tests" {
            url = url.deletingLastPathComponent()
        }
        return url.path == "/" ? URL(fileURLWithPath: testFile).deletingLastPathComponent() : url
    }

    static func fail(_ name: String, target: URL, actual: Data, expected: CGImage, diff: CGImage?, reason: String,
                     testFile: StaticString, line: UInt) {
        let folder = target.appendingPathComponent("__failures__")
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let files: [(String, Data?)] = [
                ("actual", actual), ("expected", try? PNGEncoder().encode(expected)), ("diff", diff.flatMap { try? PNGEncoder().encode($0) }),
            ]
            for (kind, data) in files {
                guard let data else { continue }
                let url = folder.appendingPathComponent("\(name).\(kind).png")
                try data.write(to: url)
                written.append(url.path)
            }
        } catch {
            written.append("(could not write failure images: \(error))")
        }
        XCTFail("GoldenImage \(name): \(reason); see \(written.joined(separator: ", "))", file: testFile, line: line)
    }
}
