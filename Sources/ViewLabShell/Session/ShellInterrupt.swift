import Foundation
import Synchronization

/// Ctrl-C while an input runs.
///
/// The terminal turns Ctrl-C into SIGINT for the shell's process group (termios `ISIG`); while the
/// line editor reads, libedit binds the key instead and the line is cancelled. While an input
/// runs, the handler only raises a flag: the shell's own loops (`:play`, `:record`) poll it
/// between frames and stop at once, keeping the session. Code that never polls — a compiled
/// `while true {}`, a view's `draw(_:)` that never returns — is stopped by the watchdog a second
/// later: the process ends with ``exitStatus`` and the ``ShellSupervisor`` rebuilds the session
/// as it was before that input (its journal replayed).
enum ShellInterrupt {
    /// The status a kernel ends with when the watchdog stopped an input that did not yield.
    static let exitStatus: Int32 = 86
    /// How long an input may ignore Ctrl-C before the watchdog stops the process.
    static let grace: Double = 0.5

    private static let requested = Atomic<Bool>(false)
    /// When the input now running began (monotonic nanoseconds), or 0 between inputs.
    private static let running = Atomic<UInt64>(0)
    /// The journal to mark before the watchdog ends the process.
    nonisolated(unsafe) private static var onGiveUp: (@Sendable () -> Void)?

    /// Installs the SIGINT handler (once per process) and, in a supervised session
    /// (`onGiveUp` given), starts the watchdog thread.
    static func install(onGiveUp: (@Sendable () -> Void)?) {
        signal(SIGINT) { _ in ShellInterrupt.requested.store(true, ordering: .sequentiallyConsistent) }
        guard let onGiveUp else { return }
        self.onGiveUp = onGiveUp
        let watchdog = Thread { ShellInterrupt.watch() }
        watchdog.name = "viewlab-interrupt-watchdog"
        watchdog.start()
    }

    /// Marks the start of an input: a Ctrl-C pressed earlier (at the prompt) is forgotten.
    static func inputBegan() {
        requested.store(false, ordering: .sequentiallyConsistent)
        running.store(DispatchTime.now().uptimeNanoseconds, ordering: .sequentiallyConsistent)
    }

    /// Marks the end of an input.
    static func inputEnded() {
        running.store(0, ordering: .sequentiallyConsistent)
        requested.store(false, ordering: .sequentiallyConsistent)
    }

    /// Whether Ctrl-C was pressed since the input began; polling it acknowledges it (the watchdog
    /// then leaves the process alone).
    static func takeRequest() -> Bool {
        requested.exchange(false, ordering: .sequentiallyConsistent)
    }

    /// Throws ``ShellError`` "interrupted" when Ctrl-C was pressed: for loops of the shell's own.
    static func check(_ what: @autoclosure () -> String) throws {
        if takeRequest() { throw ShellError("interrupted: \(what())") }
    }

    /// Sleeps up to `seconds`, waking early (and returning false) on Ctrl-C.
    static func sleep(_ seconds: Double) -> Bool {
        var left = seconds
        while left > 0 {
            if requested.load(ordering: .sequentiallyConsistent) { return false }
            Thread.sleep(forTimeInterval: min(left, 0.02))
            left -= 0.02
        }
        return true
    }

    /// The watchdog: a Ctrl-C that no loop acknowledged within ``grace`` seconds ends the process.
    private static func watch() {
        var since: UInt64 = 0
        while true {
            Thread.sleep(forTimeInterval: 0.05)
            let pending =
                requested.load(ordering: .sequentiallyConsistent)
                && running.load(ordering: .sequentiallyConsistent) != 0
            guard pending else { since = 0; continue }
            let now = DispatchTime.now().uptimeNanoseconds
            if since == 0 { since = now; continue }
            if Double(now - since) / 1e9 >= grace {
                onGiveUp?()
                _exit(exitStatus)
            }
        }
    }
}
