import Foundation
@_spi(ViewLab) import ObjCRuntime

/// `Timer`s on the media clock. On iOS, `Timer.scheduledTimer(…)` puts a timer on the current run
/// loop, which fires it once its fire date has passed; a repeating timer "always schedules itself
/// based on the scheduled firing time, as opposed to the actual firing time", a non-repeating one
/// is invalidated after it fires, `invalidate()` stops it and releases its target, and an interval
/// ≤ 0 is taken as 0.1 ms (Apple, `Timer` and `scheduledTimer(timeInterval:…)` documentation).
///
/// ViewLab's shell and exports run the main run loop on the media clock (`runsTimers`): a timer
/// scheduled while such a clock is current is held by the clock until it is invalidated and fires
/// when the clock passes its fire dates — `:step`, `:play`, `:record`, a timeline preview,
/// `export --time` — at exactly those moments, in order (the clock stands at the fire date during
/// the callback, so `CACurrentMediaTime()` reads it and animations added there begin then). Its
/// first fire date is the clock's time when it was scheduled plus its interval; a repeating
/// timer's k-th is that plus (k − 1) intervals. Real time passing fires nothing. The timer is
/// Foundation's own object: `fire()`, `invalidate()`, `isValid`, `timeInterval` behave as always;
/// `fireDate` and `tolerance` are not read (the clock keeps the schedule).
extension CAMediaClock {
    /// A timer held by the clock and its next fire date in media time.
    struct ScheduledTimer {
        let timer: Timer
        /// When it was scheduled, its first interval and its repeat interval (0: fires once).
        let start: CFTimeInterval, delay: CFTimeInterval, interval: CFTimeInterval
        /// How many times it has fired.
        var fired = 0

        var nextFireDate: CFTimeInterval { start + delay + Double(fired) * interval }
    }

    /// Fires `timer` `interval` seconds from now (then every `timer.timeInterval` seconds while it
    /// repeats), until it is invalidated. A timer the clock already holds keeps its schedule: the
    /// common idiom `let t = Timer.scheduledTimer(…); RunLoop.current.add(t, forMode: .common)`
    /// adds a scheduled timer to its run loop again in another mode, and on iOS it still fires
    /// once at each fire date ("you can add a timer to multiple input modes", Apple,
    /// `RunLoop.add(_:forMode:)`). (Held twice, only one entry's firings were counted and the
    /// other stayed due for ever: an export with `--time` never finished.)
    public func schedule(_ timer: Timer, after interval: TimeInterval) {
        guard !timers.contains(where: { $0.timer === timer }) else { return }
        let minimum = 0.0001  // Foundation's 0.1 ms for an interval ≤ 0
        let repeatInterval = timer.timeInterval > 0 ? max(timer.timeInterval, minimum) : 0
        timers.append(
            ScheduledTimer(timer: timer, start: time, delay: max(interval, minimum), interval: repeatInterval))
    }

    /// Makes `Timer.scheduledTimer(…)` (through ObjCRuntime's `Timer.hostScheduler`) schedule on
    /// the current clock whenever that clock runs timers.
    static func installTimerScheduler() {
        guard Timer.hostScheduler == nil else { return }
        Timer.hostScheduler = { timer, interval in
            guard CAMediaClock.current.runsTimers else { return false }
            CAMediaClock.current.schedule(timer, after: interval)
            return true
        }
    }

    /// The earliest fire date of a valid timer, if it is not after `end` (with the display
    /// frames' tolerance, so a timer due at 0.5 s fires when 30 frames reach 0.5).
    func nextTimerFireDate(upTo end: CFTimeInterval) -> CFTimeInterval? {
        timers.removeAll { !$0.timer.isValid }
        guard let date = timers.map(\.nextFireDate).min(), date <= end + 1e-9 else { return nil }
        return date
    }

    /// Fires every timer due at `moment`, in the order they were scheduled; a repeating timer is
    /// then due an interval later, a non-repeating one is invalidated by `fire()` and dropped.
    func fireTimers(dueAt moment: CFTimeInterval) {
        let due = timers.indices.filter { timers[$0].nextFireDate <= moment + 1e-9 }.map { timers[$0].timer }
        for timer in due where timer.isValid {
            timer.fire()
            guard let index = timers.firstIndex(where: { $0.timer === timer }) else { continue }
            timers[index].fired += 1
        }
        timers.removeAll { !$0.timer.isValid || $0.interval == 0 && $0.fired > 0 }
    }
}
