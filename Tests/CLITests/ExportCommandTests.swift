import ImageIO
import TestSupport
import XCTest

/// Drives the real `viewlab` binary: list, export, render, and its errors.
final class ExportCommandTests: XCTestCase {
    func testListShowsBundledPreviewsWithLocations() throws {
        let result = try ViewLabBinary.run(["list"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("ColorSwatches/Swatches"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Playgrounds/ColorSwatches.swift:"), result.stdout)
    }

    func testListJSONParses() throws {
        let result = try ViewLabBinary.run(["list", "--json", "/Swatches"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
        XCTAssertEqual(rows.map { $0["id"] }, ["ColorSwatches/Swatches"])
    }

    func testExportWritesOnePNGPerPreviewAndVariantWithManifest() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let result = try ViewLabBinary.run(["export", "/Swatches", "--out", out.path, "--appearance", "light,dark"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let manifestData = try Data(contentsOf: out.appendingPathComponent("manifest.json"))
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        let entries = try XCTUnwrap(manifest["entries"] as? [[String: Any]])
        XCTAssertEqual(
            entries.compactMap { $0["path"] as? String }.sorted(),
            ["ColorSwatches/Swatches.dark-portrait.png", "ColorSwatches/Swatches.light-portrait.png"])
        // The fixed 320×64 pt layout at 3x, decoded again with libpng.
        let light = try PNGDecoder().decode(
            contentsOf: out.appendingPathComponent("ColorSwatches/Swatches.light-portrait.png"))
        XCTAssertEqual(light.image.width, 960)
        XCTAssertEqual(light.image.height, 192)
        XCTAssertEqual(light.info.scale, 3)
        // First swatch at (8, 8) pt: systemRed #FF3B30 in light, #FF453A in dark.
        let l = light.image.pixel(x: 40, y: 40)
        XCTAssertEqual([l.red, l.green, l.blue, l.alpha], [0xFF, 0x3B, 0x30, 0xFF])
        let dark = try PNGDecoder().decode(
            contentsOf: out.appendingPathComponent("ColorSwatches/Swatches.dark-portrait.png"))
        let d = dark.image.pixel(x: 40, y: 40)
        XCTAssertEqual([d.red, d.green, d.blue, d.alpha], [0xFF, 0x45, 0x3A, 0xFF])
        // The background between swatches is secondarySystemBackground.
        let gap = light.image.pixel(x: 2, y: 2)
        XCTAssertEqual([gap.red, gap.green, gap.blue], [0xF2, 0xF2, 0xF7])
    }

    /// `--time T` reaches the export workers (a still preview is the same at any time) and is checked.
    func testExportAtATime() throws {
        let (plain, timed) = (try ViewLabBinary.temporaryDirectory(), try ViewLabBinary.temporaryDirectory())
        XCTAssertEqual(try ViewLabBinary.run(["export", "/Swatches", "--out", plain.path]).status, 0)
        let result = try ViewLabBinary.run(["export", "/Swatches", "--out", timed.path, "--time", "0.5", "--jobs", "2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let name = "ColorSwatches/Swatches.light-portrait.png"
        XCTAssertEqual(
            try Data(contentsOf: plain.appendingPathComponent(name)),
            try Data(contentsOf: timed.appendingPathComponent(name)))
        let bad = try ViewLabBinary.run(["export", "/Swatches", "--out", timed.path, "--time", "-1"])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.stderr.contains("--time takes seconds from 0 to 3600, not '-1'"), bad.stderr)
    }

    func testRenderLandscapeSwapsTheScreen() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let file = out.appendingPathComponent("screen.png")
        let result = try ViewLabBinary.run([
            "render", "ColorSwatches/On screen", "--orientation", "landscape", "--scale", "1", "-o", file.path,
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let decoded = try PNGDecoder().decode(contentsOf: file)
        XCTAssertEqual([decoded.image.width, decoded.image.height], [852, 393])
    }

    func testUnknownOptionSuggestsTheClosest() throws {
        let result = try ViewLabBinary.run(["export", "--outt", "x"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "viewlab: error: unknown option --outt (did you mean --out?)\n")
    }

    func testUnknownPreviewSuggestsTheClosest() throws {
        let result = try ViewLabBinary.run(["render", "ColorSwatches/Swatchs", "-o", "/tmp/x.png"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr, "viewlab: error: no preview 'ColorSwatches/Swatchs' (did you mean ColorSwatches/Swatches?)\n"
        )
    }
}
