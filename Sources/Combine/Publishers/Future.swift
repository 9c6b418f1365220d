import Foundation

/// A publisher that eventually produces a single value and then finishes or fails (Apple,
/// `Future`). The closure runs at once, when the future is made (not on subscription); every
/// subscriber, earlier or later, receives the one result, when it has asked for a value.
public final class Future<Output, Failure: Error>: Publisher {
    /// A type that represents a closure to invoke in the future, when an element or error is available.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSRecursiveLock()
    private var result: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else { return lock.unlock() }
        self.result = result
        let waiting = self.waiting
        self.waiting = []
        lock.unlock()
        for deliver in waiting { deliver(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let buffer = DemandBuffer("Future", downstream: subscriber)
        let deliver: (Result<Output, Failure>) -> Void = { result in
            switch result {
            case .success(let value):
                buffer.send(value)
                buffer.finish(.finished)
            case .failure(let error):
                buffer.finish(.failure(error))
            }
        }
        buffer.start(onCancel: {})
        lock.lock()
        if let result {
            lock.unlock()
            deliver(result)
        } else {
            waiting.append(deliver)
            lock.unlock()
        }
    }
}
