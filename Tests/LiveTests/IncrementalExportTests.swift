import Foundation
import TestSupport
import XCTest

/// `viewlab export --incremental` through the real binary on a package written here: every input
/// of an image's key — the preview's code, a theme colour, the font configuration — re-renders
/// exactly the images that depend on it, and the folder then equals a full export byte for byte.
final class IncrementalExportTests: XCTestCase {
    /// Two targets: `Rings` (two previews) and `Bars` (one), each drawn in `systemBlue` or
    /// `systemRed`, so a theme that changes `systemBlue` changes what they draw.
    static func bar(color: String) -> String {
        """
        import UIKit
        import Previews

        final class Bar: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.\(color).setFill()
                UIBezierPath(rect: bounds.insetBy(dx: 4, dy: 8)).fill()
            }
        }

        #Preview("Bar", traits: .fixedLayout(width: 80, height: 30)) {
            let bar = Bar(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
            bar.backgroundColor = .white
            return bar
        }

        """
    }

    static func theme(blue: String) -> String {
        #"{ "name": "custom", "inherits": "default", "colors": { "systemBlue": { "light": "\#(blue)", "dark": "\#(blue)" } } }"#
    }

    func testEachInputRedoesExactlyItsImagesAndTheResultEqualsAFullExport() throws {
        let package = try LiveFixtures.package(
            "viewlab-incremental-pkg", name: "Incremental",
            targets: [
                "Rings": ["Ring.swift": LiveFixtures.ring(color: "systemBlue")],
                "Bars": ["Bar.swift": Self.bar(color: "systemBlue")],
            ])
        let work = try ViewLabBinary.temporaryDirectory("viewlab-incremental")
        let theme = try LiveFixtures.write(Self.theme(blue: "#112233"), to: "custom.json", in: work)
        let out = work.appendingPathComponent("out")
        var environment: [String: String] = [:]
        func export(to folder: URL, incremental: Bool) throws -> String {
            let result = try ViewLabBinary.run(
                [
                    "export", "--package", package.path, "--out", folder.path, "--jobs", "1", "--theme",
                    "default,\(theme.path)",
                ]
                    + (incremental ? ["--incremental"] : []), in: package, environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.stdout
        }
        /// Exports incrementally and returns the files rewritten (a rewrite is a new inode: every
        /// PNG is written to a temporary file and renamed).
        func redone(_ expected: String) throws -> [String] {
            let before = try inodes(out)
            let stdout = try export(to: out, incremental: true)
            XCTAssertTrue(stdout.hasPrefix(expected), stdout)
            let after = try inodes(out)
            XCTAssertEqual(Set(before.keys), Set(after.keys))
            return after.keys.filter { before[$0] != after[$0] }.sorted()
        }

        XCTAssertTrue(try export(to: out, incremental: true).hasPrefix("exported 6 PNGs, unchanged 0,"))
        XCTAssertEqual(try redone("exported 0 PNGs, unchanged 6,"), [])

        // The preview's code: a file of `Rings` changes → both of its previews, in both themes.
        try LiveFixtures.write(
            LiveFixtures.ring(color: "systemRed"), to: "Ring.swift", in: package.appendingPathComponent("Sources/Rings")
        )
        XCTAssertEqual(
            try redone("exported 4 PNGs, unchanged 2,"),
            [
                "Ring/Preview 1.light-portrait-theme-custom.png", "Ring/Preview 1.light-portrait-theme-default.png",
                "Ring/Ring.light-portrait-theme-custom.png", "Ring/Ring.light-portrait-theme-default.png",
            ])
        try assertEqualsFullExport(out, export: export)

        // One colour of a theme file → every image drawn with that theme, and nothing else.
        try LiveFixtures.write(Self.theme(blue: "#445566"), to: "custom.json", in: work)
        XCTAssertEqual(
            try redone("exported 3 PNGs, unchanged 3,"),
            [
                "Bar/Bar.light-portrait-theme-custom.png", "Ring/Preview 1.light-portrait-theme-custom.png",
                "Ring/Ring.light-portrait-theme-custom.png",
            ])
        try assertEqualsFullExport(out, export: export)

        // The font configuration (a `fonts.conf` of our own instead of the built-in one) → everything.
        let fonts = try LiveFixtures.write(
            String(
                decoding: try Data(contentsOf: ViewLabBinary.repositoryRoot.appendingPathComponent("Fonts/fonts.conf")),
                as: UTF8.self),
            to: "fonts.conf", in: work)
        environment["VIEWLAB_FONTS"] = fonts.path
        XCTAssertEqual(try redone("exported 6 PNGs, unchanged 0,").count, 6)
        XCTAssertEqual(try redone("exported 0 PNGs, unchanged 6,"), [])

        // A PNG removed or changed in size is rendered again, whatever its key says.
        try FileManager.default.removeItem(at: out.appendingPathComponent("Bar/Bar.light-portrait-theme-default.png"))
        try Data("not a png".utf8).write(to: out.appendingPathComponent("Ring/Ring.light-portrait-theme-default.png"))
        XCTAssertTrue(try export(to: out, incremental: true).hasPrefix("exported 2 PNGs, unchanged 4,"))
        try assertEqualsFullExport(out, export: export)

        // A malformed manifest (cut short) or one of another shape: one warning line naming it and
        // the problem, then a full export.
        let manifest = out.appendingPathComponent("manifest.json")
        try Data(
            #"{"generator": "ViewLab", "viewlab": "x", "environment": "x", "variants": [], "failures": [], "entries": 3}"#
                .utf8
        ).write(to: manifest)
        XCTAssertTrue(
            try ViewLabBinary.run(
                [
                    "export", "--package", package.path, "--out", out.path, "--jobs", "1", "--theme",
                    "default,\(theme.path)", "--incremental",
                ],
                in: package, environment: environment
            ).stderr
                .contains(
                    "viewlab: warning: \(manifest.path): not a ViewLab manifest (wrong type at .entries); exporting everything\n"
                ))
        try Data(try Data(contentsOf: manifest).prefix(100)).write(to: manifest)
        let result = try ViewLabBinary.run(
            [
                "export", "--package", package.path, "--out", out.path, "--jobs", "1", "--theme",
                "default,\(theme.path)", "--incremental",
            ],
            in: package, environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("exported 6 PNGs, unchanged 0,"), result.stdout)
        let warning = result.stderr.split(separator: "\n").filter { $0.contains("warning") }
        XCTAssertEqual(
            warning,
            [
                "viewlab: warning: \(out.path)/manifest.json: not a ViewLab manifest (not valid JSON); exporting everything"
            ])
        try assertEqualsFullExport(out, export: export)
    }

    /// `folder` holds exactly what a full export into a new folder writes, byte for byte.
    private func assertEqualsFullExport(_ folder: URL, export: (URL, Bool) throws -> String, line: UInt = #line) throws
    {
        let full = try ViewLabBinary.temporaryDirectory("viewlab-incremental-full")
        _ = try export(full, false)
        XCTAssertEqual(
            try FolderContents.files(folder), try FolderContents.files(full), "files differ from a full export",
            line: line)
    }

    /// The inode of every PNG of a folder.
    private func inodes(_ folder: URL) throws -> [String: Int] {
        var inodes: [String: Int] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)! where path.hasSuffix(".png")
        {
            inodes[path] =
                try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[
                    .systemFileNumber] as? Int
        }
        return inodes
    }
}
