import Foundation

extension Publishers {
    /// A publisher that publishes a given sequence of elements (Apple, `Publishers.Sequence`),
    /// as many at a time as the subscriber asks for, then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        /// The sequence of elements to publish.
        public let sequence: Elements

        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: SequenceSubscription(sequence, downstream: subscriber))
        }
    }
}

extension Sequence {
    /// A publisher of the elements of this sequence.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publisher {
    /// Prefixes a publisher's output with the specified values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Prefixes a publisher's output with the specified sequence.
    public func prepend<S: Swift.Sequence>(_ elements: S)
        -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where S.Element == Output
    {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Appends a publisher's output with the specified elements.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Appends a publisher's output with the specified sequence.
    public func append<S: Swift.Sequence>(_ elements: S)
        -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where S.Element == Output
    {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }
}

/// Sends the elements of a sequence as far as the subscriber's demand goes, then `.finished`
/// (the subscription of `Just` and `Publishers.Sequence`).
final class SequenceSubscription<Elements: Sequence, Downstream: Subscriber>: Subscription, CustomStringConvertible
where Downstream.Input == Elements.Element {
    private let lock = NSRecursiveLock()
    private var iterator: Elements.Iterator
    private var next: Elements.Element?
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var sending = false

    init(_ elements: Elements, downstream: Downstream) {
        iterator = elements.makeIterator()
        next = iterator.next()
        self.downstream = downstream
    }

    var description: String { "Sequence" }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        self.demand += demand
        guard !sending else { return }
        sending = true
        defer { sending = false }
        while let downstream {
            guard let value = next else {
                self.downstream = nil
                lock.unlock()
                downstream.receive(completion: .finished)
                lock.lock()
                return
            }
            guard self.demand > 0 else { return }
            self.demand -= 1
            next = iterator.next()
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            self.demand += more
        }
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }
}
