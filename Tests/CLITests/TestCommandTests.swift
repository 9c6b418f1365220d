import Foundation
import TestSupport
import XCTest

/// `viewlab test --package`: what it refuses before running `swift test`. (Running a package's
/// tests through the bridge is exercised by `Scripts/outside-tests.sh`, which builds ViewLab
/// outside the repository: the outside package's `BridgedTests`.)
final class TestCommandTests: XCTestCase {
    func testUsageErrors() throws {
        let missing = try ViewLabBinary.run(["test"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "viewlab: error: test needs --package PATH (a SwiftPM package)\n")
        let folder = try ViewLabBinary.temporaryDirectory("viewlab-test-empty")
        let notAPackage = try ViewLabBinary.run(["test", "--package", folder.path])
        XCTAssertEqual(notAPackage.status, 1)
        XCTAssertEqual(
            notAPackage.stderr, "viewlab: error: \(folder.standardizedFileURL.path): no Package.swift there\n")
        let stray = try ViewLabBinary.run(["test", "--package", folder.path, "--filter", "X"])
        XCTAssertEqual(stray.status, 2)
        XCTAssertTrue(stray.stderr.contains("--filter"), stray.stderr)
    }

    /// A construct the bridge cannot rewrite (an extension's override of a UIKit method that is not
    /// one of those a category may replace) is one error naming the user's file and line, and
    /// nothing is built.
    func testABridgeErrorNamesTheUsersFile() throws {
        let package = try ViewLabBinary.temporaryDirectory("viewlab-test-package")
        let sources = package.appendingPathComponent("Sources/Badges")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Badges\", targets: [.target(name: \"Badges\")])\n"
                .utf8
        )
        .write(to: package.appendingPathComponent("Package.swift"))
        try Data(
            "import UIKit\n\nextension UILabel {\n    override open func sizeThatFits(_ size: CGSize) -> CGSize { size }\n}\n"
                .utf8
        ).write(
            to: sources.appendingPathComponent("Label+Layout.swift"))
        let result = try ViewLabBinary.run(["test", "--package", package.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "viewlab: error: \(sources.standardizedFileURL.path)/Label+Layout.swift:4:1: error: an override in an extension of UILabel"
            ), result.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent(
                    ".build/viewlab-bridged/\(package.lastPathComponent)/Package.swift"
                ).path),
            "nothing is written when the bridge fails")
    }
}
