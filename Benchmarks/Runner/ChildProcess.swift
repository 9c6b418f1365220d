import Foundation

/// Runs a child process with `posix_spawn` and reaps it with `wait4`, so that its own peak memory
/// (`ru_maxrss`) is known; stdout goes to a file so that nothing can block on a full pipe.
struct ChildProcess {
    struct Outcome {
        var status: Int32
        var milliseconds: Double
        /// The child's own peak resident set, MB.
        var peakMB: Double
        var stdout: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `arguments` (the first is the executable path) and waits for it.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-bench-\(getpid())-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid = pid_t()
        let start = Stats.nowMs()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else { throw Failure(description: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "wait4 failed for \(arguments[0])") }
        }
        let elapsed = Stats.nowMs() - start
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return Outcome(status: exit, milliseconds: elapsed, peakMB: Double(usage.ru_maxrss) / 1024, stdout: text)
    }

    /// Runs `arguments` and fails unless it exits with 0.
    static func check(_ arguments: [String]) throws -> Outcome {
        let outcome = try run(arguments)
        guard outcome.status == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) exited with \(outcome.status)")
        }
        return outcome
    }
}
