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
}
