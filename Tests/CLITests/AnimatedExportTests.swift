import Foundation
import ImageIO
import TestSupport
import ViewLabRender
import XCTest

/// `.viewlabTimeline` previews through the real binary: `export` writes an APNG in place of the PNG
/// (same path; its default image is frame 0), the manifest and gallery say so, `verify` passes, and
/// the shell's `:record` records a loaded preview. Read back by the spec-written `APNGReader`.
final class AnimatedExportTests: XCTestCase {
    private func manifest(_ folder: URL) throws -> ExportManifest {
        try JSONDecoder().decode(
            ExportManifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
    }

    private func rgba(_ url: URL) throws -> [UInt8] {
        try APNGReader(Data(contentsOf: url)).frames[0].canvas
    }

    func testTimelinePreviewExportsAnAPNGWhoseFramesAreTheStillRendersAtEachMoment() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let result = try ViewLabBinary.run(
            ["export", "AnimatedFixtures/Spinner", "--out", out.path, "--scale", "2", "--jobs", "0"],
            binary: "viewlab-fixtures")
        XCTAssertEqual(result.status, 0, result.stderr)
        let entries = try manifest(out).entries
        let animated = try XCTUnwrap(entries.first { $0.id == "AnimatedFixtures/Spinner" })
        XCTAssertEqual(animated.frames, 10, "0.5 s at 20 fps")
        XCTAssertEqual(animated.framesPerSecond, 20)
        XCTAssertEqual([animated.width, animated.height], [80, 80])
        XCTAssertNil(
            try XCTUnwrap(entries.first { $0.id == "AnimatedFixtures/Spinner still" }).frames,
            "a still image has no frames")
        let file = out.appendingPathComponent(animated.path)
        XCTAssertEqual(animated.path, "AnimatedFixtures/Spinner.light-portrait.png")
        let data = try Data(contentsOf: file)
        XCTAssertEqual(animated.bytes, data.count)
        let reader = try APNGReader(data)
        XCTAssertEqual(reader.frames.count, 10)
        XCTAssertEqual(Set(reader.frames.map(\.delay)), [0.05])
        XCTAssertEqual(
            reader.frames.map { $0.width * $0.height > 1 },
            [true, false, false, false, false, true, false, false, false, false],
            "the blade steps at 0 and 0.25 s; the frames between repeat one pixel")

        // Frame k is the still twin exported at --time k/20.
        for k in [0, 4, 5, 9] {
            let still = try ViewLabBinary.temporaryDirectory()
            let run = try ViewLabBinary.run(
                [
                    "export", "AnimatedFixtures/Spinner still", "--out", still.path, "--scale", "2", "--jobs", "0",
                    "--time", "\(Double(k) / 20)",
                ], binary: "viewlab-fixtures")
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(
                reader.frames[k].canvas,
                try rgba(still.appendingPathComponent("AnimatedFixtures/Spinner still.light-portrait.png")),
                "frame \(k)")
        }
        XCTAssertNotEqual(reader.frames[4].canvas, reader.frames[5].canvas)

        // A decoder without APNG support (libpng) shows frame 0.
        let fallback = try PNGDecoder().decode(contentsOf: file).image
        XCTAssertEqual(try APNGReader(PNGEncoder().encode(fallback)).frames[0].canvas, reader.frames[0].canvas)

        let gallery = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(gallery.contains("light-portrait · animated, 10 frames at 20 fps"), gallery)

        let verified = try ViewLabBinary.run(
            [
                "verify", "AnimatedFixtures/Spinner", "--reference", out.path, "--scale", "2", "--jobs", "0",
                "--report", out.appendingPathComponent("report").path,
            ], binary: "viewlab-fixtures")
        XCTAssertEqual(verified.status, 0, verified.stdout + verified.stderr)

        // A reference whose later frames differ (its manifest's hash of all frames) fails although
        // frame 0 matches.
        let manifestURL = out.appendingPathComponent("manifest.json")
        let text = try String(contentsOf: manifestURL, encoding: .utf8)
        try text.replacingOccurrences(of: "\"\(animated.pixelHash)\"", with: "\"0123456789abcdef\"").write(
            to: manifestURL, atomically: true, encoding: .utf8)
        let changed = try ViewLabBinary.run(
            [
                "verify", "AnimatedFixtures/Spinner", "--reference", out.path, "--scale", "2", "--jobs", "0",
                "--report", out.appendingPathComponent("report").path,
            ], binary: "viewlab-fixtures")
        XCTAssertEqual(changed.status, 1, changed.stdout + changed.stderr)
        XCTAssertTrue(
            (changed.stdout + changed.stderr).contains(
                "frame 0 matches, but the 10 frames differ from the reference's 10"), changed.stdout + changed.stderr)
    }

