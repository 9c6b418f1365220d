@_spi(ViewLab) import CoreGraphics
import ImageIO
import TestSupport
import XCTest

/// `$VIEWLAB_FONTS`: read by the host (`HostEnvironment`), never by CoreText itself, and handed to
/// the text system before the first text is laid out.
final class FontsConfigurationTests: XCTestCase {
    private let script = """
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        l.text = "Fonts"
        root.addSubview(l)
        :export l l.png --scale 1

        """

    /// A configuration file that cannot be loaded is said once, by name, and the built-in one
    /// renders the text; with nothing set nothing is said.
    func testUnloadableFontsFileIsNamedAndTheBuiltInOneIsUsed() throws {
        let folder = try ViewLabBinary.temporaryDirectory("viewlab-fonts")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("nowhere/fonts.conf").path
        let result = try ViewLabBinary.run([], input: script, in: folder, environment: ["VIEWLAB_FONTS": missing])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderr, "viewlab: warning: fonts: cannot load \(missing); using the built-in configuration\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("l.png").path))

        let plain = try ViewLabBinary.run([], input: script, in: folder)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stderr, "")
    }

    /// A folder names its `fonts.conf`: a valid configuration there is loaded without a warning.
    func testFolderNamesItsFontsConf() throws {
        let folder = try ViewLabBinary.temporaryDirectory("viewlab-fonts")
        defer { try? FileManager.default.removeItem(at: folder) }
        let builtIn = ViewLabBinary.repositoryRoot.appendingPathComponent("Fonts/fonts.conf")
        try FileManager.default.copyItem(at: builtIn, to: folder.appendingPathComponent("fonts.conf"))
        let result = try ViewLabBinary.run([], input: script, in: folder, environment: ["VIEWLAB_FONTS": folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
    }

    /// A user who has the system font files (SF Pro cannot be shipped) points ViewLab at them with
    /// a `fonts.conf` of their own: the built-in file plus a family accepted and put before
    /// Inter (Docs/uikit.md, *Text (pango)*). DejaVu Sans stands in for SF Pro here: the label is set in it.
    func testAUserFontsConfPutsAnotherFamilyInPlaceOfTheSystemFont() throws {
        let folder = try ViewLabBinary.temporaryDirectory("viewlab-fonts")
        defer { try? FileManager.default.removeItem(at: folder) }
        let builtIn = try String(
            contentsOf: ViewLabBinary.repositoryRoot.appendingPathComponent("Fonts/fonts.conf"), encoding: .utf8)
        let own = builtIn.replacingOccurrences(
            of: "</fontconfig>",
            with: """
                  <selectfont><acceptfont>
                    <pattern><patelt name="family"><string>DejaVu Sans</string></patelt></pattern>
                  </acceptfont></selectfont>
                  <match target="pattern">
                    <test name="family"><string>Inter</string></test>
                    <edit name="family" mode="prepend" binding="strong"><string>DejaVu Sans</string></edit>
                  </match>
                </fontconfig>
                """)
        try own.write(to: folder.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
        let builtInRun = try ViewLabBinary.run([], input: script, in: folder)
        XCTAssertEqual(builtInRun.status, 0, builtInRun.stderr)
        let inter = try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("l.png")).image
        let result = try ViewLabBinary.run([], input: script, in: folder, environment: ["VIEWLAB_FONTS": folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let other = try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("l.png")).image
        XCTAssertGreaterThan(differingPixels(inter, other), 60, "the label is set in the user's family, not Inter")
        let again = try ViewLabBinary.run([], input: script, in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        let interAgain = try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("l.png")).image
        XCTAssertEqual(differingPixels(inter, interAgain), 0, "the check can fail: the same fonts give the same pixels")
    }

    /// How many pixels differ by more than 40 in alpha between two images of the same size.
    private func differingPixels(_ a: CGImage, _ b: CGImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where abs(Int(a.pixel(x: x, y: y).alpha) - Int(b.pixel(x: x, y: y).alpha)) > 40 {
                count += 1
            }
        }
        return count
    }
}
