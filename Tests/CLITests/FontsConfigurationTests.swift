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
        XCTAssertEqual(result.stderr, "viewlab: warning: fonts: cannot load \(missing); using the built-in configuration\n")
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
    /// Inter (README *Text (pango)*). DejaVu Sans stands in for SF Pro here: the label is set in it.
    func testAUserFontsConfPutsAnotherFamilyInPlaceOfTheSystemFont() throws {
        let folder = try ViewLabBinary.temporaryDirectory("viewlab-fonts")
        defer { try? FileManager.default.removeItem(at: folder) }
        let builtIn = try String(contentsOf: ViewLabBinary.repositoryRoot.appendingPathComponent("Fonts/fonts.conf"), encoding: .utf8)
        let own = builtIn.replacingOccurrences(of: "</fontconfig>", with: """
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
        let inter = try inkWidth(folder.appendingPathComponent("l.png"))
        let result = try ViewLabBinary.run([], input: script, in: folder, environment: ["VIEWLAB_FONTS": folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let other = try inkWidth(folder.appendingPathComponent("l.png"))
        // "Fonts" at 17 pt: Inter about 42 pt of ink, DejaVu Sans (wider) about 46.
        XCTAssertGreaterThan(other, inter + 2, "the label is set in the user's family (Inter \(inter), other \(other))")
    }

    /// The width in pixels of what differs from the top-left pixel of a PNG.
    private func inkWidth(_ url: URL) throws -> Int {
        let image = try PNGDecoder().decode(contentsOf: url).image
        let corner = image.pixel(x: 0, y: 0)
        var minX = Int.max, maxX = -1
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if abs(Int(p.alpha) - Int(corner.alpha)) > 60 || abs(Int(p.red) - Int(corner.red)) > 60 { minX = min(minX, x); maxX = max(maxX, x) }
        } }
        return maxX - minX + 1
    }
}
