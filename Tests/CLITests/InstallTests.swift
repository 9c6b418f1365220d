import CoreGraphics
import ImageIO
import TestSupport
import XCTest

/// `viewlab` outside the repository: a copied binary and `make install` (Scripts/install.sh) behave
/// like the one in the build folder, run from a folder where nothing of the repository can be
/// found by walking up.
final class InstallTests: XCTestCase {
    private let script = """
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.backgroundColor = .systemRed
        root.addSubview(v)
        :export v v.png --scale 1

        """

    /// The pixel at the centre of the exported view, as hex.
    private func exportedColour(in folder: URL) throws -> String {
        let image = try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("v.png")).image
        let p = image.pixel(x: image.width / 2, y: image.height / 2)
        return String(format: "#%02X%02X%02X%02X", p.red, p.green, p.blue, p.alpha)
    }

    /// System colours are built in: a copy of the binary in /tmp renders `.systemRed` as Apple's
    /// #FF3B30, with nothing said about missing themes or fonts.
    func testCopiedBinaryRendersSystemRedFromAnyFolder() throws {
        let folder = try ViewLabBinary.temporaryDirectory("viewlab-copied")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("viewlab")
        try FileManager.default.copyItem(at: ViewLabBinary.url, to: copy)
        let result = try ViewLabBinary.run([], input: script, in: folder, executable: copy)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(try exportedColour(in: folder), "#FF3B30FF")
    }

    /// A theme that is asked for but cannot be found is an error that says where it looked.
    func testMissingThemeSaysWhereItLooked() throws {
        let folder = try ViewLabBinary.temporaryDirectory("viewlab-copied")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("viewlab")
        try FileManager.default.copyItem(at: ViewLabBinary.url, to: copy)
        let result = try ViewLabBinary.run(["themes", "--theme", "projector"], in: folder, executable: copy)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("no theme named 'projector'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("no Themes folder above \(folder.path)"), result.stderr)
    }

    /// `make install PREFIX=…` (here the debug build, as Scripts/install.sh installs it): the
    /// installed binary, run from another folder, finds its themes and lessons, renders system
    /// colours, and live-compiles a Swift file against the installed modules.
    func testInstalledBinaryBehavesLikeTheBuiltOne() throws {
        let prefix = try ViewLabBinary.temporaryDirectory("viewlab-prefix")
        let work = try ViewLabBinary.temporaryDirectory("viewlab-work")
        defer {
            try? FileManager.default.removeItem(at: prefix)
            try? FileManager.default.removeItem(at: work)
        }
        let install = Process()
        install.executableURL = ViewLabBinary.repositoryRoot.appendingPathComponent("Scripts/install.sh")
        install.environment = ProcessInfo.processInfo.environment.merging(
            ["PREFIX": prefix.path, "PRODUCTS": ViewLabBinary.productsDirectory.path, "CONFIG": "debug"]) { $1 }
        install.standardOutput = FileHandle.nullDevice
        try install.run()
        install.waitUntilExit()
        XCTAssertEqual(install.terminationStatus, 0)
        let installed = prefix.appendingPathComponent("bin/viewlab")

        let themes = try ViewLabBinary.run(["themes"], in: work, executable: installed)
        XCTAssertEqual(themes.status, 0, themes.stderr)
        XCTAssertTrue(themes.stdout.contains("projector"), themes.stdout)

        let render = try ViewLabBinary.run([], input: script, in: work, executable: installed)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertEqual(try exportedColour(in: work), "#FF3B30FF")

        let source = """
            import UIKit

            final class Stripe: UIView {
                override func draw(_ rect: CGRect) {
                    UIColor.systemGreen.setFill()
                    UIRectFill(bounds)
                }
            }

            """
        try Data(source.utf8).write(to: work.appendingPathComponent("Stripe.swift"))
        let live = try ViewLabBinary.run([], input: ":load Stripe.swift\n", in: work, executable: installed)
        XCTAssertEqual(live.status, 0, live.stdout + live.stderr)
        XCTAssertTrue(live.stdout.contains("compiled Stripe.swift"), live.stdout + live.stderr)
    }
}
