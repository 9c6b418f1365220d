import Foundation
@_spi(ViewLab) import ObjCRuntime

/// ViewLab: where the main-thread schedulers put delayed work. In the shell and in preview
/// exports the main run loop runs on the **media clock** (see *Animation* in Docs/uikit.md):
/// `DispatchQueue.main.asyncAfter` and scheduled `Timer`s fire as `--time`, `:step` or a timeline
/// move it. `DispatchQueue.main` and `RunLoop.main` as Combine schedulers follow the same clock
/// there, through the host's timer scheduler (`Timer.hostScheduler`, installed by QuartzCore), so
/// `debounce`, `delay`, `throttle` and `Timer.publish` show at `--time 1` what they did by 1 s.
/// Anywhere else (no host clock) the work goes to Dispatch or the run loop in real time.
enum MediaClock {
    /// Hands `action` to the host clock to run `delay` seconds from now (then every `interval`
    /// seconds if given); nil when no host runs timers on the clock. Cancel the result to stop.
    static func schedule(after delay: TimeInterval, every interval: TimeInterval? = nil, _ action: @escaping () -> Void)
        -> Cancellable?
    {
        guard Thread.isMainThread, let host = Timer.hostScheduler else { return nil }
        // To the millisecond, as `asyncAfter` on the clock: the real time spent between
        // computing a deadline and handing it here is not media time.
        let delay = (max(delay, 0) * 1000).rounded() / 1000
        nonisolated(unsafe) let action = action  // fired on the main thread, where the clock runs
        let timer = Timer(fire: Date(timeIntervalSinceNow: delay), interval: interval ?? 0, repeats: interval != nil) {
            _ in action()
        }
        guard host(timer, delay) else { return nil }
        return TimerInvalidation(timer: timer)
    }
}

/// Cancels a clock's timer by invalidating it — only when asked (a one-shot action whose
/// cancellable is dropped still runs, unlike an `AnyCancellable`, which cancels when released).
struct TimerInvalidation: Cancellable {
    let timer: Timer
    func cancel() { timer.invalidate() }
}
