extension Publishers {
    /// A publisher that applies a closure to all received elements and produces an accumulated
    /// value when the upstream publisher finishes (the type of `reduce`, `collect()`, `count()`,
    /// `last()`, `ignoreOutput()` here: each asks upstream for unlimited values and publishes at
    /// most one value when it finishes, as far as the downstream asked).
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        /// Whether the result is published when nothing arrived (false for `last()`/`ignoreOutput()`).
        let publishesWhenEmpty: Bool

        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.init(
                upstream: upstream, initial: initial, publishesWhenEmpty: true, nextPartialResult: nextPartialResult)
        }

        init(
            upstream: Upstream, initial: Output, publishesWhenEmpty: Bool,
            nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.publishesWhenEmpty = publishesWhenEmpty
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult, publishesWhenEmpty = self.publishesWhenEmpty
            var result = initial, received = false
            upstream.subscribeBuffered(
                subscriber, name: "Reduce",
                onValue: { value, _ in
                    result = next(result, value)
                    received = true
                },
                onCompletion: { completion, buffer in
                    if case .finished = completion, received || publishesWhenEmpty { buffer.send(result) }
                    buffer.finish(completion)
                })
        }
    }

    /// A publisher that buffers a maximum number of items and publishes them as arrays.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let count = Swift.max(self.count, 1)
            var batch: [Upstream.Output] = []
            upstream.subscribeBuffered(
                subscriber, name: "CollectByCount",
                onValue: { value, buffer in
                    batch.append(value)
                    if batch.count == count {
                        buffer.send(batch)
                        batch = []
                    }
                },
                onCompletion: { completion, buffer in
                    if case .finished = completion, !batch.isEmpty { buffer.send(batch) }
                    buffer.finish(completion)
                })
        }
    }
}

extension Publisher {
    /// Applies a closure that collects each element of a stream and publishes a final result upon completion.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
        -> Publishers.Reduce<Self, T>
    {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Collects all received elements, and emits a single array of the collection when the upstream publisher finishes.
    public func collect() -> Publishers.Reduce<Self, [Output]> {
        Publishers.Reduce(upstream: self, initial: []) { $0 + [$1] }
    }

    /// Collects up to the specified number of elements, and then emits a single array of the collection.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }

    /// Publishes the number of elements received from the upstream publisher.
    public func count() -> Publishers.Reduce<Self, Int> {
        Publishers.Reduce(upstream: self, initial: 0) { count, _ in count + 1 }
    }

    /// Publishes the last element of a stream, after the stream finishes.
    public func last() -> Publishers.CompactMap<Publishers.Reduce<Self, Output?>, Output> {
        Publishers.Reduce(upstream: self, initial: nil, publishesWhenEmpty: false) { $1 }.compactMap { $0 }
    }

    /// Ignores all upstream elements, but passes along the upstream publisher's completion state.
    public func ignoreOutput() -> Publishers.CompactMap<Publishers.Reduce<Self, Never?>, Never> {
        Publishers.Reduce(upstream: self, initial: nil, publishesWhenEmpty: false) { _, _ in nil }.compactMap { $0 }
    }
}
