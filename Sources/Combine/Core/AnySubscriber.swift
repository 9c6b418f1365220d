/// A type-erasing subscriber (Apple, `AnySubscriber`): forwards to the subscriber or closures it
/// wraps, and has its identifier.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscriptionBody: (Subscription) -> Void
    private let receiveValueBody: (Input) -> Subscribers.Demand
    private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void
    private let name: String

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = s.combineIdentifier
        receiveSubscriptionBody = s.receive(subscription:)
        receiveValueBody = s.receive(_:)
        receiveCompletionBody = s.receive(completion:)
        name = String(describing: s)
    }

    /// Creates a type-erasing subscriber that executes the provided closures.
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        receiveSubscriptionBody = receiveSubscription ?? { _ in }
        receiveValueBody = receiveValue ?? { _ in .none }
        receiveCompletionBody = receiveCompletion ?? { _ in }
        name = "Anonymous AnySubscriber"
    }

    /// Creates a type-erasing subscriber that sends to a subject.
    public init<S: Subject>(_ s: S) where S.Output == Input, S.Failure == Failure {
        self.init(
            receiveSubscription: { [weak s] in s?.send(subscription: $0) },
            receiveValue: { [weak s] in
                s?.send($0); return .none
            },
            receiveCompletion: { [weak s] in s?.send(completion: $0) })
    }

    public var description: String { name }

    public func receive(subscription: Subscription) { receiveSubscriptionBody(subscription) }
    public func receive(_ value: Input) -> Subscribers.Demand { receiveValueBody(value) }
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody(completion) }
}
