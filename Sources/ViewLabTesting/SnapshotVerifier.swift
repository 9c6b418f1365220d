import Foundation
import ImageIO
import UIKit
import ViewLabRender

/// Compares one rendered image with its reference, records references as the record mode says,
/// and writes the failure images. Every outcome but a match is a `SnapshotFailure` with a
/// one-line message.
struct SnapshotVerifier {
    var location: SnapshotLocation
    var mode: RecordMode
    var comparison: PerceptualComparison
    /// Pixels per point, written into the PNGs' density chunk.
    var scale: CGFloat

    /// Verifies `image` against the reference of the snapshot `name`; nil when it matches.
    ///
    /// The render is encoded as its reference would be and, when those bytes equal the
    /// reference's, matches without decoding; otherwise both PNGs are decoded (so both sides went
    /// through the same 8-bit straight-alpha form) and compared with `comparison`.
    func verify(_ image: CGImage, named name: String) -> SnapshotFailure? {
        let title = "Snapshot \"\(location.baseName(name))\""
        let reference = location.reference(name)
        do {
            let actualPNG = try PNGEncoder().encode(image, scale: scale, text: [("Software", "ViewLab")])
            guard FileManager.default.fileExists(atPath: reference.path) else {
                guard mode != .never else {
                    return SnapshotFailure(
                        message:
                            "\(title): no reference at \(reference.path) (record mode never; run with \(RecordMode.environmentVariable)=missing to record it)",
                        attachments: [("\(location.baseName(name)).actual.png", actualPNG)])
                }
                return try record(
                    actualPNG, to: reference, title: title, why: "there was no reference (record mode \(mode.rawValue))"
                )
            }
            if mode == .all { return try record(actualPNG, to: reference, title: title, why: "record mode all") }
            let expectedPNG = try Data(contentsOf: reference)
            if expectedPNG == actualPNG { return nil }
            let actual = try PNGDecoder().decode(actualPNG, source: "the render of \(title)").image
            let expected = try PNGDecoder().decode(expectedPNG, source: reference.path).image
            guard let mismatch = try describeMismatch(actual, expected) else { return nil }
            var failure = try writeFailureFiles(name, actual: actualPNG, expected: expectedPNG, diff: mismatch.diff)
            failure.message = "\(title) does not match its reference: \(mismatch.summary); \(failure.message)"
            if mode == .failed {
                try write(actualPNG, to: reference)
                failure.message += "; re-recorded the reference (record mode failed)"
            }
            return failure
        } catch {
            return SnapshotFailure(message: "\(title): \(error)", attachments: [])
        }
    }

    /// How `actual` differs from `expected` (a summary and, for same-sized images, the diff as
    /// PNG), or nil when they match under `comparison`.
    private func describeMismatch(_ actual: CGImage, _ expected: CGImage) throws -> (summary: String, diff: Data?)? {
        do {
            let result = try comparison.compare(actual, expected)
            if result.matches { return nil }
            let diff = try comparison.diffImage(actual, expected).map { try PNGEncoder().encode($0, scale: scale) }
            return ("\(result.summary) (allowed: \(allowance(pixels: result.width * result.height)))", diff)
        } catch let mismatch as PerceptualComparison.SizeMismatch {
            return (mismatch.description, nil)
        }
    }

    /// How many pixels and how large a ΔE the comparison allows, for messages.
    private func allowance(pixels: Int) -> String {
        let allowedPixels = Int((Double(pixels) * (1 - comparison.precision)).rounded(.down))
        let allowedDeltaE = max(0, comparison.allowedDeltaE)
        return "\(allowedPixels) pixels, ΔE \(String(format: "%.2f", allowedDeltaE))"
    }

    /// Writes `png` as the reference and fails saying so.
    private func record(_ png: Data, to reference: URL, title: String, why: String) throws -> SnapshotFailure {
        try write(png, to: reference)
        return SnapshotFailure(
            message: "\(title): recorded \(reference.path) because \(why); run the test again to compare against it",
            attachments: [(reference.lastPathComponent, png)])
    }

    /// Writes the actual, expected and diff PNGs of a failed comparison; the failure's message
    /// says where they are.
    private func writeFailureFiles(_ name: String, actual: Data, expected: Data, diff: Data?) throws -> SnapshotFailure
    {
        let folder = location.failuresFolder()
        let base = location.baseName(name)
        var files: [(name: String, png: Data)] = [("\(base).actual.png", actual), ("\(base).expected.png", expected)]
        if let diff { files.append(("\(base).diff.png", diff)) }
        for file in files { try write(file.png, to: folder.appendingPathComponent(file.name)) }
        let kinds = diff == nil ? "actual,expected" : "actual,expected,diff"
        return SnapshotFailure(
            message: "images in \(folder.appendingPathComponent(base).path).{\(kinds)}.png", attachments: files)
    }

    /// Writes `data` to `url` atomically, creating its folder.
    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
