import Combine

/// A subscriber that records what it receives and asks for what the test says: `initial` on
/// subscription and `perValue` more after each value (Apple's back-pressure contract).
final class TestSubscriber<Input, Failure: Error>: Subscriber {
    private(set) var values: [Input] = []
    private(set) var completions: [Subscribers.Completion<Failure>] = []
    private(set) var subscription: Subscription?
    let initial: Subscribers.Demand
    let perValue: Subscribers.Demand

    init(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) { completions.append(completion) }

    var finished: Bool {
        if case .finished? = completions.last { return true }
        return false
    }
}

/// An error for the failure paths.
struct TestError: Error, Equatable {
    let code: Int
}
