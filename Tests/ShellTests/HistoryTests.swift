import Foundation
@testable import ViewLabShell
import XCTest

/// The persistent history file: unique, capped, multi-line entries, atomic writes.
final class HistoryTests: XCTestCase {
    func testUniqueCappedAndPersistent() throws {
        let path = try ShellTestSupport.temporaryDirectory().appendingPathComponent("history").path
        let history = History(path: path, limit: 3)
        for entry in ["a", "b", "a", "c", "d", "  ", "let x = (1,\n2)"] { history.add(entry) }
        XCTAssertEqual(history.entries, ["c", "d", "let x = (1,\n2)"])
        try history.save()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "c\nd\nlet x = (1,\\n2)\n")
        let again = History(path: path, limit: 2)
        again.load()
        XCTAssertEqual(again.entries, ["d", "let x = (1,\n2)"])
    }

    func testEscapesRoundTrip() {
        for entry in ["print(\"a\\nb\")", "x\\", "a\nb\\nc"] {
            XCTAssertEqual(History.unescape(History.escape(entry)), entry)
            XCTAssertFalse(History.escape(entry).contains("\n"))
        }
    }

    func testAMissingOrUnreadableFileIsEmpty() {
        let history = History(path: "/nonexistent/dir/history", limit: 10)
        history.load()
        XCTAssertEqual(history.entries, [])
        XCTAssertThrowsError(try history.save())
    }
}
