import Foundation

/// The inputs of an interactive session, written to a file as they run, so that a new process
/// can rebuild the session after its code trapped or ignored Ctrl-C (``ShellSupervisor``).
///
/// One JSON object a line: `{"began": INPUT}` before an input runs, then `{"ended": true}` (it
/// ran) or `{"ended": false}` (an error, rolled back) — `{"ended": true, "as": PART}` when it
/// stopped part-way and PART is what ran (a `:play` stopped by Ctrl-C) — or `{"interrupted": true}` when the
/// watchdog stopped it; `{"replayed": true}` once a rebuilt session has run the inputs it was
/// given again. Each record is one `write(2)` on a descriptor opened with `O_APPEND`, so
/// a process that dies leaves every record it wrote whole.
public final class SessionJournal: @unchecked Sendable {
    public let path: String
    private let descriptor: Int32

    private struct Record: Codable {
        var began: String?
        var ended: Bool?
        var `as`: String?
        var idle: Bool?
        var interrupted: Bool?
        var replayed: Bool?
    }

    /// What a journal says of its session.
    public struct Contents: Equatable {
        /// The inputs that ran without an error, in order: replaying them rebuilds the session.
        public var completed: [String] = []
        /// The input that began and never ended: the one that trapped or was stopped.
        public var unfinished: String?
        /// Whether `unfinished` is work done while the prompt waited (``idleSave``), not an input.
        public var unfinishedWhileIdle = false
        /// Whether the watchdog stopped `unfinished` after Ctrl-C.
        public var interrupted = false
        /// How many inputs began (replayed ones included).
        public var begun = 0
        /// Whether the process finished replaying the inputs it was started with.
        public var replayFinished = false
    }

    /// Starts the journal at `path` afresh (one journal per process).
    public init?(path: String) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        self.path = path
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// `whileIdle`: not an input but work the shell did while the prompt waited (a save that
    /// `:watch` applied); it is never replayed.
    public func began(_ input: String, whileIdle: Bool = false) {
        append(Record(began: input, idle: whileIdle ? true : nil))
    }
    /// What the journal calls a save `:watch` applies while the prompt waits.
    public static let idleSave = "a save applied while the prompt waited"
    /// `part`: the input stopped part-way; replaying `part` does what ran of it.
    public func ended(ok: Bool, as part: String? = nil) { append(Record(ended: ok, as: part)) }
    /// Called from the watchdog thread just before the process ends.
    public func interrupted() { append(Record(interrupted: true)) }
    public func replayFinished() { append(Record(replayed: true)) }

    private func append(_ record: Record) {
        guard var line = try? JSONEncoder().encode(record) else { return }
        line.append(0x0A)
        line.withUnsafeBytes { bytes in _ = write(descriptor, bytes.baseAddress, bytes.count) }
    }

    /// Reads the journal at `path` (missing or unreadable: an empty session). A line cut short
    /// by a dying process is ignored.
    public static func read(path: String) -> Contents {
        var contents = Contents()
        guard let data = FileManager.default.contents(atPath: path) else { return contents }
        let decoder = JSONDecoder()
        var open: String?, openWhileIdle = false
        for line in data.split(separator: 0x0A) {
            guard let record = try? decoder.decode(Record.self, from: Data(line)) else { continue }
            if let input = record.began {
                open = input
                openWhileIdle = record.idle == true
                if !openWhileIdle { contents.begun += 1 }
            } else if let ok = record.ended {
                if ok, !openWhileIdle, let input = open { contents.completed.append(record.as ?? input) }
                open = nil
            } else if record.interrupted == true {
                contents.interrupted = true
            } else if record.replayed == true {
                contents.replayFinished = true
            }
        }
        contents.unfinished = open
        contents.unfinishedWhileIdle = open != nil && openWhileIdle
        if open == nil { contents.interrupted = false }
        return contents
    }

    /// Writes `inputs` for a new process to replay (``readReplay(path:)``), atomically.
    public static func writeReplay(_ inputs: [String], to path: String) throws {
        try JSONEncoder().encode(inputs).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The inputs a new process is to replay (none when the file is missing or unreadable).
    public static func readReplay(path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return (try? JSONDecoder().decode([String].self, from: data)) ?? []
    }
}
