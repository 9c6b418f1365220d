import Foundation
@testable import ViewLabShell
import XCTest

/// The journal a supervised session keeps: what ran, what was running when the process died, and
/// what a rebuilt session that died while replaying still owes.
final class SessionJournalTests: XCTestCase {
    func testCompletedInputsAndTheOneLeftRunning() throws {
        let path = try ShellTestSupport.temporaryDirectory().appendingPathComponent("journal").path
        let journal = try XCTUnwrap(SessionJournal(path: path))
        journal.began("let a = 1")
        journal.ended(ok: true)
        journal.began("a.nope")
        journal.ended(ok: false)
        journal.began("while true {}")
        journal.interrupted()
        let contents = SessionJournal.read(path: path)
        XCTAssertEqual(contents.completed, ["let a = 1"])
        XCTAssertEqual(contents.unfinished, "while true {}")
        XCTAssertTrue(contents.interrupted)
        XCTAssertEqual(contents.begun, 3)
        XCTAssertFalse(contents.replayFinished)
    }

    func testALineCutShortByADyingProcessIsIgnored() throws {
        let path = try ShellTestSupport.temporaryDirectory().appendingPathComponent("journal").path
        try Data("{\"began\":\"let a = 1\"}\n{\"ended\":true}\n{\"began\":\"b.dr".utf8).write(
            to: URL(fileURLWithPath: path))
        let contents = SessionJournal.read(path: path)
        XCTAssertEqual(contents.completed, ["let a = 1"])
        XCTAssertNil(contents.unfinished)
    }

    func testReplayListRoundTrips() throws {
        let path = try ShellTestSupport.temporaryDirectory().appendingPathComponent("replay.json").path
        try SessionJournal.writeReplay(["let a = 1", "root.addSubview(v)\n// two lines"], to: path)
        XCTAssertEqual(SessionJournal.readReplay(path: path), ["let a = 1", "root.addSubview(v)\n// two lines"])
    }

    /// An input stopped part-way is replayed as the part that ran (`:play 30` stopped after 2 s).
    func testAnInputStoppedPartWayIsReplayedAsThePartThatRan() throws {
        let path = try ShellTestSupport.temporaryDirectory().appendingPathComponent("journal").path
        let journal = try XCTUnwrap(SessionJournal(path: path))
        journal.began(":play 30")
        journal.ended(ok: true, as: ":play 2.0")
        journal.began(":play 30")
        journal.ended(ok: false)
        XCTAssertEqual(SessionJournal.read(path: path).completed, [":play 2.0"])
    }

    /// Work done while the prompt waited (a save `:watch` applied) is never replayed; when it is
    /// the one that did not end, it is said to be.
    func testWorkDoneWhileIdleIsNotAnInput() throws {
        let path = try ShellTestSupport.temporaryDirectory().appendingPathComponent("journal").path
        let journal = try XCTUnwrap(SessionJournal(path: path))
        journal.began("let a = 1")
        journal.ended(ok: true)
        journal.began(SessionJournal.idleSave, whileIdle: true)
        journal.ended(ok: true)
        journal.began(SessionJournal.idleSave, whileIdle: true)
        let contents = SessionJournal.read(path: path)
        XCTAssertEqual(contents.completed, ["let a = 1"])
        XCTAssertEqual(contents.begun, 1)
        XCTAssertTrue(contents.unfinishedWhileIdle)
        XCTAssertEqual(
            ShellSupervisor.message(
                contents: contents, signal: SIGILL, report: TrapReport(backtrace: "", executable: "viewlab"),
                replaying: false),
            "error: a save applied while the prompt waited trapped (Illegal instruction); the session is restored to just before it"
        )
    }
}
