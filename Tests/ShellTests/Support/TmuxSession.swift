import Foundation
import XCTest

/// Drives a program in a real pseudo-terminal through tmux (on a private server socket):
/// typing, special keys, reading the screen.
final class TmuxSession {
    private let socket = "viewlab-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    private let tmux: String

    /// Starts `command` in a `width`×`height` terminal with `environment` added.
    init(_ command: [String], environment: [String: String] = [:], width: Int = 120, height: Int = 40) throws {
        guard
            let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first(
                where: FileManager.default.isExecutableFile)
        else {
            throw TmuxUnavailable(reason: "tmux is not installed (Scripts/setup.sh installs it)")
        }
        self.tmux = tmux
        let env = environment.map { "\($0.key)=\(TmuxSession.quote($0.value))" }.sorted().joined(separator: " ")
        let shellCommand = "env \(env) " + command.map(TmuxSession.quote).joined(separator: " ")
        try run(["new-session", "-d", "-s", "test", "-x", "\(width)", "-y", "\(height)", shellCommand])
        try run(["set-option", "-t", "test", "remain-on-exit", "on"])
    }

    deinit {
        _ = try? run(["kill-server"])
    }

    /// Types `text` literally and waits until the terminal shows it at the end of the last line
    /// (so that the next check cannot see the screen from before).
    func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try run(["send-keys", "-t", "test", "-l", text])
        let echo = String(text.suffix(16)).trimmingCharacters(in: .whitespaces)
        try wait(file: file, line: line, "the echo of '\(text)'") { screen in
            screen.split(separator: "\n").last.map { $0.hasSuffix(echo) } ?? false
        }
    }

    /// Presses keys by tmux name: `Enter`, `Tab`, `C-c`, `C-r`, `C-d`, `Up`.
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", "test"] + keys)
    }

    /// Resizes the terminal (the program gets SIGWINCH).
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "test", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible screen, trailing blank lines removed.
    func screen() throws -> String {
        let text = try run(["capture-pane", "-p", "-t", "test"])
        return text.replacingOccurrences(of: "\\n+$", with: "\n", options: .regularExpression)
    }

    /// Whether the program has exited.
    func isDead() throws -> Bool {
        try run(["display-message", "-p", "-t", "test", "#{pane_dead}"]).trimmingCharacters(in: .whitespacesAndNewlines)
            == "1"
    }

    /// Waits until `condition` holds for the screen; fails the test with the screen if not.
    @discardableResult
    func wait(
        timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
        _ what: String, until condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var text = ""
        while Date() < deadline {
            text = try screen()
            if condition(text) { return text }
            usleep(20_000)
        }
        XCTFail("timed out waiting for \(what); screen:\n\(text)", file: file, line: line)
        return text
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func wait(for text: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws
        -> String
    {
        try wait(timeout: timeout, file: file, line: line, "'\(text)'") { $0.contains(text) }
    }

    /// The last non-empty line of the screen (the line being edited; tmux drops trailing
    /// spaces, so an empty prompt `› ` reads `›`).
    func currentLine() throws -> String {
        try screen().split(separator: "\n").last.map(String.init) ?? ""
    }

    /// Waits for an empty prompt (`prompt` without its trailing space) on the last line.
    @discardableResult
    func waitForPrompt(_ prompt: String = "›", file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try wait(file: file, line: line, "the prompt '\(prompt)'") {
            $0.split(separator: "\n").last.map(String.init) == prompt
        }
    }

    /// Types `text`, presses Enter and waits for the next prompt.
    @discardableResult
    func enter(_ text: String, prompt: String = "›", file: StaticString = #filePath, line: UInt = #line) throws
        -> String
    {
        try type(text, file: file, line: line)
        try press("Enter")
        return try waitForPrompt(prompt, file: file, line: line)
    }

    /// Runs tmux with posix_spawn and waitpid (Foundation's `Process` can wait forever here:
    /// the server that `new-session` forks inherits the client's descriptors).
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString).out")
            .path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        let argv = ([tmux, "-u", "-L", socket] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, tmux, &actions, nil, argv, envp) == 0 else {
            throw TmuxUnavailable(reason: "cannot start tmux")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    private static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// The pseudo-terminal tests need tmux; without it they fail (they must not pass by skipping).
struct TmuxUnavailable: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}

extension TmuxSession {
    /// The `viewlab` shell in a terminal whose history and home are in `directory`, at its prompt.
    static func viewlab(in directory: URL, width: Int = 120, height: Int = 50) throws -> TmuxSession {
        let session = try TmuxSession(
            [try ShellTestSupport.viewlabBinary().path],
            environment: [
                "VIEWLAB_HISTORY": directory.appendingPathComponent("history").path, "HOME": directory.path,
                "TERM": "xterm-256color",
            ], width: width, height: height)
        try session.waitForPrompt()
        return session
    }

    /// Enters a command that compiles (`:load`, `:watch`) and waits, as long as a compile may take
    /// on a busy machine, for `text` and the next prompt.
    func enterCompiling(_ command: String, until text: String, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        try type(command, file: file, line: line)
        try press("Enter")
        try wait(for: text, timeout: 180, file: file, line: line)
        try waitForPrompt(file: file, line: line)
    }
}
