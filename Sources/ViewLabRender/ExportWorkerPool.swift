import Foundation
import Previews

/// Runs export jobs in `count` child processes (`viewlab export-worker`), each kept two jobs ahead
/// (`jobsInFlight`). A worker that dies or exceeds the timeout is replaced; the job it was
/// rendering is reported as failed with the reason (signal, exit status or timeout), and the job
/// waiting behind it goes back to the queue.
///
/// Each worker slot is an explicit thread that feeds one child process. The slots and the caller
/// share only `Sendable` values (jobs, outcomes, the options) through `Queue`; the outcomes are
/// handed back to the thread that called `run`, which gives them to `onOutcome` one at a time, so
/// the caller's bookkeeping needs neither a lock nor to be `Sendable`.
final class ExportWorkerPool: Sendable {
    private let executable: URL
    private let options: ExportOptions
    private let queue: Queue

    init(executable: URL, options: ExportOptions, jobs: [ExportJob]) {
        self.executable = executable
        self.options = options
        self.queue = Queue(jobs: jobs)
    }

    /// Renders everything, handing each outcome to `onOutcome` on this thread as it arrives (in
    /// completion order). The pool keeps none of them: the caller decides what to keep.
    func run(onOutcome: (ExportOutcome) -> Void) {
        let slots = max(1, options.jobs)
        queue.start(slots: slots)
        for index in 0..<slots {
            let thread = Thread { [self] in
                serveJobs()
                queue.slotEnded()
            }
            thread.name = "viewlab.export-worker-\(index + 1)"
            thread.start()
        }
        while let outcome = queue.nextOutcome() { onOutcome(outcome) }
    }

    private func nextJob() -> ExportJob? { queue.popJob() }

    /// Puts jobs that were sent to a worker that died back at the front of the queue.
    private func requeue(_ jobs: [ExportJob]) { queue.requeue(jobs) }

    private func record(_ outcome: ExportOutcome) { queue.post(outcome) }

    /// Where the job's preview is declared, for failure reports.
    private func location(of job: ExportJob) -> String {
        PreviewRegistry.preview(id: job.previewID).map(\.location) ?? "?"
    }

    /// Jobs sent to a worker ahead of its answers: with two, the next job waits in the worker's
    /// input while it renders, so it never sits idle between jobs.
    static let jobsInFlight = 2

    /// One worker slot: keeps a child process fed until the queue is empty. If the worker dies,
    /// the job it was rendering (the oldest sent) fails and the others go back to the queue.
    private func serveJobs() {
        while let worker = startWorker() {
            guard serve(worker) else { continue }  // the worker died: start another for the rest
            worker.finish()
            return
        }
    }

    /// A new worker, once there is a job for it; nil when the queue is empty. A worker that cannot
    /// be started fails the job it was started for.
    private func startWorker() -> Worker? {
        while let job = nextJob() {
            do {
                let worker = try Worker(executable: executable, options: options)
                requeue([job])
                return worker
            } catch {
                record(
                    .failed(
                        .init(
                            id: job.previewID, variant: job.variant.slug, location: location(of: job),
                            error: "could not run a worker: \(error)")))
            }
        }
        return nil
    }

    /// Feeds `worker` until the queue is empty (true) or it dies (false: the job it was rendering
    /// failed, the others sent to it are back in the queue).
    private func serve(_ worker: Worker) -> Bool {
        var sent: [ExportJob] = []
        while true {
            while sent.count < Self.jobsInFlight, let job = nextJob() {
                guard worker.send(job) else {
                    // A worker that takes no job at all is dead: the job fails (so the queue always
                    // shrinks) and another worker takes the rest.
                    guard !sent.isEmpty else {
                        let reason = worker.stop(reason: "the worker did not accept the job")
                        record(
                            .failed(
                                .init(
                                    id: job.previewID, variant: job.variant.slug, location: location(of: job),
                                    error: reason.description)))
                        return false
                    }
                    requeue([job])
                    break
                }
                sent.append(job)
            }
            guard let current = sent.first else { return true }
            switch worker.receive(timeout: options.timeout) {
            case .success(let outcome):
                record(outcome)
                sent.removeFirst()
            case .failure(let reason):
                record(
                    .failed(
                        .init(
                            id: current.previewID, variant: current.variant.slug, location: location(of: current),
                            error: reason.description)))
                requeue(Array(sent.dropFirst()))
                return false
            }
        }
    }
}

/// One `viewlab export-worker` child process.
private final class Worker {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let channel: LineChannel
    /// The worker's stderr goes to a file, read back to explain a crash.
    let errorLog: URL

