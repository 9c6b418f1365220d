/// A publisher that publishes changes from observable objects (Apple,
/// `ObservableObjectPublisher`): it sends a void value before the object changes, to every
/// subscriber, and never fails.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let core = SubjectCore<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    /// Sends the changed value to the downstream subscriber.
    public func send() { core.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        core.attach(subscriber, replaying: nil)
    }
}
