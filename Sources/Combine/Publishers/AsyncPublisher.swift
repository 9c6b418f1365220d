import Foundation

/// A publisher that exposes its elements as an asynchronous sequence (Apple, `AsyncPublisher`:
/// `publisher.values`, iOS 15). Each iteration asks the publisher for one element at a time
/// (`.max(1)`), so back-pressure holds; the sequence ends when the publisher finishes, and
/// cancelling the iterating task cancels the subscription.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as an asynchronous sequence.
    public init(_ publisher: P) { self.publisher = publisher }

    public func makeAsyncIterator() -> Iterator { Iterator(OneAtATime(publisher)) }

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        let source: OneAtATime<P.Output, Never>
        init(_ source: OneAtATime<P.Output, Never>) { self.source = source }
        public mutating func next() async -> P.Output? { try? await source.next() }
    }
}

/// `AsyncPublisher` for publishers that can fail (Apple, `AsyncThrowingPublisher`): the
/// publisher's failure is thrown from `next()`.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    private let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    public func makeAsyncIterator() -> Iterator { Iterator(OneAtATime(publisher)) }

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        let source: OneAtATime<P.Output, P.Failure>
        init(_ source: OneAtATime<P.Output, P.Failure>) { self.source = source }
        public mutating func next() async throws -> P.Output? { try await source.next() }
    }
}

extension Publisher where Failure == Never {
    /// The elements from the publisher as an asynchronous sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The elements from the publisher as an asynchronous sequence that throws the publisher's failure.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// The subscriber behind the async sequences: requests one element per `next()`.
final class OneAtATime<Output, Failure: Error>: Subscriber, @unchecked Sendable {
    typealias Input = Output
    private let lock = NSLock()
    private var subscription: Subscription?
    private var waiting: CheckedContinuation<Output?, Error>?
    private var pendingRequest = false
    private var ready: [Result<Output?, Error>] = []
    private var ended = false

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure { publisher.subscribe(self) }

    func next() async throws -> Output? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.lock()
                if !ready.isEmpty {
                    let result = ready.removeFirst()
                    lock.unlock()
                    return continuation.resume(with: result)
                }
                if ended {
                    lock.unlock()
                    return continuation.resume(returning: nil)
                }
                waiting = continuation
                let subscription = self.subscription
                pendingRequest = subscription == nil
                lock.unlock()
                subscription?.request(.max(1))
            }
        } onCancel: {
            cancel()
        }
    }

    private func cancel() {
        lock.lock()
        let subscription = self.subscription
        self.subscription = nil
        ended = true
        let waiting = self.waiting
        self.waiting = nil
        lock.unlock()
        subscription?.cancel()
        waiting?.resume(returning: nil)
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard self.subscription == nil, !ended else {
            lock.unlock()
            return subscription.cancel()
        }
        self.subscription = subscription
        let request = pendingRequest
        pendingRequest = false
        lock.unlock()
        if request { subscription.request(.max(1)) }
    }

    func receive(_ input: Output) -> Subscribers.Demand {
        deliver(.success(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        ended = true
        subscription = nil
        lock.unlock()
        switch completion {
        case .finished: deliver(.success(nil))
        case .failure(let error): deliver(.failure(error))
        }
    }

    private func deliver(_ result: Result<Output?, Error>) {
        lock.lock()
        if let waiting {
            self.waiting = nil
            lock.unlock()
            waiting.resume(with: result)
        } else {
            ready.append(result)
            lock.unlock()
        }
    }
}
