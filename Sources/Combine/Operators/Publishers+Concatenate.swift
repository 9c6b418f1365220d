import Foundation

extension Publishers {
    /// A publisher that emits all of one publisher's elements before those from another
    /// publisher (Apple, `Publishers.Concatenate`: `prepend`/`append`). The downstream's demand
    /// goes to the prefix, and what is left of it to the suffix, which is subscribed when the
    /// prefix finishes; a failure of the prefix ends the stream.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix

        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Concatenation(suffix: suffix, downstream: subscriber)
            subscriber.receive(subscription: inner)
            prefix.subscribe(ConcatenationSide(inner))
        }
    }
}

/// The subscription of `Concatenate`: the downstream's outstanding demand, handed to whichever
/// upstream is current.
private final class Concatenation<Suffix: Publisher, Downstream: Subscriber>: Subscription, CustomStringConvertible
where Downstream.Input == Suffix.Output, Downstream.Failure == Suffix.Failure {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var suffix: Suffix?
    private var upstream: Subscription?
    private var demand = Subscribers.Demand.none

    init(suffix: Suffix, downstream: Downstream) {
        self.suffix = suffix
        self.downstream = downstream
    }

    var description: String { "Concatenate" }

    func attach(_ subscription: Subscription) {
        lock.lock()
        guard downstream != nil, upstream == nil else {
            lock.unlock()
            return subscription.cancel()
        }
        upstream = subscription
        let demand = self.demand
        lock.unlock()
        if demand > 0 { subscription.request(demand) }
    }

    func value(_ value: Suffix.Output) -> Subscribers.Demand {
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return .none
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
        return more
    }

    func completed(_ completion: Subscribers.Completion<Suffix.Failure>) {
        lock.lock()
        upstream = nil
        if case .finished = completion, let suffix {
            self.suffix = nil
            lock.unlock()
            return suffix.subscribe(ConcatenationSide(self))
        }
        let downstream = self.downstream
        self.downstream = nil
        lock.unlock()
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        downstream = nil
        suffix = nil
        let upstream = self.upstream
        self.upstream = nil
        lock.unlock()
        upstream?.cancel()
    }
}

/// The subscriber `Concatenate` attaches to the prefix, then to the suffix.
private final class ConcatenationSide<Suffix: Publisher, Downstream: Subscriber>: Subscriber
where Downstream.Input == Suffix.Output, Downstream.Failure == Suffix.Failure {
    typealias Input = Suffix.Output
    typealias Failure = Suffix.Failure
    private let inner: Concatenation<Suffix, Downstream>

    init(_ inner: Concatenation<Suffix, Downstream>) { self.inner = inner }

    func receive(subscription: Subscription) { inner.attach(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { inner.value(input) }
    func receive(completion: Subscribers.Completion<Failure>) { inner.completed(completion) }
}

extension Publisher {
    /// Prefixes this publisher's output with the elements emitted by the given publisher.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Appends the output of this publisher with the elements emitted by the given publisher.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}
