import Foundation

/// A one-line progress display on a terminal (count, rate, ETA), rewritten in place on stderr.
/// Silent when stderr is not a terminal (pipes, CI).
final class ProgressLine {
    private let start = Date()
    private let enabled = isatty(2) != 0 && ProcessInfo.processInfo.environment["CI"] == nil
    private let label: String

    init(_ label: String) {
        self.label = label
    }

    func update(done: Int, total: Int) {
        guard enabled, total > 0 else { return }
        let elapsed = Date().timeIntervalSince(start)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let eta = rate > 0 ? Double(total - done) / rate : 0
        let line = String(format: "\r\u{1B}[K%@ %d/%d · %.1f/s · ETA %.0f s", label, done, total, rate, eta)
        FileHandle.standardError.write(Data(line.utf8))
        if done == total { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
