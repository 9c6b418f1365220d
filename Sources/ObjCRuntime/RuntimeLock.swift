import Foundation

/// A mutex for the runtime's tables (they are read from any thread, as `objc_msgSend` is).
final class RuntimeLock: @unchecked Sendable {
    private let lock = NSLock()

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
