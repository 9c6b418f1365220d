extension Publishers {
    /// A publisher that emits a Boolean value when it receives a specific element from its
    /// upstream publisher, or false when the upstream finishes without one (Apple,
    /// `ContainsWhere`); it cancels upstream as soon as it knows.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribeDeciding(subscriber, name: "ContainsWhere", whenEmpty: false) {
                predicate($0) ? true : nil
            }
        }
    }

    /// A publisher that publishes a single Boolean value that indicates whether all received
    /// elements pass a given predicate (Apple, `AllSatisfy`): false at the first that fails.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribeDeciding(subscriber, name: "AllSatisfy", whenEmpty: true) { predicate($0) ? nil : false }
        }
    }

    /// A publisher that republishes items from another publisher only if each new item is in
    /// increasing order from the previously-published item (Apple, `Comparison`: `min`/`max`),
    /// publishing the extreme one when the upstream finishes.
    public struct Comparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            var extreme: Output?
            upstream.subscribeBuffered(
                subscriber, name: "Comparison",
                onValue: { value, _ in
                    if let current = extreme, !ordered(current, value) { return }
                    extreme = value
                },
                onCompletion: { completion, buffer in
                    if case .finished = completion, let extreme { buffer.send(extreme) }
                    buffer.finish(completion)
                })
        }
    }
}

extension Publisher {
    /// Subscribes through a buffer and publishes one value: the first non-nil answer of `decide`
    /// (then finishes and cancels upstream), or `whenEmpty` when the upstream finishes first.
    fileprivate func subscribeDeciding<S: Subscriber>(
        _ subscriber: S, name: String, whenEmpty: Bool, decide: @escaping (Output) -> Bool?
    )
    where S.Input == Bool, S.Failure == Failure {
        var decided = false
        subscribeBuffered(
            subscriber, name: name,
            onValue: { value, buffer in
                guard !decided, let answer = decide(value) else { return }
                decided = true
                buffer.send(answer)
                buffer.finish(.finished)
            },
            onCompletion: { completion, buffer in
                if case .finished = completion, !decided { buffer.send(whenEmpty) }
                buffer.finish(completion)
            })
    }

    /// Publishes a Boolean value upon receiving an element that satisfies the predicate closure.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// Publishes a single Boolean value that indicates whether all received elements pass a given predicate.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Publishes the minimum value received from the upstream publisher, after it finishes,
    /// using the provided ordering closure.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { current, next in areInIncreasingOrder(next, current) }
    }

    /// Publishes the maximum value received from the upstream publisher, after it finishes,
    /// using the provided ordering closure.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}

extension Publisher where Output: Equatable {
    /// Publishes a Boolean value upon receiving an element equal to the argument.
    public func contains(_ output: Output) -> Publishers.ContainsWhere<Self> { contains { $0 == output } }
}

extension Publisher where Output: Comparable {
    /// Publishes the minimum value received from the upstream publisher, after it finishes.
    public func min() -> Publishers.Comparison<Self> { min(by: <) }

    /// Publishes the maximum value received from the upstream publisher, after it finishes.
    public func max() -> Publishers.Comparison<Self> { max(by: <) }
}
