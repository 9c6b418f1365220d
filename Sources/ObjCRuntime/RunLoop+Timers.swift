import Foundation

/// ViewLab: `RunLoop.add(_:forMode:)` for timers as the source bridge compiles it (`TimerPass`).
/// On iOS a timer made with `Timer(timeInterval:…)` or `Timer(fireAt:…)` fires once it is added to
/// a run loop and that run loop runs past its fire date ("Timers work in conjunction with run
/// loops… you must add it to a run loop", Apple's `Timer` documentation). Where ViewLab runs the run
/// loop on the media clock (the shell, preview exports), the timer is handed to the clock like a
/// scheduled one, so it fires at the same moments in every run; anywhere else it goes on this run
/// loop in `mode`, as `add(_:forMode:)` does.
extension RunLoop {
    /// Adds `timer` (first firing at its `fireDate`) to the media clock when the host runs timers
    /// on it, else to this run loop in `mode`. The delay to the fire date is taken to the
    /// millisecond, so the microseconds between making the timer and adding it do not move its
    /// firings on the clock.
    public func viewlabAdd(_ timer: Timer, forMode mode: RunLoop.Mode) {
        let delay = (max(0, timer.fireDate.timeIntervalSinceNow) * 1000).rounded() / 1000
        if Timer.hostScheduler?(timer, delay) != true { add(timer, forMode: mode) }
    }

    /// A port is added to the run loop as `add(_:forMode:)` does (the bridge rewrites the call
    /// without knowing its argument's type).
    public func viewlabAdd(_ port: Port, forMode mode: RunLoop.Mode) {
        add(port, forMode: mode)
    }
}
