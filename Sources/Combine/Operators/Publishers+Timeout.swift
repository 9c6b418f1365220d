import Foundation

extension Publishers {
    /// A publisher that terminates publishing if the upstream publisher exceeds a specified time
    /// interval without producing an element (Apple, `Timeout`): the wait starts at subscription
    /// and again at each element; when it runs out the stream finishes, or fails with
    /// `customError()` when one is given. The time is the scheduler's, so on the main queue or
    /// run loop it is the media clock where ViewLab runs one (`export --time`).
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public let customError: (() -> Failure)?

        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?, customError: (() -> Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, options = self.options, interval = self.interval,
                customError = self.customError
            let lock = NSLock()
            var generation = 0
            /// Starts a new wait; the wait that ends with no element since ends the stream.
            func wait(_ buffer: DemandBuffer<S>) {
                lock.lock()
                generation += 1
                let mine = generation
                lock.unlock()
                scheduler.schedule(
                    after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options
                ) {
                    lock.lock()
                    let expired = mine == generation
                    lock.unlock()
                    guard expired, buffer.isActive else { return }
                    buffer.finish(customError.map { .failure($0()) } ?? .finished)
                }
            }
            upstream.subscribeBuffered(
                subscriber, name: "Timeout",
                onValue: { value, buffer in
                    buffer.send(value)
                    wait(buffer)
                },
                onCompletion: { completion, buffer in
                    buffer.finish(completion)
                }, onStart: wait)
        }
    }
}

extension Publisher {
    /// Terminates publishing if the upstream publisher exceeds the specified time interval without
    /// producing an element.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(
            upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}
