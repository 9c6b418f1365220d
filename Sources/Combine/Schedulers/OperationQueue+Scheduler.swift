import Foundation

extension OperationQueue: Scheduler {
    /// The scheduler time type used by the operation queue: a `Date` (ViewLab uses the run loop's
    /// type; Apple's `OperationQueue.SchedulerTimeType` has the same members).
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

    /// Options that affect the operation of the operation queue scheduler (none, as on Apple platforms).
    public struct SchedulerOptions {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// Apple: "queues themselves are retained until all operations are finished" (`OperationQueue`);
    /// swift-corelibs-foundation's queue is not, so a queue held only by a `receive(on:)` chain
    /// could go (and drop the operation) before it ran. The operation holds its queue here.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = SchedulerAction(action)
        addOperation { withExtendedLifetime(self) { action.run() } }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = SchedulerAction(action)
        DispatchQueue.global().asyncAfter(deadline: .now() + Swift.max(date.date.timeIntervalSinceNow, 0)) {
            self.schedule(options: options, action.run)
        }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        let action = SchedulerAction(action)
        timer.setEventHandler { self.schedule(options: options, action.run) }
        let start = DispatchTime.now() + Swift.max(date.date.timeIntervalSinceNow, 0)
        timer.schedule(deadline: start, repeating: Swift.max(interval.timeInterval, 0.000_001))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
