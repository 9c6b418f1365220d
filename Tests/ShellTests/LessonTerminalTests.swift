import Foundation
@testable import ViewLabShell
import XCTest

/// A lesson on a terminal (tmux, the real `viewlab` binary): each step waits for Return (or
/// `:next`) and shows the screen as a picture.
final class LessonTerminalTests: XCTestCase {
    func testStepsWaitForReturnOnATerminal() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let binary = try ShellTestSupport.viewlabBinary()
        let session = try TmuxSession(
            [binary.path],
            environment: [
                "VIEWLAB_HISTORY": directory.appendingPathComponent("history").path, "HOME": directory.path,
                "TERM": "xterm-256color",
            ], width: 100, height: 60)
        try session.waitForPrompt()
        let first = try session.enter(":lesson 01")
        XCTAssertTrue(first.contains("── 1/5 · A view is a rectangle in its superview"), first)
        XCTAssertTrue(first.contains("(Return or :next: step 2 of 5)"), first)
        XCTAssertFalse(first.contains("── 2/5"), "the second step must wait for Return:\n\(first)")
        // Return on an empty line runs the next step.
        try session.press("Enter")
        try session.wait(for: "(Return or :next: step 3 of 5)")
        // Statements typed between steps run as usual; :next goes on.
        try session.enter("card.alpha = 0.5")
        try session.enter(":next")
        try session.wait(for: "(Return or :next: step 4 of 5)")
        try session.press("Enter")
        // Step 4 compiles the learner's ProfileCard.swift (`:watch`) and shows a card.
        try session.wait(for: "(Return or :next: step 5 of 5)")
        try session.press("Enter")
        let last = try session.wait(for: "When you are done, type :check.")
        XCTAssertTrue(last.contains("── 5/5 · Exercise: a finished card"), last)
        let unmet = try session.enter(":check")
        XCTAssertTrue(unmet.contains("✗ ProfileCard must add nameLabel as its subview"), unmet)
        XCTAssertFalse(unmet.contains("error:"), "an unmet check is not an error on a terminal:\n\(unmet)")
        try session.press("C-d")
        try session.wait("the shell to exit") { _ in (try? session.isDead()) == true }
    }
}
