import Foundation
@testable import ViewLabShell
import XCTest

/// Issue 38: nothing a learner's code does ends the session. In a real pseudo-terminal, through
/// the real `viewlab` (its supervisor and kernel processes): a trap in a loaded view's `draw(_:)`
/// is reported with the input and the function, and the tree, the variables, the loaded class and
/// the history are there afterwards; Ctrl-C stops `:play 30` and a compiled `while true {}` within
/// a second and keeps the session.
final class SessionSurvivalTerminalTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try ShellTestSupport.temporaryDirectory()
    }

    private func start() throws -> TmuxSession {
        let session = try TmuxSession(
            [try ShellTestSupport.viewlabBinary().path],
            environment: [
                "VIEWLAB_HISTORY": directory.appendingPathComponent("history").path, "HOME": directory.path,
                "TERM": "xterm-256color",
            ], width: 200, height: 50)
        try session.waitForPrompt()
        return session
    }

    /// A view whose `draw(_:)` force-unwraps `label` once `armed`.
    static let boom = """
        import UIKit

        final class BoomView: UIView {
            var armed = false
            var label: String? = nil
            override func draw(_ rect: CGRect) {
                UIColor.systemRed.setFill()
                UIBezierPath(rect: bounds).fill()
                if armed { print("label has", label!.count, "characters") }
            }
        }

        """

    func testATrapInALoadedViewsDrawIsReportedAndTheSessionGoesOn() throws {
        let file = directory.appendingPathComponent("Boom.swift")
        try Data(SessionSurvivalTerminalTests.boom.utf8).write(to: file)
        let session = try start()
        try session.type(":load \(file.path)")
        try session.press("Enter")
        try session.wait(for: "classes: BoomView", timeout: 120)
        try session.waitForPrompt()
        try session.enter("let b = BoomView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))")
        try session.enter("root.addSubview(b)")
        try session.enter("let keep = 42")
        try session.enter("b.armed = true")
        try session.type("b.setNeedsDisplay(); b.layer.displayIfNeeded()")
        try session.press("Enter")
        let screen = try session.wait(for: "restored the session: 5 inputs replayed", timeout: 120)
        XCTAssertTrue(screen.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value"), screen)
        // The runtime's own line names the user's file and line, as `#fileID` does on iOS
        // (`Module/File.swift`): the module is named after the file, not the live version.
        XCTAssertTrue(screen.contains("Boom/Boom.swift:9: Fatal error"), screen)
        XCTAssertFalse(screen.contains("Live_Boom"), screen)
        XCTAssertTrue(
            screen.contains(
                "error: `b.setNeedsDisplay(); b.layer.displayIfNeeded()` trapped (Illegal instruction) in BoomView.draw(_:) at Boom.swift:9"
            ), screen)
        XCTAssertTrue(screen.contains("the session is restored to just before it"), screen)
        XCTAssertFalse(try session.isDead())
        try session.waitForPrompt()
        // The variables, the tree and the loaded class are there; the view draws again once it can.
        XCTAssertTrue(try session.enter("keep").hasSuffix("› keep\n42\n›\n"))
        try session.enter("b.label = \"fine\"; b.setNeedsDisplay()")
        let png = directory.appendingPathComponent("after.png")
        XCTAssertTrue(try session.enter(":export \(png.path)").contains("label has 4 characters"))
        let (image, _) = try ShellTestSupport.decode(png)
        ShellTestSupport.assertColour(image, (40, 40, 130, 130), (0xFF, 0x3B, 0x30))
        // The history kept the line that trapped, as a terminal's history does.
        let history = try String(contentsOf: directory.appendingPathComponent("history"), encoding: .utf8)
        XCTAssertTrue(history.contains("b.armed = true\nb.setNeedsDisplay();"), history)
    }

    /// The one-second bound is read from the clock the `:play` reports, which runs with real
    /// time: it cannot have started before Enter was pressed, so a clock past the time from Enter
    /// to Ctrl-C plus a second means it ran on for more than a second after Ctrl-C. (The screen is
    /// read through tmux, which can lag by seconds when the machine is loaded: its time only
    /// bounds the wait.)
    func testCtrlCStopsPlayWithinASecondAndKeepsTheSession() throws {
        let session = try start()
        try session.enter("let keep = 7")
        try session.type(":play 30")
        let entered = Date()
        try session.press("Enter")
        // Long enough for the input to have begun on a loaded machine: a Ctrl-C before it is
        // type-ahead for the prompt (the bound below is relative to this wait, not weakened by it).
        usleep(1_500_000)
        let pressed = Date()
        try session.press("C-c")
        let screen = try session.wait(for: "error: interrupted: the clock stopped at t = ", timeout: 10)
        XCTAssertLessThan(Date().timeIntervalSince(pressed), 10)
        let clock = try XCTUnwrap(
            screen.range(of: #"stopped at t = [0-9.]+ s"#, options: .regularExpression).flatMap {
                Double(screen[$0].split(separator: " ")[4])
            }, screen)
        XCTAssertLessThan(clock, pressed.timeIntervalSince(entered) + 1, "the clock ran on after Ctrl-C:\n\(screen)")
        try session.waitForPrompt()
        XCTAssertTrue(try session.enter("keep").hasSuffix("› keep\n7\n›\n"))
    }

    func testCtrlCStopsARunawayCompiledLoopWithinASecondAndKeepsTheSession() throws {
        let session = try start()
        try session.enter("let keep = 7")
        try session.enter("var n = 0")
        try session.type("while true { n += 1; if n == 1 { print(\"looping\") } }")
        try session.press("Enter")
        // The loop's own line, not the echo of the input (which holds `print("looping")`): a Ctrl-C
        // pressed before the input begins is type-ahead for the prompt, not an interrupt.
        try session.wait(timeout: 120, "the loop's output") { $0.contains("\nlooping\n") }
        let pressed = Date()
        try session.press("C-c")
        let screen = try session.wait(for: "error: interrupted: `while true {", timeout: 3)
        XCTAssertLessThan(Date().timeIntervalSince(pressed), 1.5)
        XCTAssertTrue(screen.contains("did not stop within 0.5 s of Ctrl-C"), screen)
        try session.wait(for: "restored the session: 2 inputs replayed", timeout: 30)
        try session.waitForPrompt()
        XCTAssertTrue(try session.enter("keep + n").hasSuffix("› keep + n\n7\n›\n"))
    }

    /// A `:play 30` stopped by Ctrl-C is journaled as the part that ran: after a later trap the
    /// session is rebuilt without running the 30 s (the replay does not wait for real time and
    /// plays only the frames that ran), and the clock is where the `:play` stopped.
    func testAPlayStoppedByCtrlCIsReplayedOnlyAsFarAsItRan() throws {
        let session = try start()
        try session.enter("let keep = 7")
        try session.type(":play 30")
        try session.press("Enter")
        usleep(1_500_000)  // the input has begun (see above)
        try session.press("C-c")
        let stopped = try session.wait(for: "error: interrupted: the clock stopped at t = ", timeout: 10)
        try session.waitForPrompt()
        guard let range = stopped.range(of: #"t = [0-9.]+ s \(frame [0-9]+\)"#, options: .regularExpression) else {
            return XCTFail("no clock in:\n\(stopped)")
        }
        let clock = String(stopped[range])
        XCTAssertFalse(clock.hasPrefix("t = 0.000"), clock)
        XCTAssertTrue(try session.enter(":time").hasSuffix("› :time\n\(clock)\n›\n"))
        try session.type("fatalError(\"boom\")")
        try session.press("Enter")
        let screen = try session.wait(for: "restored the session: 3 inputs replayed in ", timeout: 120)
        XCTAssertTrue(screen.contains("Fatal error: boom"), screen)
        if let seconds = screen.range(of: #"replayed in [0-9.]+ s"#, options: .regularExpression).map({
            Double(screen[$0].split(separator: " ")[2]) ?? 99
        }) {
            XCTAssertLessThan(seconds, 5, "the stopped :play was replayed in full:\n\(screen)")
        }
        try session.waitForPrompt()
        XCTAssertTrue(
            try session.enter(":time").hasSuffix("› :time\n\(clock)\n›\n"), "the clock goes back to where :play stopped"
        )
        XCTAssertTrue(try session.enter("keep").hasSuffix("› keep\n7\n›\n"))
    }

    /// A trap while the prompt waits — a save `:watch` applies on its own, whose `draw(_:)`
    /// force-unwraps nil on the re-export — is reported as the save's and the session is rebuilt
    /// (not started afresh): the variables are there, and the file is loaded as it was before the
    /// save (the saved version trapped), so the view draws again; no key was pressed.
    func testATrapInASaveAppliedWhileIdleIsReportedAndTheVersionBeforeIsBack() throws {
        let file = directory.appendingPathComponent("Boom.swift")
        try Data(SessionSurvivalTerminalTests.boom.utf8).write(to: file)
        let session = try start()
        try session.type(":watch \(file.path)")
        try session.press("Enter")
        try session.wait(for: "watching Boom.swift", timeout: 120)
        try session.waitForPrompt()
        try session.enter("let b = BoomView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))")
        try session.enter("root.addSubview(b)")
        try session.enter("let keep = 42")
        try session.enter(":watch \(directory.appendingPathComponent("live.png").path)")
        let broken = SessionSurvivalTerminalTests.boom.replacingOccurrences(
            of: "if armed { print", with: "if !armed { print")
        try Data(broken.utf8).write(to: file)
        let screen = try session.wait(for: "the version loaded before is back", timeout: 120)
        XCTAssertTrue(
            screen.contains(
                "error: a save applied while the prompt waited trapped (Illegal instruction) in BoomView.draw(_:)"),
            screen)
        XCTAssertTrue(screen.contains("restored the session: 5 inputs replayed"), screen)
        XCTAssertFalse(screen.contains("stopped three times"), screen)
        try session.waitForPrompt()
        XCTAssertTrue(try session.enter("keep").hasSuffix("› keep\n42\n›\n"))
        let png = directory.appendingPathComponent("after.png")
        try session.enter(":export \(png.path)")
        let (image, _) = try ShellTestSupport.decode(png)
        ShellTestSupport.assertColour(image, (40, 40, 130, 130), (0xFF, 0x3B, 0x30))
        XCTAssertFalse(try session.isDead())
    }
}
