import Foundation

extension RunLoop {
    /// `run(until:)` for `async` test methods, where Foundation marks it unavailable: a test on the
    /// main actor runs the main run loop so that the timers and `perform` blocks due by `date` fire.
    public func runUntil(_ date: Date) { run(until: date) }
}
