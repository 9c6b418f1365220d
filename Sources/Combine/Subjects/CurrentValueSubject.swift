import Foundation

/// A subject that wraps a single value and publishes a new element whenever the value changes
/// (Apple, `CurrentValueSubject`). "Unlike PassthroughSubject, CurrentValueSubject maintains a
/// buffer of the most recently published element": a new subscriber receives the current value
/// first (when it requests), and calling `send(_:)` also updates `value`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let core = SubjectCore<Output, Failure>()
    private let lock = NSRecursiveLock()
    private var current: Output

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) { current = value }

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    public func send(_ input: Output) {
        lock.lock()
        guard core.completion == nil else { return lock.unlock() }
        current = input
        lock.unlock()
        core.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
    public func send(subscription: Subscription) { core.send(subscription: subscription) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber, replaying: value)
    }
}
