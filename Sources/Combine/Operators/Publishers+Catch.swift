import Foundation

extension Publishers {
    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher (Apple, `Catch`).
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = self.handler
            upstream.subscribeReplacingOnFailure(subscriber, name: "Catch") { .success(handler($0)) }
        }
    }

    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher or producing a new error (Apple, `TryCatch`): an error
    /// thrown by the handler ends the stream with that error.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = self.handler
            upstream.subscribeReplacingOnFailure(subscriber, name: "TryCatch") { error in
                do { return .success(try handler(error).mapError { $0 as Error }) } catch { return .failure(error) }
            }
        }
    }

    /// A publisher that attempts to recreate its subscription to a failed upstream publisher
    /// (Apple, `Retry`): up to `retries` times, or without end when nil.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let retries: Int?

        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let buffer = DemandBuffer("Retry", downstream: subscriber)
            var current: Cancellable?
            var remaining = retries
            let upstream = self.upstream
            func attempt() {
                let link = UpstreamLink<Output, Failure>(
                    onValue: { buffer.send($0) },
                    onCompletion: { completion in
                        if case .failure = completion, buffer.isActive, remaining.map({ $0 > 0 }) ?? true {
                            remaining = remaining.map { $0 - 1 }
                            return attempt()
                        }
                        buffer.finish(completion)
                    })
                current = link
                upstream.subscribe(link)
            }
            buffer.start(onCancel: { current?.cancel() })
            attempt()
        }
    }
}

extension Publisher {
    /// Handles errors from an upstream publisher by replacing it with another publisher.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Handles errors from an upstream publisher by either replacing it with another publisher or
    /// throwing a new error.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }

    /// Replaces any errors in the stream with the provided element (then finishes).
    public func replaceError(with output: Output) -> Publishers.Catch<Self, Just<Output>> {
        Publishers.Catch(upstream: self) { _ in Just(output) }
    }

    /// Replaces an empty stream with the provided element.
    public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> {
        Deferred { () -> AnyPublisher<Output, Failure> in
            var empty = true
            return self.handleEvents(receiveOutput: { _ in empty = false })
                .append(
                    Deferred {
                        empty
                            ? Just(output).setFailureType(to: Failure.self).eraseToAnyPublisher()
                            : Empty().eraseToAnyPublisher()
                    }
                )
                .eraseToAnyPublisher()
        }.eraseToAnyPublisher()
    }

    /// Attempts to recreate a failed subscription with the upstream publisher up to the number of times you specify.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
}

extension Publisher {
    /// The plumbing of `catch` and `tryCatch`: values go downstream until the upstream fails; then
    /// `replacement` gives the publisher that takes over (its values and completion go downstream)
    /// or the error to end with.
    func subscribeReplacingOnFailure<S: Subscriber, P: Publisher>(
        _ subscriber: S, name: String, replacement: @escaping (Failure) -> Result<P, S.Failure>
    ) where S.Input == Output, P.Output == Output, P.Failure == S.Failure {
        let buffer = DemandBuffer(name, downstream: subscriber)
        var current: Cancellable?
        let first = UpstreamLink<Output, Failure>(
            onValue: { buffer.send($0) },
            onCompletion: { completion in
                switch completion {
                case .finished: buffer.finish(.finished)
                case .failure(let error):
                    guard buffer.isActive else { return }
                    switch replacement(error) {
                    case .success(let next):
                        let second = UpstreamLink<Output, S.Failure>(
                            onValue: { buffer.send($0) }, onCompletion: { buffer.finish($0) })
                        current = second
                        next.subscribe(second)
                    case .failure(let error):
                        buffer.finish(.failure(error))
                    }
                }
            })
        current = first
        buffer.start(onCancel: { current?.cancel() })
        subscribe(first)
    }
}
