import Foundation

extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler
    /// (Apple, `ReceiveOn`): each value and the completion are handed to `scheduler.schedule`,
    /// in order; the subscription itself is not moved.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, options = self.options
            upstream.subscribeBuffered(subscriber, name: "ReceiveOn", onValue: { value, buffer in
                scheduler.schedule(options: options) { buffer.send(value) }
            }, onCompletion: { completion, buffer in
                scheduler.schedule(options: options) { buffer.finish(completion) }
            })
        }
    }

    /// A publisher that receives elements from an upstream publisher on a specific scheduler
    /// (Apple, `SubscribeOn`): subscribing, requests and cancellation happen on `scheduler`.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, options = self.options, upstream = self.upstream
            let buffer = DemandBuffer("SubscribeOn", downstream: subscriber)
            let forwarding = UpstreamLink<Output, Failure>(initialDemand: .none, onValue: { buffer.send($0) }, onCompletion: { buffer.finish($0) })
            buffer.start(onRequest: { demand in scheduler.schedule(options: options) { forwarding.request(demand) } },
                         onCancel: { scheduler.schedule(options: options) { forwarding.cancel() } })
            scheduler.schedule(options: options) { upstream.subscribe(forwarding) }
        }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
