/// A protocol representing the connection of a subscriber to a publisher (Apple, `Subscription`).
///
/// Subscriptions are class constrained because a `Subscription` has identity; cancelling one
/// frees the resources the publisher keeps for its subscriber ("Canceling a Subscription must be
/// thread-safe… you can only cancel a Subscription once").
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions (Apple, `Subscriptions`).
public enum Subscriptions {
    /// Returns the 'empty' subscription: requests and cancellation do nothing. Publishers that
    /// complete at once (an `Empty`, a finished subject) hand it to their subscribers first.
    public static var empty: Subscription { EmptySubscription.shared }
}

/// The subscription `Subscriptions.empty` returns.
final class EmptySubscription: Subscription, CustomStringConvertible {
    static let shared = EmptySubscription()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
    var description: String { "Empty" }
}
