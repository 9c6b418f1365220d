import Foundation

/// ViewLab: `DispatchQueue.main.asyncAfter(deadline:…)` as the source bridge compiles it
/// (`TimerPass`). On iOS the main queue runs the block on the main thread once `deadline` has
/// passed ("Schedules a work item for execution at the specified time, and returns immediately",
/// Apple, `asyncAfter(deadline:qos:flags:execute:)`); `DispatchTime.distantFuture` never comes
/// (libdispatch's `dispatch_after` drops a `DISPATCH_TIME_FOREVER` block).
///
/// Where ViewLab runs the main run loop on the media clock (the shell, preview exports), the
/// block is handed to the clock like a one-shot timer due `deadline − now` seconds (to the
/// millisecond) after the clock's current time, so a chart that grows its bars from staggered
/// `asyncAfter` calls shows at `--time 1` what it did by 1 s, the same on every machine. A deadline
/// already passed queues the block on the main queue (`async`), for the next turn. Anywhere else,
/// the call is Dispatch's own (other queues: `viewlabQueueAsyncAfter`, below). The block's type is the main actor's, as
/// Swift infers it for a closure given to `DispatchQueue.main.asyncAfter` (the bridge rewrites only
/// calls on `DispatchQueue.main`).
extension DispatchQueue {
    public func viewlabAsyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @MainActor @Sendable () -> Void
    ) {
        let run: @Sendable () -> Void = { MainActor.assumeIsolated { work() } }
        guard isMain, let delay = DispatchQueue.mediaClockDelay(until: deadline),
            DispatchQueue.scheduleOnHost(after: delay, run)
        else {
            return asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: run)
        }
    }

    /// The work-item form: an item cancelled before its time does not run ("cancellation causes
    /// future attempts to execute the work item to return immediately", Apple, `cancel()`).
    public func viewlabAsyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        // performed on the main thread, where the clock fires (as the main queue would run it)
        nonisolated(unsafe) let item = item
        guard isMain, let delay = DispatchQueue.mediaClockDelay(until: deadline),
            DispatchQueue.scheduleOnHost(after: delay, { item.perform() })
        else {
            return asyncAfter(deadline: deadline, execute: item)
        }
    }

    /// `asyncAfter(deadline:)` on any other queue (a label's private serial queue that types one
    /// character every 0.1 s, `DispatchQueue.global()`), as the bridge compiles it. On iOS the
    /// block runs on that queue once `deadline` has passed, in the same time as the main queue's
    /// blocks and the run loop's timers; where ViewLab runs the main run loop on the media clock
    /// the deadline is the clock's too: when the clock reaches it, the block is submitted to the
    /// queue and the main thread waits for it (a quarter of a second at most, so a block that
    /// waits for the main thread in turn still runs), so what it queues with
    /// `DispatchQueue.main.async` runs at that moment, as it would within the same run-loop turn.
    /// Anywhere else the call is Dispatch's own.
    public func viewlabQueueAsyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        nonisolated(unsafe) let flags = flags  // a value handed to the clock with the block
        guard let delay = DispatchQueue.mediaClockDelay(until: deadline),
            DispatchQueue.scheduleOnHost(after: delay, { [self] in runFromClock(qos: qos, flags: flags, work) })
        else {
            return asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
        }
    }

    /// The work-item form; a cancelled item does not run.
    public func viewlabQueueAsyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        nonisolated(unsafe) let item = item
        viewlabQueueAsyncAfter(deadline: deadline) { item.perform() }
    }

    /// Runs `work` on this queue at the clock's moment (on the main thread when this is the main queue).
    private func runFromClock(qos: DispatchQoS, flags: DispatchWorkItemFlags, _ work: @escaping @Sendable () -> Void) {
        guard !isMain else { return work() }
        let done = DispatchSemaphore(value: 0)
        async(qos: qos, flags: flags) {
            work()
            done.signal()
        }
        _ = done.wait(timeout: .now() + 0.25)
    }

    /// Whether this is the main queue (`DispatchQueue.main` makes a new wrapper object on each
    /// call on Linux, so identity cannot tell).
    private var isMain: Bool { label == DispatchQueue.main.label }

    /// Seconds from now to `deadline` to the millisecond, or nil when the block is not for the
    /// clock: the deadline has passed (it runs at the next turn) or never comes.
    private static func mediaClockDelay(until deadline: DispatchTime) -> TimeInterval? {
        guard deadline != .distantFuture else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        guard deadline.uptimeNanoseconds > now else { return nil }
        let delay = (Double(deadline.uptimeNanoseconds - now) / 1_000_000).rounded() / 1000
        return delay > 0 ? delay : nil
    }

    /// Hands `work` to the host's media clock as a one-shot timer (see `Timer.hostScheduler`);
    /// false when no host runs timers on the clock.
    private static func scheduleOnHost(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void) -> Bool {
        guard let scheduler = Timer.hostScheduler else { return false }
        return scheduler(
            Timer(fire: Date(timeIntervalSinceNow: delay), interval: 0, repeats: false) { _ in work() }, delay)
    }
}
