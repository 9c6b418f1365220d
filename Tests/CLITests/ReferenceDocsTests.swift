import Foundation
import TestSupport
import XCTest

/// `Docs/reference/shell.md` and `Docs/reference/cli.md` are generated from the command tables
/// that drive `:help` and `viewlab --help` (`make docs`); they must be what the binary prints now.
final class ReferenceDocsTests: XCTestCase {
    func testShellReferenceIsUpToDate() throws {
        try assertReference("shell")
    }

    func testCLIReferenceIsUpToDate() throws {
        try assertReference("cli")
    }

    func testHelpListsEveryCommandOfTheReference() throws {
        let help = try ViewLabBinary.run(["--help"])
        XCTAssertEqual(help.status, 0, help.stderr)
        let reference = try ViewLabBinary.run(["help", "--reference", "cli"]).stdout
        // Every `## name` section of the reference has its usage line in `--help`.
        let names = reference.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { $0.dropFirst(3) }
        XCTAssertGreaterThanOrEqual(names.count, 10)
        for name in names { XCTAssertTrue(help.stdout.contains("viewlab \(name)"), "--help lacks \(name)") }
        let bad = try ViewLabBinary.run(["help", "--reference", "both"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "viewlab: error: help --reference needs shell or cli\n")
    }

    private func assertReference(_ which: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try ViewLabBinary.run(["help", "--reference", which])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let path = ViewLabBinary.repositoryRoot.appendingPathComponent("Docs/reference/\(which).md")
        let checkedIn = try String(contentsOf: path, encoding: .utf8)
        XCTAssertTrue(
            checkedIn == result.stdout, "Docs/reference/\(which).md is stale: run `make docs`", file: file, line: line)
    }
}
