import Foundation

/// A mutex for the runtime's per-object tables (they are read from any thread, as `objc_msgSend` is).
final class RuntimeLock: @unchecked Sendable {
    private let lock = NSLock()

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// One of the runtime's tables: a value reached from any thread, as `objc_msgSend` reaches the
/// method caches, under its own lock.
final class RuntimeTable<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    /// Runs `body` on the table, holding its lock.
    func locked<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
