@_spi(ViewLab) import CoreGraphics
import Foundation
import ImageIO
import ViewLabRender
import XCTest

/// Golden-image comparison for tests that render pixels.
///
/// Goldens live in `Tests/<Target>/Golden/<name>.png` (the `Tests/<Target>` folder is found by
/// walking up from the calling test file). A comparison decodes the golden with `PNGDecoder`, round-
/// trips the actual image through `PNGEncoder`/`PNGDecoder` (so both sides went through the same
/// straight-alpha 8-bit form) and compares every channel of every pixel with `ImageComparison`
/// (the comparison `viewlab verify` uses).
///
/// - A pixel *differs* when any channel differs by more than `tolerance` (0…255).
/// - The test fails when more than `maxDifferingFraction` of the pixels differ, or the sizes differ.
/// - On failure, `<name>.actual.png`, `<name>.expected.png` and `<name>.diff.png` are written to
///   `.build/golden-failures/<Target>/` (next to the test products, outside the source tree) and
///   the paths are reported with `XCTFail`.
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
                try FileManager.default.createDirectory(
                    at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actualPNG.write(to: golden)
                print("GoldenImage: recorded \(golden.path)")
            } catch {
                XCTFail("GoldenImage \(name): cannot record \(golden.path): \(error)", file: testFile, line: line)
            }
            return
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            XCTFail(
                "GoldenImage \(name): missing golden \(golden.path) (run with VIEWLAB_RECORD=1 to record it)",
                file: testFile, line: line)
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
        guard let comparison = ImageComparison(threshold: tolerance).compare(actual, expected) else {
            fail(
                name, target: target, actual: actualPNG, expected: expected, diff: nil,
                reason: "size \(actual.width)x\(actual.height) ≠ golden \(expected.width)x\(expected.height)",
                testFile: testFile, line: line)
            return
        }
        let allowed = Int((Double(actual.width * actual.height) * maxDifferingFraction).rounded(.down))
        if comparison.differingPixels > allowed {
            fail(
                name, target: target, actual: actualPNG, expected: expected, diff: comparison.diffImage,
                reason:
                    "\(comparison.differingPixels) pixels differ by more than \(tolerance) (max channel difference \(comparison.maxChannelDifference), allowed \(allowed) pixels)",
                testFile: testFile, line: line)
        }
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

    static func fail(
        _ name: String, target: URL, actual: Data, expected: CGImage, diff: CGImage?, reason: String,
        testFile: StaticString, line: UInt
    ) {
        let folder = ViewLabBinary.repositoryRoot.appendingPathComponent(".build/golden-failures")
            .appendingPathComponent(target.lastPathComponent)
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let files: [(String, Data?)] = [
                ("actual", actual), ("expected", try? PNGEncoder().encode(expected)),
                ("diff", diff.flatMap { try? PNGEncoder().encode($0) }),
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
