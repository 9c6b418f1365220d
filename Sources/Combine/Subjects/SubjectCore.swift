import Foundation

/// What a subject keeps (ViewLab's own): its subscribers' conduits, its completion and the
/// upstream subscriptions handed to it. Shared by `PassthroughSubject`, `CurrentValueSubject`,
/// `@Published` and `ObservableObjectPublisher`.
///
/// Each subscriber gets its own conduit with its own demand (Apple: a subject "sends elements to
/// each subscriber… as requested"). A passthrough conduit drops a value its subscriber has not
/// asked for ("a PassthroughSubject drops values if there are no subscribers, or its current demand
/// is zero"); a current-value conduit keeps the latest one and sends it when demand comes, which
/// is how a new subscriber of a `CurrentValueSubject` receives the current value first.
final class SubjectCore<Output, Failure: Error> {
    private let lock = NSRecursiveLock()
    private var conduits: [SubjectConduit<Output, Failure>] = []
    private var upstreams: [Subscription] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Attaches `subscriber`; `replaying` is the value a new subscriber receives first (nil for a
    /// passthrough subject). After completion, a new subscriber receives the completion at once.
    func attach<S: Subscriber>(_ subscriber: S, replaying current: Output?)
    where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = TypedConduit(subscriber, core: self, replays: current != nil, pending: current)
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    /// Offers `value` to every subscriber (outside the lock: a subscriber may send again).
    func send(_ value: Output) {
        lock.lock()
        guard completion == nil else { return lock.unlock() }
        let current = conduits
        lock.unlock()
        for conduit in current { conduit.offer(value) }
    }

    /// Ends the stream: every subscriber receives `completion`; later sends do nothing.
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { return lock.unlock() }
        self.completion = completion
        let current = conduits
        conduits = []
        upstreams = []
        lock.unlock()
        for conduit in current { conduit.finish(completion) }
    }

    /// Keeps an upstream subscription and requests unlimited values from it.
    func send(subscription: Subscription) {
        lock.lock()
        upstreams.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }

    /// Whether any subscriber is attached.
    var hasSubscribers: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !conduits.isEmpty
    }

    func remove(_ conduit: SubjectConduit<Output, Failure>) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }
}

/// One subscriber's connection to a subject, with its demand.
class SubjectConduit<Output, Failure: Error>: Subscription {
    func offer(_ value: Output) {}
    func finish(_ completion: Subscribers.Completion<Failure>) {}
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

/// A conduit to a subscriber of a known type.
final class TypedConduit<S: Subscriber>: SubjectConduit<S.Input, S.Failure>, CustomStringConvertible {
    private let lock = NSRecursiveLock()
    private var subscriber: S?
    private weak var core: SubjectCore<S.Input, S.Failure>?
    private var demand = Subscribers.Demand.none
    private let replays: Bool
    /// Values waiting for the subscriber: those it has demand for (a value sent while it is
    /// receiving another), or for a replaying conduit the latest one.
    private var pending: [S.Input]
    private var delivering = false

    init(_ subscriber: S, core: SubjectCore<S.Input, S.Failure>, replays: Bool, pending: S.Input?) {
        self.subscriber = subscriber
        self.core = core
        self.replays = replays
        self.pending = pending.map { [$0] } ?? []
    }

    var description: String { "Subject" }

    override func offer(_ value: S.Input) {
        lock.lock()
        guard subscriber != nil else { return lock.unlock() }
        if demand > pending.count {
            pending.append(value)
        } else if replays {
            if pending.isEmpty { pending.append(value) } else { pending[pending.count - 1] = value }
        }
        lock.unlock()
        deliver()
    }

    override func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        deliver()
    }

    /// Sends the pending value while there is demand (never re-entering the subscriber).
    private func deliver() {
        lock.lock()
        defer { lock.unlock() }
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while let subscriber, demand > 0, !pending.isEmpty {
            let value = pending.removeFirst()
            demand -= 1
            lock.unlock()
            let more = subscriber.receive(value)
            lock.lock()
            demand += more
        }
    }

    override func finish(_ completion: Subscribers.Completion<S.Failure>) {
        lock.lock()
        let subscriber = self.subscriber
        self.subscriber = nil
        pending = []
        lock.unlock()
        subscriber?.receive(completion: completion)
    }

    override func cancel() {
        lock.lock()
        subscriber = nil
        pending = []
        lock.unlock()
        core?.remove(self)
    }
}
