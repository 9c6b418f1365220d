import ImageIO
import TestSupport
import XCTest

/// The variant matrix flags (`--device`, `--textsize`, `--direction`) and the traits they give the
/// rendered views.
final class VariantMatrixTests: XCTestCase {
    private func colours(_ url: URL) throws -> (left: [UInt8], right: [UInt8]) {
        let image = try PNGDecoder().decode(contentsOf: url).image
        let l = image.pixel(x: 2, y: 2), r = image.pixel(x: image.width - 3, y: 2)
        return ([l.red, l.green, l.blue], [r.red, r.green, r.blue])
    }

    func testMatrixNamesEveryVaryingDimensionAndDeliversTheTraits() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let result = try ViewLabBinary.run(
            [
                "export", "Trait probe", "--out", out.path, "--scale", "1", "--jobs", "0",
                "--textsize", "L,AX3", "--direction", "ltr,rtl",
            ], binary: "viewlab-fixtures")
        XCTAssertEqual(result.status, 0, result.stderr)
        let folder = out.appendingPathComponent("TraitProbe")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(
            names,
            [
                "Trait probe.light-portrait-AX3-rtl.png", "Trait probe.light-portrait-AX3.png",
                "Trait probe.light-portrait-rtl.png", "Trait probe.light-portrait.png",
            ])
        let plain = try colours(folder.appendingPathComponent("Trait probe.light-portrait.png"))
        XCTAssertEqual(plain.left, [0, 0, 255])
        XCTAssertEqual(plain.right, [128, 128, 128])
        let both = try colours(folder.appendingPathComponent("Trait probe.light-portrait-AX3-rtl.png"))
        XCTAssertEqual(both.left, [255, 0, 0])
        XCTAssertEqual(both.right, [0, 255, 0])
    }

    func testPreviewTraitsPinWhatTheyName() throws {
        let file = try ViewLabBinary.temporaryDirectory().appendingPathComponent("pinned.png")
        let result = try ViewLabBinary.run(
            ["render", "TraitProbe/Pinned RTL probe", "--direction", "ltr", "--scale", "1", "-o", file.path],
            binary: "viewlab-fixtures")
        XCTAssertEqual(result.status, 0, result.stderr)
        let pinned = try colours(file)
        XCTAssertEqual(pinned.left, [255, 0, 0], "the preview's own right-to-left trait wins over the flag")
        XCTAssertEqual(pinned.right, [0, 255, 0])
    }

    func testDevicesInTheMatrixRenderAtTheirSizeAndScale() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let result = try ViewLabBinary.run([
            "export", "On screen", "--out", out.path, "--device", "iPhone SE (3rd generation),iPad (10th generation)",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let se = try PNGDecoder().decode(
            contentsOf: out.appendingPathComponent(
                "ColorSwatches/On screen.light-portrait-iPhone-SE-3rd-generation.png"))
        XCTAssertEqual([se.image.width, se.image.height], [750, 1334])
        XCTAssertEqual(se.info.scale, 2)
        let pad = try PNGDecoder().decode(
            contentsOf: out.appendingPathComponent("ColorSwatches/On screen.light-portrait-iPad-10th-generation.png"))
        XCTAssertEqual([pad.image.width, pad.image.height], [1640, 2360])
    }

    func testUnknownValuesAreUsageErrors() throws {
        let result = try ViewLabBinary.run(["export", "--out", "/tmp/x", "--textsize", "HUGE"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr, "viewlab: error: unknown text size 'HUGE' (expected XS, S, M, L, XL, XXL, XXXL, AX1 … AX5)\n"
        )
        let device = try ViewLabBinary.run(["export", "--out", "/tmp/x", "--device", "iPhone 51"])
        XCTAssertEqual(device.status, 2)
        XCTAssertTrue(
            device.stderr.hasPrefix("viewlab: error: unknown device 'iPhone 51' (did you mean 'iPhone 15'?)"),
            device.stderr)
    }
}

/// Themes as a variant dimension: `--theme a,b` renders every preview in each.
final class ThemeMatrixTests: XCTestCase {
    func testEveryListedThemeIsAVariant() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let result = try ViewLabBinary.run([
            "export", "/Swatches", "--out", out.path, "--scale", "1", "--jobs", "2", "--theme", "default,grayscale",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let folder = out.appendingPathComponent("ColorSwatches")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
            ["Swatches.light-portrait-theme-default.png", "Swatches.light-portrait-theme-grayscale.png"])
        let red = try PNGDecoder().decode(
            contentsOf: folder.appendingPathComponent("Swatches.light-portrait-theme-default.png")
        ).image.pixel(x: 20, y: 20)
        let gray = try PNGDecoder().decode(
            contentsOf: folder.appendingPathComponent("Swatches.light-portrait-theme-grayscale.png")
        ).image.pixel(x: 20, y: 20)
        XCTAssertEqual([red.red, red.green, red.blue], [0xFF, 0x3B, 0x30])
        XCTAssertEqual(gray.red, gray.green)
        XCTAssertEqual(gray.green, gray.blue)
    }

    func testABrokenListedThemeFailsBeforeAnyWork() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let result = try ViewLabBinary.run(["export", "--out", out.path, "--theme", "default,nope"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("no theme named 'nope'"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path))
    }
}
