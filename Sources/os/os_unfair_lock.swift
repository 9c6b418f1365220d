import Foundation

/// `os_unfair_lock`: a low-level lock used in place as a value (`var lock = os_unfair_lock()`,
/// `os_unfair_lock_lock(&lock)`). Apple: "must be unlocked from the same thread that locked it";
/// a lock is not recursive. Here each lock's address maps to a mutex of its own, kept while the
/// process runs (a lock stored in an object keeps its address, which Apple requires anyway).
public struct os_unfair_lock: Sendable {
    var _os_unfair_lock_opaque: UInt32 = 0
    public init() {}
}

public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { UnfairLocks.mutex(for: lock).lock() }
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { UnfairLocks.mutex(for: lock).unlock() }
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { UnfairLocks.mutex(for: lock).try() }
/// Checks nothing (Apple traps when the caller does not own the lock).
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}

/// The mutex of each lock address.
enum UnfairLocks {
    nonisolated(unsafe) private static var mutexes: [UnsafeMutableRawPointer: NSLock] = [:]  // guarded by `guardLock`
    private static let guardLock = NSLock()

    static func mutex(for lock: os_unfair_lock_t) -> NSLock {
        guardLock.lock()
        defer { guardLock.unlock() }
        if let mutex = mutexes[UnsafeMutableRawPointer(lock)] { return mutex }
        let mutex = NSLock()
        mutexes[UnsafeMutableRawPointer(lock)] = mutex
        return mutex
    }
}
