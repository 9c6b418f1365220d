import Foundation

/// Runs a child process with `posix_spawn` and reaps it; stdout goes to a file so that nothing can
/// block on a full pipe. Peak memory comes from GNU `time -f %M` (package `time`) when it is
/// installed: its `wait4` figure covers the child and every descendant it reaped (export workers),
/// and `time` itself is tiny. (Our own `wait4` figure is not used when `time` is there: with
/// `posix_spawn` the child starts on the parent's address space, and Linux records that
/// address space's high-water mark at `exec`, so the runner's own size would leak into it.)
struct ChildProcess {
    struct Outcome {
        var status: Int32
        var milliseconds: Double
        /// The child's own peak resident set, MB.
        var peakMB: Double
        /// CPU seconds (user + system) of the child and the descendants it reaped (nil without `time`).
        var cpuSeconds: Double?
        var stdout: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `arguments` (the first is the executable path) and waits for it.
    static func run(_ command: [String], environment: [String: String] = [:]) throws -> Outcome {
        let temporary = FileManager.default.temporaryDirectory
        let output = temporary.appendingPathComponent("viewlab-bench-\(getpid())-\(UUID().uuidString).out")
        let memory = temporary.appendingPathComponent("viewlab-bench-\(getpid())-\(UUID().uuidString).rss")
        defer { [output, memory].forEach { try? FileManager.default.removeItem(at: $0) } }
        let timed = FileManager.default.isExecutableFile(atPath: gnuTime)
        let arguments = timed ? [gnuTime, "-f", "%U %S %M", "-o", memory.path, "--"] + command : command
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
        var peakKB = Double(usage.ru_maxrss), cpu: Double?
        if timed, let report = try? String(contentsOf: memory, encoding: .utf8),
           let fields = report.split(separator: "\n").last?.split(separator: " ").compactMap({ Double($0) }), fields.count == 3 {
            cpu = fields[0] + fields[1]
            peakKB = fields[2]
        }
        return Outcome(status: exit, milliseconds: elapsed, peakMB: peakKB / 1024, cpuSeconds: cpu, stdout: text)
    }

    static let gnuTime = "/usr/bin/time"

    /// Runs `arguments` (with `environment` added to the runner's) and fails unless it exits with 0.
    static func check(_ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        let outcome = try run(arguments, environment: environment)
        guard outcome.status == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) exited with \(outcome.status)")
        }
        return outcome
    }
}
