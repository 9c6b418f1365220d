/// A protocol that declares a type that can receive input from a publisher (Apple, `Subscriber`).
///
/// The returned `Subscribers.Demand` of `receive(_:)` is *added* to the demand already requested:
/// return `.none` to keep it as it is.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive (`Never` if it cannot).
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed to the publisher and may request items.
    func receive(subscription: Subscription)
    /// Tells the subscriber that the publisher has produced an element; returns how many more it wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Tells the subscriber that the publisher has completed publishing, normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of void elements is ready to receive further requests.
    public func receive() -> Subscribers.Demand { receive(()) }
}
