import Foundation

/// ViewLab: where the timers that `scheduledTimer(…)` makes are scheduled. On iOS they go on the
/// current run loop and fire when it runs past their fire dates. ViewLab's hosts that drive time
/// themselves — the shell (`:step`, `:play`, `:record`) and preview exports (timelines, `--time`)
/// — run the main run loop on the **media clock**: QuartzCore installs `hostScheduler`, which
/// takes a timer when the current media clock runs timers (`CAMediaClock.runsTimers`), and the
/// clock fires it as it passes its fire dates. Anywhere else (a test calling
/// `RunLoop.main.run(until:)`) the timer goes on the current run loop, in real time, as before.
extension Timer {
    /// Takes a new timer that fires `interval` seconds from now (then every `timeInterval`
    /// seconds if it repeats) and answers true, or answers false to leave it to the run loop.
    /// (The runtime's `timerScheduler` slot: installed once by QuartzCore, read on any thread.)
    @_spi(ViewLab) public static var hostScheduler: ((Timer, TimeInterval) -> Bool)? {
        get { RuntimeTables.shared.timerScheduler.locked { $0 } }
        set { RuntimeTables.shared.timerScheduler.locked { $0 = newValue } }
    }

    /// Schedules `timer` (first firing `interval` seconds from now) with the host, else on the
    /// current run loop in the default mode.
    static func schedule(_ timer: Timer, after interval: TimeInterval) {
        if hostScheduler?(timer, interval) != true { RunLoop.current.add(timer, forMode: .default) }
    }

    /// ViewLab: Foundation's `scheduledTimer(withTimeInterval:repeats:block:)` as the source bridge
    /// compiles it (`TimerPass`): the same timer, scheduled with the host when there is one (the
    /// media clock of a shell or export), else on the current run loop. (Foundation's own class
    /// method always uses the run loop and cannot be replaced: an overload of the same name is
    /// ambiguous.)
    @discardableResult
    public class func viewlabScheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool,
        block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        schedule(timer, after: interval)
        return timer
    }
}
