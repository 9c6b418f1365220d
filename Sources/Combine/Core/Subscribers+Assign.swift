import Foundation

extension Subscribers {
    /// A simple subscriber that assigns received elements to a property indicated by a key path
    /// (Apple, `Subscribers.Assign`). It requests unlimited values and holds `object` strongly
    /// until the stream completes or is cancelled.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never

        /// The object that contains the property to assign.
        public private(set) var object: Root?
        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        private let lock = NSLock()
        private var subscription: Subscription?

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public var description: String { object.map { "Assign \(type(of: $0))." } ?? "Assign" }

        public func receive(subscription: Subscription) {
            lock.lock()
            guard self.subscription == nil, object != nil else {
                lock.unlock()
                return subscription.cancel()
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.lock()
            let object = self.object
            lock.unlock()
            object?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) { release() }

        public func cancel() { release()?.cancel() }

        /// Drops the object and the subscription; answers the subscription.
        @discardableResult private func release() -> Subscription? {
            lock.lock()
            defer { lock.unlock() }
            let subscription = self.subscription
            self.subscription = nil
            object = nil
            return subscription
        }
    }
}

extension Publisher where Failure == Never {
    /// Assigns each element from a publisher to a property on an object. The object is retained
    /// until the returned cancellable is cancelled or released, or the stream completes.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
