import ViewLabTesting
import XCTest

/// `VIEWLAB_RECORD` and the per-call mode: the call wins, then the variable, then `.missing`.
@MainActor
final class RecordModeTests: XCTestCase {
    func test_environmentValues_nameModes_orMeanAllAndMissing() async {
        XCTAssertEqual(RecordMode(environmentValue: "1"), .all)
        XCTAssertEqual(RecordMode(environmentValue: "true"), .all)
        XCTAssertEqual(RecordMode(environmentValue: "0"), .missing)
        XCTAssertEqual(RecordMode(environmentValue: "FAILED"), .failed)
        XCTAssertEqual(RecordMode(environmentValue: "never"), .never)
        XCTAssertNil(RecordMode(environmentValue: "sometimes"))
    }

    func test_resolve_callWins_thenEnvironment_thenMissing() async {
        XCTAssertEqual(RecordMode.resolve(.never, environment: ["VIEWLAB_RECORD": "all"]), .never)
        XCTAssertEqual(RecordMode.resolve(nil, environment: ["VIEWLAB_RECORD": "all"]), .all)
        XCTAssertEqual(RecordMode.resolve(nil, environment: ["VIEWLAB_RECORD": "sometimes"]), .missing)
        XCTAssertEqual(RecordMode.resolve(nil, environment: [:]), .missing)
    }
}
