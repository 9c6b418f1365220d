#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ViewLab: the thread-local slot behind `CAMediaClock.withCurrent(_:_:)`.
///
/// A thread-local rather than a `@TaskLocal`: a clock is a mutable, non-`Sendable` object, and a
/// task-local value is inherited by child tasks that may run on other threads. A thread-local
/// never leaves the thread that bound it — the clock stays where its stage works — so the binding
/// is sound without making the clock `Sendable`.
enum ClockBinding {
    /// The key of the slot; made once, shared by every thread (a key is a plain integer).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-local key for the media clock")
        return key
    }()

    /// The clock bound on this thread, if any. The slot holds an unretained reference: the clock
    /// is kept alive by `withCurrent` for as long as it is bound.
    static var bound: CAMediaClock? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<CAMediaClock>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Binds `clock` on this thread; returns what was bound before, for `restore`.
    static func bind(_ clock: CAMediaClock) -> UnsafeMutableRawPointer? {
        let outer = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(clock).toOpaque())
        return outer
    }

    /// Puts back what `bind` returned.
    static func restore(_ outer: UnsafeMutableRawPointer?) {
        pthread_setspecific(key, outer)
    }
}
