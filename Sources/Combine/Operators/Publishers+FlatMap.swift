import Foundation

extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into a new publisher
    /// (Apple, `FlatMap`): the new publishers' elements are interleaved downstream; at most
    /// `maxPublishers` run at once (the upstream is asked for that many elements, and one more as
    /// each finishes); it finishes when the upstream and every inner publisher have finished.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(
            upstream: Upstream, maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let state = InnerPublishers<Output, Failure, S>("FlatMap", downstream: subscriber)
            let transform = self.transform
            let outer = UpstreamLink<Upstream.Output, Failure>(
                initialDemand: maxPublishers,
                onValue: { value in
                    state.add(transform(value), replacing: false)
                }, onCompletion: { state.outerCompleted($0) })
            state.start(outer: outer, refillsOuter: maxPublishers != .unlimited)
            upstream.subscribe(outer)
        }
    }

    /// A publisher that flattens nested publishers, republishing only the most recent one's
    /// elements (Apple, `SwitchToLatest`): a new inner publisher cancels the previous one.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let state = InnerPublishers<Output, Failure, S>("SwitchToLatest", downstream: subscriber)
            let outer = UpstreamLink<P, Failure>(
                onValue: { state.add($0, replacing: true) }, onCompletion: { state.outerCompleted($0) })
            state.start(outer: outer, refillsOuter: false)
            upstream.subscribe(outer)
        }
    }
}

/// The inner publishers of `flatMap` and `switchToLatest` and when the whole stream ends.
final class InnerPublishers<Output, Failure: Error, Downstream: Subscriber>
where Downstream.Input == Output, Downstream.Failure == Failure {
    private let lock = NSRecursiveLock()
    private let buffer: DemandBuffer<Downstream>
    private var outer: Cancellable?
    private var refillsOuter = false
    private var inners: [ObjectIdentifier: UpstreamLink<Output, Failure>] = [:]
    private var outerFinished = false

    init(_ name: String, downstream: Downstream) { buffer = DemandBuffer(name, downstream: downstream) }

    func start(outer: UpstreamLink<some Any, Failure>, refillsOuter: Bool) {
        self.outer = outer
        self.refillsOuter = refillsOuter
        buffer.start(onCancel: { [self] in cancelAll() })
    }

    func add<P: Publisher>(_ publisher: P, replacing: Bool) where P.Output == Output, P.Failure == Failure {
        var key: ObjectIdentifier!
        let link = UpstreamLink<Output, Failure>(
            onValue: { [buffer] in buffer.send($0) },
            onCompletion: { [self] completion in
                innerCompleted(key, completion)
            })
        key = ObjectIdentifier(link)
        lock.lock()
        let replaced = replacing ? Array(inners.values) : []
        if replacing { inners = [:] }
        inners[key] = link
        lock.unlock()
        for old in replaced { old.cancel() }
        publisher.subscribe(link)
    }

    private func innerCompleted(_ key: ObjectIdentifier, _ completion: Subscribers.Completion<Failure>) {
        if case .failure = completion { return fail(completion) }
        lock.lock()
        let known = inners.removeValue(forKey: key) != nil
        let done = inners.isEmpty && outerFinished
        let outer = refillsOuter && known ? self.outer as? UpstreamLinkRequesting : nil
        lock.unlock()
        if done { buffer.finish(.finished) } else { outer?.request(.max(1)) }
    }

    func outerCompleted(_ completion: Subscribers.Completion<Failure>) {
        if case .failure = completion { return fail(completion) }
        lock.lock()
        outerFinished = true
        let done = inners.isEmpty
        lock.unlock()
        if done { buffer.finish(.finished) }
    }

    private func fail(_ completion: Subscribers.Completion<Failure>) {
        buffer.finish(completion)
        cancelAll()
    }

    private func cancelAll() {
        lock.lock()
        let all: [Cancellable] = Array(inners.values) + [outer].compactMap { $0 }
        inners = [:]
        outer = nil
        lock.unlock()
        for link in all { link.cancel() }
    }
}

/// An upstream link that can ask for more (whatever its input type).
protocol UpstreamLinkRequesting {
    func request(_ demand: Subscribers.Demand)
}

extension UpstreamLink: UpstreamLinkRequesting {}

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher up to a maximum
    /// number of publishers you specify.
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// `flatMap` of a publisher that cannot fail into publishers that can (Apple's overload).
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>>
    {
        setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes elements sent by the most recently received publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}
