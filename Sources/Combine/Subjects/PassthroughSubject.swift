/// A subject that broadcasts elements to downstream subscribers (Apple, `PassthroughSubject`).
/// "Unlike CurrentValueSubject, a PassthroughSubject doesn't have an initial value or a buffer of
/// the most recently-published element. A PassthroughSubject drops values if there are no
/// subscribers, or its current demand is zero."
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let core = SubjectCore<Output, Failure>()

    public init() {}

    public func send(_ input: Output) { core.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
    public func send(subscription: Subscription) { core.send(subscription: subscription) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber, replaying: nil)
    }
}
