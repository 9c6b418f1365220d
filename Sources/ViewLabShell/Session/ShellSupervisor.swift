import Foundation
import Synchronization

/// Keeps an interactive session alive through its own code.
///
/// A learner's code runs in the shell's process: a force-unwrap of nil in a loaded view's
/// `draw(_:)` traps, and a compiled `while true {}` never returns. As notebook front ends keep a
/// kernel, `viewlab` on a terminal runs the shell (the kernel) as a child process on the same
/// terminal and stays behind it. The kernel journals every input (``SessionJournal``). When it
/// dies of a trap, or is stopped a second after a Ctrl-C its code did not yield to
/// (``ShellInterrupt``), the supervisor reports the input and where it trapped (the first frame of
/// the user's code in the Swift runtime's backtrace, ``TrapReport``) and starts a new kernel
/// that replays the inputs that ran before it, quietly: the tree, the variables, the loaded
/// files and the history are as they were just before the failing input, and the prompt returns.
public enum ShellSupervisor {
    /// Set in the kernel's environment: the session folder (journal, replay list, backtraces).
    public static let kernelVariable = "VIEWLAB_SHELL_KERNEL"
    /// Set in a rebuilt kernel's environment: it replays and says so instead of the banner.
    public static let restartVariable = "VIEWLAB_SHELL_RESTART"
    /// The user's own `SWIFT_BACKTRACE`, handed on to the kernel's children.
    static let userBacktraceVariable = "VIEWLAB_USER_SWIFT_BACKTRACE"
    /// `VIEWLAB_SUPERVISOR=0` runs the shell in one process, as before (a trap ends it).
    public static let switchVariable = "VIEWLAB_SUPERVISOR"

    private static let child = Atomic<Int32>(0)

    /// Whether `viewlab` with these arguments should run the shell under a supervisor: the
    /// interactive shell, on a terminal, not already a kernel.
    /// `arguments` are `viewlab`'s, without the program name.
    public static func applies(to arguments: [String]) -> Bool {
        var rest = arguments[...]
        while let first = rest.first, first.hasPrefix("--theme") { rest = rest.dropFirst(first.contains("=") ? 1 : 2) }
        let command = rest.first
        let env = ProcessInfo.processInfo.environment
        return (command == nil || command == "--keep-going") && isatty(0) != 0
            && env[kernelVariable] == nil && env[switchVariable] != "0"
    }

    /// Runs `executable arguments` as the kernel until the user quits; returns its exit status.
    public static func run(executable: String, arguments: [String]) -> Int32 {
        var template = Array("/tmp/viewlab-session-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return exec(executable, arguments) }
        let folder = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        signal(SIGINT, SIG_IGN)
        signal(SIGQUIT, SIG_IGN)
        for sig in [SIGTERM, SIGHUP] {
            signal(sig) { sig in
                let pid = ShellSupervisor.child.load(ordering: .sequentiallyConsistent)
                if pid > 0 { kill(pid, sig) }
            }
        }
        var terminal = termios()
        let hasTerminal = tcgetattr(0, &terminal) == 0
        var inputs: [String] = []
        var restarts = 0, strayFailures = 0
        while true {
            let journal = folder + "/journal", replay = folder + "/replay.json",
                backtrace = folder + "/backtrace-\(restarts).txt"
            try? SessionJournal.writeReplay(inputs, to: replay)
            var environment = ProcessInfo.processInfo.environment
            environment[kernelVariable] = folder
            if let user = environment["SWIFT_BACKTRACE"] { environment[userBacktraceVariable] = user }
            environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,output-to=\(backtrace)"
            if restarts > 0 { environment[restartVariable] = "1" }
            guard let status = spawnAndWait(executable, arguments, environment) else {
                FileHandle.standardError.write(Data("viewlab: error: cannot start the shell\n".utf8))
                return 1
            }
            if hasTerminal { tcsetattr(0, TCSANOW, &terminal) }
            let signalled = status & 0x7F != 0, code = (status >> 8) & 0xFF, sig = status & 0x7F
            if !signalled && code != ShellInterrupt.exitStatus { return code }
            if signalled && [SIGHUP, SIGTERM, SIGKILL, SIGINT].contains(sig) { return 128 + sig }
            let contents = SessionJournal.read(path: journal)
            let before = inputs
            inputs = contents.completed + (contents.replayFinished ? [] : Array(before.dropFirst(contents.begun)))
            let text = (try? String(contentsOfFile: backtrace, encoding: .utf8)) ?? ""
            let report = TrapReport(backtrace: text, executable: (executable as NSString).lastPathComponent)
            FileHandle.standardError.write(
                Data(
                    (message(
                        contents: contents, signal: signalled ? sig : nil, report: report,
                        replaying: !contents.replayFinished && restarts > 0) + "\n").utf8))
            strayFailures = contents.unfinished == nil ? strayFailures + 1 : 0
            if strayFailures >= 3 {
                FileHandle.standardError.write(
                    Data("viewlab: error: the shell stopped three times outside any input; giving up\n".utf8))
                return 1
            }
            restarts += 1
        }
    }

    /// `error: `d.draw()` trapped (Illegal instruction) in Dot.draw(_:) at Dot.swift:4; the session
    /// is restored to just before it`.
    static func message(contents: SessionJournal.Contents, signal: Int32?, report: TrapReport, replaying: Bool)
        -> String
    {
        let what =
            contents.unfinishedWhileIdle
            ? SessionJournal.idleSave : contents.unfinished.map { "`\(ShellSupervisor.shortened($0))`" } ?? "the shell"
        var text: String
        if contents.interrupted {
            text =
                "error: interrupted: \(what) did not stop within \(ShellInterrupt.grace) s of Ctrl-C, so its process was ended"
        } else {
            let reason = report.reason ?? signal.map { String(cString: strsignal($0)) } ?? "stopped"
            text = "error: \(what) trapped (\(reason))" + (report.whereText.map { " " + $0 } ?? "")
        }
        if replaying { text += " while the session was being restored; it is left out" }
        return text + "; the session is restored to just before it"
    }

    static func shortened(_ input: String) -> String {
        let line = input.split(separator: "\n").first.map(String.init) ?? input
        let cut = line.count > 60 ? String(line.prefix(57)) + "…" : line
        return input.contains("\n") && line.count <= 60 ? cut + " …" : cut
    }

    private static func spawnAndWait(_ executable: String, _ arguments: [String], _ environment: [String: String])
        -> Int32?
    {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, nil, nil, argv, envp) == 0 else { return nil }
        child.store(pid, ordering: .sequentiallyConsistent)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        child.store(0, ordering: .sequentiallyConsistent)
        return status
    }

    /// Without a session folder: the shell in this process (`execv`).
    private static func exec(_ executable: String, _ arguments: [String]) -> Int32 {
        setenv(switchVariable, "0", 1)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        execv(executable, argv)
        return 1
    }
}
