import Foundation

/// Numbers the unnamed snapshots of a test, `1`, `2`…, in the order they are asserted (as
/// swift-snapshot-testing names them).
enum SnapshotCounter {
    private static let lock = NSLock()
    /// Unnamed snapshots asserted so far, by test file and test name.
    nonisolated(unsafe) private static var counts: [String: Int] = [:]  // guarded by `lock`

    /// The next number for the test `testName` in `file`.
    static func next(file: String, testName: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let key = file + "\u{0}" + testName
        counts[key, default: 0] += 1
        return counts[key]!
    }
}
