/// Declares that a type can transmit a sequence of values over time (Apple, `Publisher`).
///
/// A publisher delivers elements to one or more `Subscriber`s whose `Input` and `Failure` match
/// its `Output` and `Failure`. It calls `receive(subscription:)` once, then — only as far as the
/// subscriber's demand allows — `receive(_:)` for each value, then at most one
/// `receive(completion:)`, after which nothing more is sent.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish (`Never` if it cannot fail).
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher. Implementations must call
    /// `subscriber.receive(subscription:)` (Apple: "Always call this function instead of
    /// `receive(subscriber:)`" is about `subscribe(_:)`; this is the requirement it calls).
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher (Apple: always call this rather than
    /// `receive(subscriber:)`).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}
