@_spi(ViewLab) import CoreGraphics
import ImageIO
import TestSupport
import XCTest

/// `viewlab verify` against references recorded by the real binary.
final class VerifyCommandTests: XCTestCase {
    private let swatches = "ColorSwatches/Swatches.light-portrait.png"

    /// Records references for the bundled catalog at 1x into a fresh folder.
    private func recordedReferences() throws -> URL {
        let reference = try ViewLabBinary.temporaryDirectory("viewlab-ref")
        let result = try ViewLabBinary.run(["verify", "--reference", reference.path, "--record", "--scale", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return reference
    }

    /// Rewrites one pixel of a reference PNG.
    private func changePixel(in url: URL, x: Int, y: Int, to bgra: UInt32) throws {
        let image = try PNGDecoder().decode(contentsOf: url).image
        var pixels = [UInt32](repeating: 0, count: image.width * image.height)
        image.withPixels { bytes, stride in
            for row in 0..<image.height {
                for column in 0..<image.width {
                    pixels[row * image.width + column] = bytes.load(
                        fromByteOffset: row * stride + column * 4, as: UInt32.self)
                }
            }
        }
        pixels[y * image.width + x] = bgra
        let changed = try XCTUnwrap(
            pixels.withUnsafeBytes {
                CGImage(premultipliedBGRA: $0, width: image.width, height: image.height, bytesPerRow: image.width * 4)
            })
        try PNGEncoder().encode(changed).write(to: url)
    }

    func testMatchingReferencesPass() throws {
        let reference = try recordedReferences()
        let result = try ViewLabBinary.run(["verify", "--reference", reference.path, "--scale", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("0 failed"), result.stdout)
    }

    func testOnePixelChangeFailsWithEvidenceAndPassesWithinTolerance() throws {
        let reference = try recordedReferences()
        try changePixel(in: reference.appendingPathComponent(swatches), x: 100, y: 30, to: 0xFF00_0000)
        let report = try ViewLabBinary.temporaryDirectory("viewlab-report")
        let failing = try ViewLabBinary.run([
            "verify", "--reference", reference.path, "--scale", "1", "--report", report.path,
        ])
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.stderr.contains("mismatch \(swatches): 1 pixels differ"), failing.stderr)
        for kind in ["actual", "reference", "diff"] {
            let file = report.appendingPathComponent("ColorSwatches/Swatches.light-portrait.\(kind).png")
            XCTAssertNoThrow(try PNGDecoder().decode(contentsOf: file), kind)
        }
        let diff = try PNGDecoder().decode(
            contentsOf: report.appendingPathComponent("ColorSwatches/Swatches.light-portrait.diff.png")
        ).image
        XCTAssertGreaterThan(diff.pixel(x: 100, y: 30).red, 128, "the changed pixel is red in the diff")
        XCTAssertTrue(FileManager.default.fileExists(atPath: report.appendingPathComponent("report.html").path))
        let tolerant = try ViewLabBinary.run([
            "verify", "--reference", reference.path, "--scale", "1", "--tolerance", "0.001",
        ])
        XCTAssertEqual(tolerant.status, 0, tolerant.stderr)
        let thresholded = try ViewLabBinary.run([
            "verify", "--reference", reference.path, "--scale", "1", "--threshold", "255",
        ])
        XCTAssertEqual(thresholded.status, 0, thresholded.stderr)
    }

    func testMissingAndOrphanedReferencesAreReported() throws {
        let reference = try recordedReferences()
        try FileManager.default.removeItem(at: reference.appendingPathComponent(swatches))
        try Data("x".utf8).write(to: reference.appendingPathComponent("ColorSwatches/Removed.light-portrait.png"))
        let result = try ViewLabBinary.run([
            "verify", "--reference", reference.path, "--scale", "1", "--report",
            try ViewLabBinary.temporaryDirectory().path,
        ])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("missing reference \(swatches) (run with --record)"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("orphaned reference ColorSwatches/Removed.light-portrait.png"), result.stderr)
        let rerecord = try ViewLabBinary.run(["verify", "--reference", reference.path, "--scale", "1", "--record"])
        XCTAssertEqual(rerecord.status, 0, rerecord.stderr)
        XCTAssertTrue(
            rerecord.stdout.contains("removed orphaned reference ColorSwatches/Removed.light-portrait.png"),
            rerecord.stdout)
        XCTAssertEqual(try ViewLabBinary.run(["verify", "--reference", reference.path, "--scale", "1"]).status, 0)
    }

    /// `--incremental` keeps its renders and what matched in the report folder: a second run
    /// renders and compares nothing, a changed reference is compared again (and fails), other
    /// comparison settings forget every earlier match.
    func testIncrementalVerifyRedoesOnlyWhatChanged() throws {
        let reference = try recordedReferences()
        let report = try ViewLabBinary.temporaryDirectory("viewlab-report")
        let command = [
            "verify", "--reference", reference.path, "--scale", "1", "--incremental", "--report", report.path,
        ]
        let first = try ViewLabBinary.run(command)
        XCTAssertEqual(first.status, 0, first.stderr)
        let total = try XCTUnwrap(
            first.stdout.components(separatedBy: "verified ").last?.split(separator: " ").first.flatMap { Int($0) })
        XCTAssertTrue(
            first.stdout.contains("\(total) matched (0 unchanged since the last verify), 0 failed"), first.stdout)
        let kept = report.appendingPathComponent(".incremental/\(swatches)")
        let rendered = try XCTUnwrap(
            FileManager.default.attributesOfItem(atPath: kept.path)[.modificationDate] as? Date)

        let second = try ViewLabBinary.run(command)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(
            second.stdout.contains(
                "verified \(total) images: \(total) matched (\(total) unchanged since the last verify), 0 failed"),
            second.stdout)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: kept.path)[.modificationDate] as? Date, rendered,
            "an unchanged image is not rendered again")

        try changePixel(in: reference.appendingPathComponent(swatches), x: 100, y: 30, to: 0xFF00_0000)
        let changed = try ViewLabBinary.run(command)
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.stderr.contains("mismatch \(swatches): 1 pixels differ"), changed.stderr)
        XCTAssertTrue(
            changed.stdout.contains("\(total - 1) matched (\(total - 1) unchanged since the last verify), 1 failed"),
            changed.stdout)

        let again = try ViewLabBinary.run(command)
        XCTAssertEqual(again.status, 1, "a mismatch is never remembered as a match")
        XCTAssertTrue(again.stdout.contains("(\(total - 1) unchanged since the last verify), 1 failed"), again.stdout)

        let otherThreshold = try ViewLabBinary.run(command + ["--threshold", "255"])
        XCTAssertEqual(otherThreshold.status, 0, otherThreshold.stderr)
        XCTAssertTrue(
            otherThreshold.stdout.contains("\(total) matched (0 unchanged since the last verify)"),
            otherThreshold.stdout)
    }
}
