@_spi(ViewLab) import CoreGraphics
import Foundation
import ImageIO
import XCTest

/// Golden-image comparison: a rendered `CGImage` against a PNG under a test target's `Golden/`
/// folder, with a per-channel tolerance and a maximum fraction of differing pixels.
///
/// Record mode (env `VIEWLAB_RECORD=1`) writes the golden. A missing golden fails unless recording.
/// On a mismatch, `<name>.actual.png`, `<name>.expected.png` and `<name>.diff.png` are written to
/// `$TMPDIR/viewlab-golden-failures/` and named in the failure message.
public enum GoldenImage {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["VIEWLAB_RECORD"] == "1" }

    /// The `Golden` folder next to the calling test file.
    public static func folder(for file: StaticString = #filePath) -> URL {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Golden")
    }

    /// Compares `image` with `Golden/<name>.png` next to `file`.
    public static func assertMatches(_ image: CGImage, named name: String, tolerance: Int = 3, maxDifferingFraction: Double = 0.002,
                                     file: StaticString = #filePath, line: UInt = #line) {
        let url = folder(for: file).appendingPathComponent("\(name).png")
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try PNGEncoder().encode(image, scale: 1, text: [("Software", "ViewLab golden")]).write(to: url)
            } catch {
                XCTFail("could not record golden \(url.path): \(error)", file: file, line: line)
            }
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            XCTFail("missing golden \(url.path) (run with VIEWLAB_RECORD=1 to record it)", file: file, line: line)
            return
        }
        let expected: CGImage
        do { expected = try PNGDecoder().decode(contentsOf: url).image } catch {
            XCTFail("cannot decode golden \(url.path): \(error)", file: file, line: line)
            return
        }
        guard expected.width == image.width, expected.height == image.height else {
            XCTFail("\(name): size \(image.width)×\(image.height) differs from golden \(expected.width)×\(expected.height)", file: file, line: line)
            writeFailure(name: name, actual: image, expected: expected, diff: nil)
            return
        }
        let (count, diff) = difference(image, expected, tolerance: tolerance)
        let fraction = Double(count) / Double(image.width * image.height)
        if fraction > maxDifferingFraction {
            let folder = writeFailure(name: name, actual: image, expected: expected, diff: diff)
            XCTFail("\(name): \(count) pixels (\(String(format: "%.3f", fraction * 100))%) differ by more than \(tolerance); see \(folder.path)",
                    file: file, line: line)
        }
    }

    /// The number of pixels whose channels differ by more than `tolerance`, and a diff image
    /// (red where they differ, faded actual elsewhere).
    public static func difference(_ a: CGImage, _ b: CGImage, tolerance: Int) -> (Int, CGImage?) {
        let w = a.width, h = a.height
        var out = [UInt8](repeating: 0, count: w * h * 4)
        var count = 0
        a.withPixels { pa, sa in
            b.withPixels { pb, sb in
                for y in 0..<h {
                    for x in 0..<w {
                        let i = y * sa + x * 4, j = y * sb + x * 4, o = (y * w + x) * 4
                        var differs = false
                        for c in 0..<4 where abs(Int(pa[i + c]) - Int(pb[j + c])) > tolerance { differs = true }
                        if differs {
                            count += 1
                            out[o] = 0; out[o + 1] = 0; out[o + 2] = 255; out[o + 3] = 255
                        } else {
                            out[o] = pa[i] / 4; out[o + 1] = pa[i + 1] / 4; out[o + 2] = pa[i + 2] / 4; out[o + 3] = pa[i + 3] / 4
                        }
                    }
                }
            }
        }
        let diff = out.withUnsafeBytes { CGImage(premultipliedBGRA: $0, width: w, height: h, bytesPerRow: w * 4) }
        return (count, diff)
    }

    @discardableResult
    private static func writeFailure(name: String, actual: CGImage, expected: CGImage, diff: CGImage?) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-golden-failures")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pairs: [(String, CGImage?)] = [("actual", actual), ("expected", expected), ("diff", diff)]
        for (suffix, image) in pairs {
            guard let image, let data = try? PNGEncoder().encode(image, scale: 1, text: []) else { continue }
            try? data.write(to: folder.appendingPathComponent("\(name).\(suffix).png"))
        }
        return folder
    }
}