    func testTheShellRecordsALoadedPreview() throws {
        let folder = try ViewLabBinary.temporaryDirectory()
        let path = folder.appendingPathComponent("spinner.png").path
        let result = try ViewLabBinary.run(
            [],
            input: """
                :preview "AnimatedFixtures/Spinner still"
                :scale 1
                :record \(path) --seconds 0.5 --fps 20
                :time
                """, binary: "viewlab-fixtures")
        XCTAssertEqual(result.status, 0, result.stderr)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertTrue(
            result.stdout.contains(
                "recorded 10 frames (393×852 px, 0.000–0.500 s at 20 fps), \(data.count) bytes to \(path)"),
            result.stdout)
        XCTAssertTrue(result.stdout.contains("t = 0.500 s (frame 30)"), result.stdout)
        let reader = try APNGReader(data)
        XCTAssertEqual(reader.frames.count, 10)
        XCTAssertEqual(
            reader.frames.map { $0.width * $0.height > 1 },
            [true, false, false, false, false, true, false, false, false, false])
        XCTAssertLessThan(reader.frames[5].width, 40, "only the blade's area is written again")
    }

    /// `export --gif`: an animated preview also gets a GIF of the same frames next to its APNG,
    /// named in the manifest and linked from the gallery (through export workers); a later
    /// incremental export without `--gif` cleans it away, and one with `--gif` writes it again.
    func testExportWithGIFWritesTheSameFramesNextToTheAPNG() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        func export(_ extra: [String]) throws {
            let result = try ViewLabBinary.run(
                ["export", "AnimatedFixtures/Spinner", "--out", out.path, "--scale", "1", "--jobs", "1"] + extra,
                binary: "viewlab-fixtures")
            XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        }
        try export(["--gif"])
        let entries = try manifest(out).entries
        let animated = try XCTUnwrap(entries.first { $0.id == "AnimatedFixtures/Spinner" })
        XCTAssertEqual(animated.gif, "AnimatedFixtures/Spinner.light-portrait.gif")
        XCTAssertNil(
            try XCTUnwrap(entries.first { $0.id == "AnimatedFixtures/Spinner still" }).gif, "a still image gets no GIF")
        let gifURL = out.appendingPathComponent("AnimatedFixtures/Spinner.light-portrait.gif")
        let gif = try GIFReader(Data(contentsOf: gifURL))
        let apng = try APNGReader(Data(contentsOf: out.appendingPathComponent(animated.path)))
        XCTAssertEqual(gif.frames.count, 10)
        XCTAssertEqual(gif.frames.map(\.delay), Array(repeating: 5, count: 10))
        for k in 0..<10 {
            XCTAssertTrue(gif.frames[k].canvas == apng.frames[k].canvas, "frame \(k) is the APNG's frame, exactly")
        }
        let gallery = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(gallery.contains("<a href=\"AnimatedFixtures/Spinner.light-portrait.gif\">GIF</a>"), gallery)

        try export(["--incremental", "--clean"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: gifURL.path), "not asked for: cleaned with stale files")
        XCTAssertNil(try XCTUnwrap(manifest(out).entries.first { $0.id == "AnimatedFixtures/Spinner" }).gif)
        try export(["--incremental", "--gif"])
        XCTAssertEqual(
            try GIFReader(Data(contentsOf: gifURL)).frames.count, 10,
            "asked for again: written although the APNG was reused")
    }

    func testTheShellRecordsTheSameFramesAsAGIF() throws {
        let folder = try ViewLabBinary.temporaryDirectory()
        let gifPath = folder.appendingPathComponent("spinner.gif").path,
            pngPath = folder.appendingPathComponent("spinner.png").path
        let result = try ViewLabBinary.run(
            [],
            input: """
                :preview "AnimatedFixtures/Spinner still"
                :scale 1
                :record \(gifPath) --seconds 0.5 --fps 20
                :time 0
                :record \(pngPath) --seconds 0.5 --fps 20
                """, binary: "viewlab-fixtures")
        XCTAssertEqual(result.status, 0, result.stderr)
        let gifData = try Data(contentsOf: URL(fileURLWithPath: gifPath))
        XCTAssertTrue(
            result.stdout.contains(
                "recorded 10 frames (393×852 px, 0.000–0.500 s at 20 fps), \(gifData.count) bytes to \(gifPath)"),
            result.stdout)
        let gif = try GIFReader(gifData)
        let apng = try APNGReader(Data(contentsOf: URL(fileURLWithPath: pngPath)))
        XCTAssertEqual(gif.frames.count, 10)
        XCTAssertEqual(gif.frames.map(\.delay), Array(repeating: 5, count: 10))
        for k in 0..<10 {
            let canvas = apng.frames[k].canvas
            XCTAssertLessThanOrEqual(
                Set(stride(from: 0, to: canvas.count, by: 4).map { canvas[$0..<$0 + 4] }).count, 256)
            XCTAssertTrue(
                gif.frames[k].canvas == canvas, "frame \(k) is the APNG's frame, exactly (at most 256 colours)")
        }
        XCTAssertEqual(
            gif.frames.map { $0.width * $0.height > 1 },
            [true, false, false, false, false, true, false, false, false, false])
        XCTAssertLessThan(gif.frames[5].width, 40, "only the blade's area is written again")
    }
}
