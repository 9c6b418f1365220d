import Foundation

/// What an element-by-element operator does with one upstream value (ViewLab's own).
enum Step<Output, Failure: Error> {
    /// Send this value downstream.
    case emit(Output)
    /// Send nothing; the operator asks upstream for one more value instead (`.max(1)`), so the
    /// downstream's demand is still met — Apple's `filter` and `compactMap` behave this way.
    case skip
    /// Send this value, then finish and cancel upstream (`first()`, `prefix(_:)`).
    case emitAndFinish(Output)
    /// Finish and cancel upstream.
    case finish
    /// Fail with this error and cancel upstream (`tryMap` and the other throwing operators).
    case fail(Failure)
}

/// The subscription of every element-by-element operator (`map`, `filter`, `compactMap`,
/// `removeDuplicates`, `scan`, `dropFirst`, `prefix`, `first`, the `try` forms…): demand passes
/// straight upstream, each value goes through `step`, and a completion is passed on (its error
/// converted). After a completion or a cancel, nothing more goes downstream, and the upstream
/// subscription and the downstream subscriber are released.
final class StepSubscriber<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible
{
    typealias Failure = UpstreamFailure

    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var terminated = false
    private let step: (Input) -> Step<Downstream.Input, Downstream.Failure>
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    let description: String

    init(
        _ name: String, downstream: Downstream, mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
        step: @escaping (Input) -> Step<Downstream.Input, Downstream.Failure>
    ) {
        description = name
        self.downstream = downstream
        self.mapFailure = mapFailure
        self.step = step
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, !terminated, let downstream else {
            lock.unlock()
            return subscription.cancel()
        }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard !terminated, let downstream else {
            lock.unlock()
            return .none
        }
        lock.unlock()
        switch step(input) {
        case .emit(let value):
            return downstream.receive(value)
        case .skip:
            return .max(1)
        case .emitAndFinish(let value):
            _ = downstream.receive(value)
            end(.finished)
        case .finish:
            end(.finished)
        case .fail(let error):
            end(.failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        guard !terminated, let downstream else { return lock.unlock() }
        terminated = true
        self.downstream = nil
        upstream = nil
        lock.unlock()
        downstream.receive(completion: completion.mapError(mapFailure))
    }

    /// Ends the stream from inside: cancels upstream and completes downstream.
    private func end(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        guard !terminated, let downstream else { return lock.unlock() }
        terminated = true
        self.downstream = nil
        let upstream = self.upstream
        self.upstream = nil
        lock.unlock()
        upstream?.cancel()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        terminated = true
        downstream = nil
        let upstream = self.upstream
        self.upstream = nil
        lock.unlock()
        upstream?.cancel()
    }
}

/// Identity for operators whose failure type is the upstream's.
func sameFailure<F: Error>(_ error: F) -> F { error }
/// The upcast of the `try` operators, whose failure is any `Error`.
func anyFailure<F: Error>(_ error: F) -> Error { error }
