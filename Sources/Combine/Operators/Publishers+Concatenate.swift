extension Publishers {
    /// A publisher that emits all of one publisher's elements before those from another
    /// publisher (Apple, `Publishers.Concatenate`: `prepend`/`append`). The suffix is subscribed
    /// when the prefix finishes; a failure of the prefix ends the stream.
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
            let buffer = DemandBuffer("Concatenate", downstream: subscriber)
            var current: Cancellable?
            let second = UpstreamLink<Output, Failure>(onValue: { buffer.send($0) }, onCompletion: { buffer.finish($0) })
            let first = UpstreamLink<Output, Failure>(onValue: { buffer.send($0) }, onCompletion: { [suffix] completion in
                guard case .finished = completion, buffer.isActive else { return buffer.finish(completion) }
                current = second
                suffix.subscribe(second)
            })
            current = first
            buffer.start(onCancel: { current?.cancel() })
            prefix.subscribe(first)
        }
    }
}

extension Publisher {
    /// Prefixes this publisher's output with the elements emitted by the given publisher.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Appends the output of this publisher with the elements emitted by the given publisher.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}