    init(executable: URL, options: ExportOptions) throws {
        process.executableURL = executable
        process.arguments = ["export-worker"]
        process.standardInput = input
        process.standardOutput = output
        errorLog = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewlab-worker-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorLog)
        // A trap should end the worker at once, without a symbolicated backtrace.
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        channel = LineChannel(reading: output.fileHandleForReading)
        try process.run()
        try send(JSONEncoder().encode(options))
    }

    private func send(_ data: Data) throws {
        try input.fileHandleForWriting.write(contentsOf: data + Data("\n".utf8))
    }

    /// Sends a job; false when the worker can no longer take it.
    func send(_ job: ExportJob) -> Bool {
        guard let data = try? JSONEncoder().encode(job) else { return false }
        do { try send(data) } catch { return false }
        return true
    }

    /// The answer to the oldest job sent: the outcome, or why the worker could not answer (it is
    /// then stopped). `timeout` counts from now: the worker starts a job when it answered the one before.
    func receive(timeout: Double) -> Result<ExportOutcome, ExportFailureReason> {
        switch channel.readLine(timeout: timeout) {
        case .line(let line):
            guard let outcome = try? JSONDecoder().decode(ExportOutcome.self, from: Data(line.utf8)) else {
                return .failure(stop(reason: "worker answered garbage: \(line.prefix(200))"))
            }
            return .success(outcome)
        case .timedOut:
            return .failure(stop(reason: "did not finish within \(Int(timeout)) s (an endless loop?); stopped"))
        case .endOfFile:
            process.waitUntilExit()
            return .failure(ExportFailureReason(exitDescription))
        }
    }

    private var exitDescription: String {
        let message = trapMessage.map { ": \($0)" } ?? ""
        switch process.terminationReason {
        case .uncaughtSignal:
            return
                "crashed with signal \(process.terminationStatus) (\(signalName(process.terminationStatus)))\(message)"
        default: return "worker exited with status \(process.terminationStatus) while rendering\(message)"
        }
    }

    /// The runtime's last words (`…: Fatal error: message`), from the worker's stderr.
    private var trapMessage: String? {
        guard let text = try? String(contentsOf: errorLog, encoding: .utf8) else { return nil }
        let markers = ["Fatal error:", "Precondition failed:", "Assertion failed:", "Unexpectedly found nil"]
        return text.split(separator: "\n").last { line in markers.contains { line.contains($0) } }.map(String.init)
    }

    /// Kills the worker if it still runs and waits for it.
    func stop(reason: String) -> ExportFailureReason {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return ExportFailureReason(reason)
    }

    func finish() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit {
        try? FileManager.default.removeItem(at: errorLog)
    }

    private func signalName(_ number: Int32) -> String {
        switch number {
        case SIGILL: return "SIGILL: a Swift runtime trap such as fatalError or a failed precondition"
        case SIGTRAP: return "SIGTRAP: a Swift runtime trap"
        case SIGSEGV: return "SIGSEGV"
        case SIGABRT: return "SIGABRT"
        case SIGKILL: return "SIGKILL"
        default: return "signal \(number)"
        }
    }
}

/// What the worker slots and the caller of `ExportWorkerPool.run` share: the jobs still to send,
/// the outcomes not yet handed to the caller and how many slots still run. `@unchecked Sendable`
/// because every stored property is read and written only while `condition` is locked (the
/// compiler cannot see a lock); only `Sendable` values go in and out.
private final class Queue: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [ExportJob]
    private var outcomes: [ExportOutcome] = []
    private var runningSlots = 0

    init(jobs: [ExportJob]) { pending = jobs.reversed() }

    func start(slots: Int) { locked { runningSlots = slots } }
    func popJob() -> ExportJob? { locked { pending.popLast() } }
    func requeue(_ jobs: [ExportJob]) { locked { pending.append(contentsOf: jobs.reversed()) } }
    func post(_ outcome: ExportOutcome) { locked { outcomes.append(outcome) } }
    func slotEnded() { locked { runningSlots -= 1 } }

    /// The oldest outcome not yet taken, waiting for one; nil once every slot has ended and all
    /// were taken.
    func nextOutcome() -> ExportOutcome? {
        condition.lock()
        defer { condition.unlock() }
        while outcomes.isEmpty && runningSlots > 0 { condition.wait() }
        return outcomes.isEmpty ? nil : outcomes.removeFirst()
    }

    /// Runs `body` with the lock held and wakes the caller waiting for outcomes.
    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.broadcast(); condition.unlock() }
        return body()
    }
}

/// Why a worker could not deliver an outcome.
struct ExportFailureReason: Error, CustomStringConvertible, Sendable {
    var description: String
    init(_ description: String) { self.description = description }
}
