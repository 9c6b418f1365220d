import ImageIO
import TestSupport
import XCTest

/// `--theme` on the real binary, `viewlab themes`, and broken theme files named in errors.
final class ThemeOptionTests: XCTestCase {
    func testThemesListsTheBundledThemes() throws {
        let result = try ViewLabBinary.run(["themes"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let names = result.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        XCTAssertEqual(names, ["default", "brand", "grayscale", "projector"])
    }

    func testThemeOptionChangesTheRenderAndReachesExportWorkers() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let render = out.appendingPathComponent("render.png")
        XCTAssertEqual(
            try ViewLabBinary.run([
                "render", "ColorSwatches/Swatches", "--theme", "grayscale", "--scale", "1", "-o", render.path,
            ]).status, 0)
        let red = try PNGDecoder().decode(contentsOf: render).image.pixel(x: 20, y: 20)
        XCTAssertEqual(red.red, red.green, "systemRed is gray in the grayscale theme")
        XCTAssertEqual(red.green, red.blue)
        let exported = try ViewLabBinary.run([
            "export", "/Swatches", "--out", out.path, "--jobs", "2", "--scale", "1", "--theme=grayscale",
        ])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let pixel = try PNGDecoder().decode(
            contentsOf: out.appendingPathComponent("ColorSwatches/Swatches.light-portrait.png")
        ).image.pixel(x: 20, y: 20)
        XCTAssertEqual([pixel.red, pixel.green, pixel.blue], [red.red, red.green, red.blue])
    }

    func testBrokenThemeFileIsAOneLineErrorWithThePlace() throws {
        let dir = try ViewLabBinary.temporaryDirectory()
        let file = dir.appendingPathComponent("broken.json")
        try Data("{\n  \"colors\": [1, 2]\n}\n".utf8).write(to: file)
        let result = try ViewLabBinary.run(["list", "--theme", file.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr, "viewlab: error: \(file.path):2:13: expected an object for \"colors\", found an array\n")
    }
}
