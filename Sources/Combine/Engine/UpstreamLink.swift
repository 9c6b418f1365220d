import Foundation

/// A subscriber an operator attaches to one of its upstreams, calling closures for what arrives
/// (ViewLab's own). It asks for `initialDemand` (unlimited unless told) when subscribed, can ask
/// for more, and cancels its subscription on `cancel()`; once completed or cancelled it ignores
/// everything.
final class UpstreamLink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
    private let lock = NSRecursiveLock()
    private var subscription: Subscription?
    private var done = false
    private let initialDemand: Subscribers.Demand
    /// Demand asked for before the subscription arrived (`subscribe(on:)` may request first).
    private var early = Subscribers.Demand.none
    private let onValue: (Input) -> Void
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void

    init(
        initialDemand: Subscribers.Demand = .unlimited, onValue: @escaping (Input) -> Void,
        onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.initialDemand = initialDemand
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    var description: String { "UpstreamLink" }

    func receive(subscription: Subscription) {
        lock.lock()
        guard self.subscription == nil, !done else {
            lock.unlock()
            return subscription.cancel()
        }
        self.subscription = subscription
        let demand = initialDemand + early
        early = .none
        lock.unlock()
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let done = self.done
        lock.unlock()
        if !done { onValue(input) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !done else { return lock.unlock() }
        done = true
        subscription = nil
        lock.unlock()
        onCompletion(completion)
    }

    /// Asks the upstream for more values.
    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let subscription = self.subscription
        if subscription == nil, !done { early += demand }
        lock.unlock()
        subscription?.request(demand)
    }

    func cancel() {
        lock.lock()
        done = true
        let subscription = self.subscription
        self.subscription = nil
        lock.unlock()
        subscription?.cancel()
    }
}
