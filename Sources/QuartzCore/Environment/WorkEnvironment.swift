import Synchronization

/// ViewLab: what code reads without a view while a stage works — on iOS, the device the app runs
/// on answers these (its screen, its clock); here several stages can work in one process, so each
/// binds one environment value for the length of its work, on its thread, and the façades Apple
/// spells as globals read it: `CACurrentMediaTime()` and `CAMediaClock.current` (the media clock,
/// here), `UIScreen.main`, `Theme.current` and `LifecycleLog.current` (UIKit's
/// `WindowEnvironment`, a subclass that adds the window's values).
///
/// One value, bound once per piece of work by `perform(_:)` — a scoped binding (the one bound
/// before comes back when `body` returns), never a swapped global, so two stages interleaved or
/// on two threads each read their own. A thread-local rather than a task-local: the clock is a
/// mutable, non-`Sendable` object, and a task-local value is inherited by child tasks that may
/// run on other threads; a thread-local never leaves the thread that bound it. Outside any work
/// nothing is bound and each façade reads the **host's environment** (`host`: the shell's clock,
/// the host's main screen and theme), one value too. (ViewLab SPI.)
@_spi(ViewLab) open class WorkEnvironment: @unchecked Sendable {
    /// The clock `CACurrentMediaTime()` reads and animations added now run on; nil: the host's.
    public let mediaClock: CAMediaClock?

    public init(mediaClock: CAMediaClock?) {
        self.mediaClock = mediaClock
    }

    /// This value with another clock and everything else kept (a subclass keeps its own values).
    open func replacing(mediaClock: CAMediaClock?) -> WorkEnvironment {
        WorkEnvironment(mediaClock: mediaClock)
    }

    /// The environment bound on this thread by `perform(_:)`, if any.
    public static var current: WorkEnvironment? { binding.value }

    /// The host's environment: what the façades read outside any stage's work. The host program
    /// sets it — `CAMediaClock.current = …`, `UIScreen.main = …` and `Theme.active = …` each replace
    /// one of its values — and a stage never does. Readable from any thread.
    public static var host: WorkEnvironment {
        get { hostSlot.withLock { $0 } }
        set { hostSlot.withLock { $0 = newValue } }
    }

    /// Replaces the host's environment with `change(host)`, in one step.
    public static func updateHost(_ change: (WorkEnvironment) -> WorkEnvironment) {
        hostSlot.withLock { $0 = change($0) }
    }

    // process-wide: the program's own defaults, as a device has one screen and one clock; a lock
    // because a drawing function may read the host's screen scale on any thread
    private static let hostSlot = Mutex<WorkEnvironment>(WorkEnvironment(mediaClock: CAMediaClock()))

    /// Runs `body` with this environment bound on this thread, and puts back the one bound before
    /// when it returns. Nesting is fine.
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        let outer = Self.binding.value
        Self.binding.value = self
        defer { Self.binding.value = outer }
        return try body()
    }

    /// The slot: one per thread, holding the bound environment (and so keeping it alive) while
    /// it is bound.
    private static let binding = ThreadLocal<WorkEnvironment?> { nil }
}
