@_spi(ViewLab) import CoreGraphics
import Foundation
import ImageIO
import XCTest

/// Golden-image comparison for rendering tests.
///
/// `assertMatchesGolden` compares an image with `<directory>/<name>.png`: a pixel differs when any
/// channel (premultiplied, 0…255) differs by more than `tolerance`; the test fails when more than
/// `maxDifferingFraction` of the pixels differ or the sizes differ. On failure it writes
/// `<name>.actual.png`, `<name>.expected.png` and `<name>.diff.png` (differing pixels red) to
/// `$TMPDIR/viewlab-golden-failures/` and names them in the message.
///
/// Recording: with `VIEWLAB_RECORD=1` the golden is (re)written and the test fails with a note to
/// look at it and re-run. A missing golden fails too (it is never created silently) unless
/// recording.
public enum GoldenImage {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["VIEWLAB_RECORD"] == "1" }

    public static var failureDirectory: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-golden-failures", isDirectory: true)
    }

    /// The fraction of differing pixels, or nil when the sizes differ. Also returns a diff image.
    public static func compare(_ actual: CGImage, _ expected: CGImage, tolerance: Int) -> (fraction: Double, diff: CGImage?)? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        let (w, h) = (actual.width, actual.height)
        var diff = [UInt8](repeating: 0, count: w * h * 4)
        var differing = 0
        actual.withPixels { a, strideA in
            expected.withPixels { e, strideE in
                for y in 0..<h {
                    for x in 0..<w {
                        let pa = a.load(fromByteOffset: y * strideA + x * 4, as: UInt32.self)
                        let pe = e.load(fromByteOffset: y * strideE + x * 4, as: UInt32.self)
                        var worst = 0
                        for shift in stride(from: 0, through: 24, by: 8) {
                            worst = max(worst, abs(Int((pa >> UInt32(shift)) & 0xFF) - Int((pe >> UInt32(shift)) & 0xFF)))
                        }
                        let o = (y * w + x) * 4
                        if worst > tolerance {
                            differing += 1
                            (diff[o], diff[o + 1], diff[o + 2], diff[o + 3]) = (0, 0, 255, 255) // BGRA red
                        } else {
                            let gray = UInt8(((pe >> 8) & 0xFF) / 4)
                            (diff[o], diff[o + 1], diff[o + 2], diff[o + 3]) = (gray, gray, gray, 255)
                        }
                    }
                }
            }
        }
        let image = diff.withUnsafeBytes { CGImage(premultipliedBGRA: $0, width: w, height: h, bytesPerRow: w * 4) }
        return (Double(differing) / Double(max(w * h, 1)), image)
    }

    static func write(_ image: CGImage, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGEncoder().encode(image).write(to: url)
    }
}

/// Asserts that `image` matches the golden PNG `name` in `directory` (see `GoldenImage`).
public func assertMatchesGolden(_ image: CGImage, named name: String, in directory: URL, tolerance: Int = 3,
                                maxDifferingFraction: Double = 0.002, file: StaticString = #filePath, line: UInt = #line) {
    let url = directory.appendingPathComponent("\(name).png")
    if GoldenImage.isRecording {
        do {
            try GoldenImage.write(image, to: url)
            XCTFail("recorded golden \(url.path); look at it, then re-run without VIEWLAB_RECORD", file: file, line: line)
        } catch {
            XCTFail("could not record golden \(url.path): \(error)", file: file, line: line)
        }
        return
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
        return XCTFail("missing golden \(url.path); run with VIEWLAB_RECORD=1 to record it", file: file, line: line)
    }
    let expected: CGImage
    do {
        expected = try PNGDecoder().decode(contentsOf: url).image
    } catch {
        return XCTFail("cannot read golden \(url.path): \(error)", file: file, line: line)
    }
    let result = GoldenImage.compare(image, expected, tolerance: tolerance)
    if let result, result.fraction <= maxDifferingFraction { return }
    let out = GoldenImage.failureDirectory
    try? GoldenImage.write(image, to: out.appendingPathComponent("\(name).actual.png"))
    try? GoldenImage.write(expected, to: out.appendingPathComponent("\(name).expected.png"))
    if let diff = result?.diff { try? GoldenImage.write(diff, to: out.appendingPathComponent("\(name).diff.png")) }
    let what = result.map { String(format: "%.3f%% of pixels differ (allowed %.3f%%)", $0.fraction * 100, maxDifferingFraction * 100) }
        ?? "size \(image.width)×\(image.height) differs from the golden's \(expected.width)×\(expected.height)"
    XCTFail("\(name): \(what); see \(out.path)/\(name).{actual,expected,diff}.png", file: file, line: line)
}
