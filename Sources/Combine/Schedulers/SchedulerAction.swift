/// A scheduled action handed to Dispatch, the run loop or an operation queue, whose APIs take
/// `@Sendable` closures. Apple's `Scheduler` takes plain closures (Combine is not
/// `Sendable`-annotated); the scheduler runs the action on its own queue or thread as Apple's does.
struct SchedulerAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
