/// A scheduler for performing synchronous actions (Apple, `ImmediateScheduler`): every action
/// runs at once, on the calling thread; a delayed action runs at once too (its time is ignored).
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The time type used by the immediate scheduler: a counter that never advances.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
        /// The increment by which the immediate scheduler counts time.
        public typealias Stride = DispatchQueue.SchedulerTimeType.Stride

        public func distance(to other: SchedulerTimeType) -> Stride { .zero }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }

    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler.
    public static let shared = ImmediateScheduler()

    public var now: SchedulerTimeType { SchedulerTimeType() }
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        action()
    }
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}

import Foundation
