import Foundation

/// The main queue at the clock's moments. On iOS every iteration of the main run loop serves the
/// main dispatch queue as well as the timers due ("the run loop… processes… blocks submitted to the
/// main dispatch queue", Apple, *Threading Programming Guide*, "Run Loops"; `dispatch_get_main_queue`:
/// "the main queue is automatically drained by the main run loop"). A clock that runs timers stands
/// for that run loop (`runsTimers`), so at each moment it stops at — a timer's fire date or a
/// display frame — it runs the blocks those callbacks queued with `DispatchQueue.main.async`
/// (and the implicit commit they queued, which lays out and displays), at that moment: a block a
/// timer queues at 0.3 s sees `CACurrentMediaTime()` = 0.3, and animations it adds begin then.
extension CAMediaClock {
    /// Runs the main run loop once without waiting, on the main thread (elsewhere nothing): one pass
    /// may return after a single ready source, so a few passes let every ready block run, as one
    /// iteration of iOS's run loop serves every ready source. Inside a block of the main queue this
    /// runs no other main-queue block (the queue is serial; CFRunLoop does not re-enter it).
    public static func runMainQueue() {
        guard Thread.isMainThread else { return }
        var passes = 0
        while passes < 4, RunLoop.main.run(mode: .default, before: Date()) { passes += 1 }
    }
}
