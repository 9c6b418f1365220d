import Foundation
@testable import ViewLabShell
import XCTest

/// The interactive shell in a real pseudo-terminal (tmux): prompt, typing, Tab completion,
/// history across restarts, Ctrl-R, multi-line input, Ctrl-C, Ctrl-D, and a PNG exported from
/// the session.
final class TerminalTests: XCTestCase {
    private var directory: URL!
    private var historyPath: String { directory.appendingPathComponent("history").path }

    override func setUpWithError() throws {
        directory = try ShellTestSupport.temporaryDirectory()
    }

    private func start() throws -> TmuxSession {
        let binary = try ShellTestSupport.viewlabBinary()
        // Tall enough for the whole `:help` list.
        let session = try TmuxSession(
            [binary.path],
            environment: ["VIEWLAB_HISTORY": historyPath, "HOME": directory.path, "TERM": "xterm-256color"],
            height: 80)
        try session.waitForPrompt()
        return session
    }

    /// Issue 2's interactive acceptance.
    func testInteractiveSessionBuildsExportsAndQuits() throws {
        let session = try start()
        XCTAssertTrue(
            try session.screen().hasPrefix(
                "ViewLab — iPhone 15 (393×852 @3x) · portrait · light · theme default — :help\n›\n"))
        let png = directory.appendingPathComponent("blue.png").path
        for line in [
            "let v = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))", "v.backgroundColor = .systemBlue",
            "root.addSubview(v)",
        ] {
            try session.enter(line)
        }
        XCTAssertTrue(
            try session.enter(":export \(png)").contains("\n› :export \(png)\nexported 1179×2556 px to \(png)\n›\n"))
        let help = try session.enter(":help")
        XCTAssertTrue(help.contains("Commands:\n"))
        XCTAssertTrue(help.contains(":export [VIEW] PATH [--scale N]"))
        try session.type(":quit")
        try session.press("Enter")
        try session.wait("the shell to exit") { _ in (try? session.isDead()) == true }

        let (image, _) = try ShellTestSupport.decode(URL(fileURLWithPath: png))
        ShellTestSupport.assertColour(image, (60, 60, 300, 180), (0x00, 0x7A, 0xFF))
        ShellTestSupport.assertColour(image, (0, 0, 60, 60), (0xFF, 0xFF, 0xFF))
        XCTAssertEqual(
            try String(contentsOfFile: historyPath, encoding: .utf8),
            """
            let v = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
            v.backgroundColor = .systemBlue
            root.addSubview(v)
            :export \(png)
            :help
            :quit

            """)
    }

    func testTabCompletesInEveryContext() throws {
        let session = try start()
        try session.enter("let card = UIView()")
        // Statement start: a variable.
        try session.type("ca")
        try session.press("Tab")
        try session.wait("'card'") { $0.hasSuffix("› card\n") }
        // After `name.`: the members of its type.
        try session.type(".backgroundC")
        try session.press("Tab")
        try session.wait(for: "› card.backgroundColor")
        // After `= .`: the expected type's static members.
        try session.type(" = .systemBl")
        try session.press("Tab")
        try session.wait(for: "› card.backgroundColor = .systemBlue")
        try session.press("Enter")
        try session.waitForPrompt()
        // Several candidates: listed under the line.
        try session.type("UIColor.systemGray")
        try session.press("Tab")
        try session.wait(for: "systemGray2")
        try session.press("C-c")
        try session.waitForPrompt()
        // Commands and their arguments.
        try session.type(":tre")
        try session.press("Tab")
        try session.type("c")
        try session.press("Tab")
        try session.wait(for: "› :tree card")
        try session.press("Enter")
        try session.wait(for: "card UIView (0.0, 0.0, 0.0, 0.0) UIColor.systemBlue")
    }

    func testHistoryPersistsAcrossRestartsAndCtrlRSearches() throws {
        var session = try start()
        for line in ["let alpha = 1", "let beta = 2", "let alpha = 1"] {
            try session.enter(line)
        }
        try session.press("C-d")
        try session.wait("the shell to exit") { _ in (try? session.isDead()) == true }
        XCTAssertEqual(try String(contentsOfFile: historyPath, encoding: .utf8), "let beta = 2\nlet alpha = 1\n")

        session = try start()
        try session.press("Up")
        try session.wait(for: "› let alpha = 1")
        try session.press("Up")
        try session.wait(for: "› let beta = 2")
        try session.press("C-c")
        try session.waitForPrompt()
        try session.press("C-r")
        try session.type("beta")
        try session.wait(for: "let beta = 2")
        try session.press("Enter")
        try session.waitForPrompt()
        XCTAssertTrue(try session.enter("beta * 10").hasSuffix("\n› beta * 10\n20\n›\n"))
    }

    func testMultiLineInputCtrlCAndUnicode() throws {
        let session = try start()
        try session.enter("let c = UIColor(red: 1,", prompt: "...")
        try session.enter("green: 0, blue: 0, alpha: 1)")
        // Recalled as one line.
        try session.press("Up")
        try session.wait(for: "› let c = UIColor(red: 1, green: 0, blue: 0, alpha: 1)")
        try session.press("C-c")
        try session.waitForPrompt()
        XCTAssertTrue(try session.enter("c.cgColor.alpha").hasSuffix("\n1.0\n›\n"))
        // Ctrl-C discards the line, the shell stays.
        try session.type("this is not swift")
        try session.press("C-c")
        try session.waitForPrompt()
        let screen = try session.enter("print(\"¡olé 日本!\")")
        XCTAssertTrue(screen.hasSuffix("this is not swift^C\n› print(\"¡olé 日本!\")\n¡olé 日本!\n›\n"), screen)
        // Ctrl-C in a continuation drops the whole statement.
        try session.enter("let z = (1 +", prompt: "...")
        try session.press("C-c")
        try session.waitForPrompt()
        XCTAssertTrue(try session.enter("z").contains("error: cannot find 'z' in scope"))
        // An error shows a caret under the place.
        XCTAssertTrue(
            try session.enter("c.alpa").hasSuffix(
                "error: value of type 'UIColor' has no member 'alpa'\nc.alpa\n  ^~~~\n›\n"))
        // A resized terminal keeps editing.
        try session.resize(width: 50, height: 20)
        XCTAssertTrue(try session.enter("print(\"after resize\")").hasSuffix("\nafter resize\n›\n"))
        try session.press("C-d")
        try session.wait("the shell to exit") { _ in (try? session.isDead()) == true }
    }
}
