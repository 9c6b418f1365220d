import Foundation

extension Publishers {
    /// A publisher that uses a subject to deliver elements to multiple subscribers (Apple,
    /// `Multicast`): subscribers attach to the subject; `connect()` subscribes the subject upstream.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let createSubject: () -> SubjectType
        private let lock = NSLock()
        private var subject: SubjectType?

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var theSubject: SubjectType {
            lock.lock()
            defer { lock.unlock() }
            if let subject { return subject }
            let made = createSubject()
            subject = made
            return made
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            theSubject.subscribe(subscriber)
        }

        public func connect() -> Cancellable { upstream.subscribe(theSubject) }
    }

    /// A publisher that automatically connects to an upstream connectable publisher (Apple,
    /// `Autoconnect`): on the first subscriber, and disconnects when the last one has gone.
    public class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private let lock = NSLock()
        private var subscribers = 0
        private var connection: Cancellable?

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var released = false
            let release = { [self] in
                lock.lock()
                guard !released else { return lock.unlock() }
                released = true
                subscribers -= 1
                let connection = subscribers == 0 ? self.connection : nil
                if subscribers == 0 { self.connection = nil }
                lock.unlock()
                connection?.cancel()
            }
            lock.lock()
            subscribers += 1
            lock.unlock()
            upstream.handleEvents(receiveCompletion: { _ in release() }, receiveCancel: release).subscribe(subscriber)
            lock.lock()
            let connect = connection == nil && subscribers > 0
            lock.unlock()
            guard connect else { return }
            let made = upstream.connect()
            lock.lock()
            connection = made
            lock.unlock()
        }
    }

    /// A publisher that shares the output of an upstream publisher with multiple subscribers
    /// (Apple, `Share`: a class; "effectively a combination of the Multicast and
    /// PassthroughSubject publishers, with an implicit autoconnect()"). A subscriber that comes
    /// after an element was published does not receive it.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = Autoconnect(upstream: Multicast(upstream: upstream) { PassthroughSubject() })
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.subscribe(subscriber)
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// Shares the output of an upstream publisher with multiple subscribers.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }

    /// Applies a closure to create a subject that delivers elements to subscribers.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Provides a subject to deliver elements to multiple subscribers.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self) { subject }
    }

    /// Creates a connectable wrapper around the publisher.
    public func makeConnectable() -> Publishers.Multicast<Self, PassthroughSubject<Output, Failure>> {
        multicast { PassthroughSubject() }
    }
}
