import ImageIO
import TestSupport
import XCTest

/// `--package` reads the package's own manifest, as SwiftPM does (SwiftPM documentation,
/// *Target*: `path`, `exclude`; a target that depends on another of the package imports it):
/// targets outside `Sources/` (`Source/Charts`, the layout of many older libraries), excluded
/// files left out, and a target that imports another of the package's targets.
final class PackageManifestExportTests: XCTestCase {
    func testTargetsAreReadFromTheManifestWithTheirPathsExcludesAndDependencies() throws {
        let package = try ViewLabBinary.temporaryDirectory("viewlab-manifest")
        let core = package.appendingPathComponent("Source/Core"), cards = package.appendingPathComponent("Source/Cards")
        for folder in [core, cards] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Cards", targets: [
            .target(name: "Core", path: "Source/Core"),
            .target(name: "Cards", dependencies: ["Core"], path: "Source/Cards", exclude: ["Old"]),
        ])
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import UIKit
        public enum Palette { public static let card = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1) }
        """.write(to: core.appendingPathComponent("Palette.swift"), atomically: true, encoding: .utf8)
        try """
        import UIKit
        import Previews
        import Core

        #Preview("Card", traits: .fixedLayout(width: 40, height: 40)) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.backgroundColor = Palette.card
            return view
        }
        """.write(to: cards.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let old = cards.appendingPathComponent("Old")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try "this is not Swift\n".write(
            to: old.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)

        let out = try ViewLabBinary.temporaryDirectory()
        let result = try ViewLabBinary.run(["export", "--package", package.path, "--out", out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("compiled target Core"), result.stderr)
        XCTAssertTrue(result.stderr.contains("compiled target Cards"), result.stderr)
        let image = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("Card/Card.light-portrait.png"))
            .image
        let p = image.pixel(x: 60, y: 60)
        XCTAssertEqual([p.red, p.green, p.blue], [0, 128, 255], "the colour comes from the Core target")
    }

    func testAManifestThatDoesNotEvaluateIsOneLine() throws {
        let package = try ViewLabBinary.temporaryDirectory("viewlab-badmanifest")
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \n"
            .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let result = try ViewLabBinary.run(["list", "--package", package.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(
            result.stderr.hasPrefix("viewlab: error: --package \(package.path): cannot read Package.swift: "),
            result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
    }
}
