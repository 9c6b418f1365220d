import UIKit
import ViewLabTesting
import XCTest

/// Under XCTest, `assertSnapshot` fails the running test case with its one-line message. (The
/// class is not `@MainActor`: XCTest's `recordFailure` override reads `capturing` unisolated; the
/// test methods are.)
final class XCTestReportingTests: XCTestCase {
    /// Failures recorded while `capturing`, instead of failing this test.
    private var captured: [(description: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard capturing else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, lineNumber))
    }

    @MainActor func test_assertSnapshot_failsTheTestCase_atTheAssertionsLine() async {
        capturing = true
        let line = #line + 1  // the assertion's line
        assertSnapshot(
            of: CardView(), as: .image(layout: .fixed(width: 40, height: 30)), named: "never-recorded", record: .never)
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertTrue(
            captured.first?.description.contains(
                "__Snapshots__/XCTestReportingTests/test_assertSnapshot_failsTheTestCase_atTheAssertionsLine.never-recorded.png (record mode never;"
            ) == true,
            captured.first?.description ?? "")
    }

    @MainActor func test_assertSnapshot_passes_againstItsCommittedReference() async {
        assertSnapshot(of: CardView(), as: .image(layout: .fixed(width: 40, height: 30)), named: "card")
    }
}
