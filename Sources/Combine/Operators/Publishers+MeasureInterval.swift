extension Publishers {
    /// A publisher that measures and emits the time interval between events received from an
    /// upstream publisher (Apple, `Publishers.MeasureInterval`): each element is replaced by the
    /// scheduler's time since the one before, the first by the time since the subscription.
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Context.SchedulerTimeType.Stride
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context

        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = scheduler
            var last = scheduler.now
            upstream.subscribe(
                StepSubscriber("MeasureInterval", downstream: subscriber, mapFailure: sameFailure) { _ in
                    let now = scheduler.now
                    defer { last = now }
                    return .emit(last.distance(to: now))
                })
        }
    }
}

extension Publisher {
    /// Measures and emits the time interval between events received from an upstream publisher,
    /// on `scheduler`'s clock (the media clock for `DispatchQueue.main` where ViewLab runs one).
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.MeasureInterval<Self, S>
    {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}
