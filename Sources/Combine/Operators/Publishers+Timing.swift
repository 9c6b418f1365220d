import Foundation

extension Publishers {
    /// A publisher that publishes elements only after a specified time interval elapses between
    /// events (Apple, `Debounce`): each element restarts the wait, and the element still standing
    /// when it ends is published. ViewLab: when the upstream finishes, an element still waiting is
    /// published first, then the completion.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, options = self.options, dueTime = self.dueTime
            let lock = NSLock()
            var generation = 0
            var waiting: Output?
            func take(_ expected: Int?) -> Output? {
                lock.lock()
                defer { lock.unlock() }
                guard expected == nil || expected == generation else { return nil }
                defer { waiting = nil }
                return waiting
            }
            upstream.subscribeBuffered(
                subscriber, name: "Debounce",
                onValue: { value, buffer in
                    lock.lock()
                    generation += 1
                    let mine = generation
                    waiting = value
                    lock.unlock()
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
                        options: options
                    ) {
                        if let value = take(mine) { buffer.send(value) }
                    }
                },
                onCompletion: { completion, buffer in
                    scheduler.schedule(options: options) {
                        if case .finished = completion, let value = take(nil) { buffer.send(value) }
                        buffer.finish(completion)
                    }
                })
        }
    }

    /// A publisher that publishes either the most-recent or first element published by the
    /// upstream publisher in a specified time interval (Apple, `Throttle`): the first element
    /// goes out at once and opens an interval; at its end the latest (or first) element received
    /// during it goes out and opens the next one.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, interval = self.interval, latest = self.latest
            let lock = NSLock()
            var open = false
            var held: Output?
            func closeInterval(_ buffer: DemandBuffer<S>) {
                lock.lock()
                guard let value = held else {
                    open = false
                    return lock.unlock()
                }
                held = nil
                lock.unlock()
                buffer.send(value)
                scheduler.schedule(after: scheduler.now.advanced(by: interval)) { closeInterval(buffer) }
            }
            upstream.subscribeBuffered(
                subscriber, name: "Throttle",
                onValue: { value, buffer in
                    lock.lock()
                    if open {
                        if latest || held == nil { held = value }
                        return lock.unlock()
                    }
                    open = true
                    lock.unlock()
                    scheduler.schedule {
                        buffer.send(value)
                        scheduler.schedule(after: scheduler.now.advanced(by: interval)) { closeInterval(buffer) }
                    }
                },
                onCompletion: { completion, buffer in
                    scheduler.schedule {
                        lock.lock()
                        let value = held
                        held = nil
                        lock.unlock()
                        if case .finished = completion, let value { buffer.send(value) }
                        buffer.finish(completion)
                    }
                })
        }
    }

    /// A publisher that delays delivery of elements and completion to the downstream receiver
    /// (Apple, `Delay`): each is scheduled `interval` after it arrived.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, interval = self.interval, tolerance = self.tolerance, options = self.options
            upstream.subscribeBuffered(
                subscriber, name: "Delay",
                onValue: { value, buffer in
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options
                    ) { buffer.send(value) }
                },
                onCompletion: { completion, buffer in
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options
                    ) { buffer.finish(completion) }
                })
        }
    }
}

extension Publisher {
    /// Publishes elements only after a specified time interval elapses between events.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    )
        -> Publishers.Debounce<Self, S>
    {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// Publishes either the most-recent or first element published by the upstream publisher in
    /// the specified time interval.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    /// Delays delivery of all output to the downstream receiver by a specified amount of time on a particular scheduler.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler, options: options)
    }
}
