import TestSupport
import XCTest

/// In the shell, `:preview` tries a preview in a child process first: one that traps is reported
/// with its id, location and the runtime's message, and the shell carries on.
final class ShellPreviewTrialTests: XCTestCase {
    func testATrappingPreviewDoesNotEndTheShell() throws {
        let result = try ViewLabBinary.run(
            ["--keep-going"], input: ":preview FaultyPreviews/Traps\n:preview ColorSwatches/Swatches\n",
            binary: "viewlab-fixtures")
        XCTAssertEqual(result.status, 1, "the failed :preview is an error")
        XCTAssertTrue(
            result.stderr.contains(
                "error: preview 'FaultyPreviews/Traps' was not loaded: it failed in a trial run (FaultyPreviews/FaultyPreviews.swift:11: crashed with signal 4"
            ), result.stderr)
        XCTAssertTrue(result.stderr.contains("Fatal error: this preview traps on purpose"), result.stderr)
        XCTAssertTrue(
            result.stdout.contains("preview = ColorSwatches from Playgrounds/ColorSwatches.swift:31"),
            "the shell went on: \(result.stdout)")
    }
}
