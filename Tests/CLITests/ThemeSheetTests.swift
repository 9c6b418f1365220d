import ImageIO
import TestSupport
import UIKit
@testable import ViewLabRender
import XCTest

/// `viewlab theme-sheet` and the WCAG contrast arithmetic behind it.
final class ThemeSheetTests: XCTestCase {
    func testContrastRatiosFollowWCAG() {
        let white = CGColor(gray: 1, alpha: 1), black = CGColor(gray: 0, alpha: 1)
        XCTAssertEqual(ContrastRatio.of(black, on: white), 21, accuracy: 0.001)
        XCTAssertEqual(ContrastRatio.of(white, on: white), 1, accuracy: 0.001)
        // #767676 is the lightest gray that passes AA on white (4.54:1).
        let gray = CGColor(red: 0x76 / 255, green: 0x76 / 255, blue: 0x76 / 255, alpha: 1)
        XCTAssertEqual(ContrastRatio.of(gray, on: white), 4.54, accuracy: 0.01)
        // A translucent colour is composited first: 50 % black on white is 50 % gray (3.98:1).
        XCTAssertEqual(ContrastRatio.of(CGColor(gray: 0, alpha: 0.5), on: white), 3.98, accuracy: 0.01)
    }

    func testSheetRendersEveryColourInLightAndDark() throws {
        let out = try ViewLabBinary.temporaryDirectory().appendingPathComponent("sheet.png")
        let result = try ViewLabBinary.run(["theme-sheet", "brand", "-o", out.path, "--scale", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGDecoder().decode(contentsOf: out).image
        let rows = Theme.systemColorNames.count + 4  // brand adds four custom colours
        XCTAssertEqual(image.width, Int(ThemeSheet.margin * 3 + ThemeSheet.columnWidth * 2))
        XCTAssertEqual(image.height, Int(ThemeSheet.header + CGFloat(rows) * ThemeSheet.rowHeight + ThemeSheet.margin))
        // The first swatch (systemRed) in the light column, and the dark column's background.
        let swatch = image.pixel(x: Int(ThemeSheet.margin) + 8 + 14, y: Int(ThemeSheet.header) + 4 + 14)
        XCTAssertEqual([swatch.red, swatch.green, swatch.blue], [0xFF, 0x3B, 0x30])
        let darkBackground = image.pixel(
            x: Int(ThemeSheet.margin * 2 + ThemeSheet.columnWidth) + 2, y: Int(ThemeSheet.header) + 2)
        XCTAssertEqual(
            [darkBackground.red, darkBackground.green, darkBackground.blue], [0x0E, 0x0B, 0x1A],
            "brand's dark systemBackground")
    }

    func testUnknownThemeIsAOneLineError() throws {
        let result = try ViewLabBinary.run(["theme-sheet", "brnad", "-o", "/tmp/never.png"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.hasPrefix("viewlab: error: ")
                && result.stderr.contains("no theme named 'brnad' (did you mean 'brand'?)"), result.stderr)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1)
    }
}
