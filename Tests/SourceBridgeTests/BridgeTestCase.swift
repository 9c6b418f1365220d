@testable import SourceBridge
import XCTest

/// Helpers: bridge one file and look at its rewritten text and generated code.
extension XCTestCase {
    func bridged(_ text: String, path: String = "/src/View.swift") -> SourceBridge.Output {
        SourceBridge.bridge([BridgedFile(path: path, text: text)])
    }

    /// Asserts that every line of `original` is still on its line in the rewrite.
    func assertSameLineCount(
        _ original: String, _ rewritten: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            original.split(separator: "\n", omittingEmptySubsequences: false).count,
            rewritten.split(separator: "\n", omittingEmptySubsequences: false).count, file: file, line: line)
    }
}
