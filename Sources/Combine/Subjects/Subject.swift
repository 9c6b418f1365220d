/// A publisher that exposes a method for outside callers to publish elements (Apple, `Subject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Failure>)
    /// Provides this subject with a subscription (the subject requests unlimited values from it).
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() { send(()) }
}

extension Publisher {
    /// Attaches the specified subject to this publisher: the subject sends on what this publisher
    /// publishes. Cancel the result to detach.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let forwarder = SubjectForwarder(subject)
        subscribe(forwarder)
        return AnyCancellable(forwarder)
    }
}

/// The subscriber that `subscribe(_:)` of a subject attaches: values and completion go to the
/// subject, and the subscription is handed to it (`send(subscription:)`).
final class SubjectForwarder<S: Subject>: Subscriber, Cancellable {
    typealias Input = S.Output
    typealias Failure = S.Failure
    private weak var subject: S?
    private var subscription: Subscription?
    private let lock = NSLock()

    init(_ subject: S) { self.subject = subject }

    func receive(subscription: Subscription) {
        lock.lock()
        self.subscription = subscription
        lock.unlock()
        subject?.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        subject?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { subject?.send(completion: completion) }

    func cancel() {
        lock.lock()
        let subscription = self.subscription
        self.subscription = nil
        lock.unlock()
        subscription?.cancel()
    }
}

import Foundation
