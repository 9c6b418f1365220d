import Foundation

extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler
    /// (Apple, `ReceiveOn`): each value and the completion are handed to `scheduler.schedule`,
    /// and delivered in the order they came even when the scheduler runs actions concurrently (an
    /// `OperationQueue` with more than one operation at a time: a completion must not overtake
    /// the last value); the subscription itself is not moved.
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
            let inOrder = InOrderDelivery()
            upstream.subscribeBuffered(
                subscriber, name: "ReceiveOn",
                onValue: { value, buffer in
                    inOrder.enqueue { buffer.send(value) }
                    scheduler.schedule(options: options, inOrder.deliver)
                },
                onCompletion: { completion, buffer in
                    inOrder.enqueue { buffer.finish(completion) }
                    scheduler.schedule(options: options, inOrder.deliver)
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
            let forwarding = UpstreamLink<Output, Failure>(
                initialDemand: .none, onValue: { buffer.send($0) }, onCompletion: { buffer.finish($0) })
            buffer.start(
                onRequest: { demand in scheduler.schedule(options: options) { forwarding.request(demand) } },
                onCancel: { scheduler.schedule(options: options) { forwarding.cancel() } })
            scheduler.schedule(options: options) { upstream.subscribe(forwarding) }
        }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<Self, S>
    {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

/// Runs the events `receive(on:)` scheduled one at a time, first come first run: each scheduled
/// action delivers what is queued, unless another action is delivering already (ViewLab's own).
final class InOrderDelivery: @unchecked Sendable {
    private let lock = NSLock()
    private var queue: [() -> Void] = []
    private var delivering = false

    func enqueue(_ event: @escaping () -> Void) {
        lock.lock()
        queue.append(event)
        lock.unlock()
    }

    func deliver() {
        lock.lock()
        guard !delivering else { return lock.unlock() }
        delivering = true
        while !queue.isEmpty {
            let event = queue.removeFirst()
            lock.unlock()
            event()
            lock.lock()
        }
        delivering = false
        lock.unlock()
    }
}
