import Foundation

extension Publishers {
    /// A publisher that performs the specified closures when publisher events occur.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public var receiveSubscription: ((Subscription) -> Void)?
        public var receiveOutput: ((Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        public init(
            upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil,
            receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(EventHandler(self, downstream: subscriber))
        }
    }
}

/// The subscription of `handleEvents`: calls the closures, then passes the event on.
private final class EventHandler<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    private let handlers: Publishers.HandleEvents<Upstream>
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var upstream: Subscription?

    init(_ handlers: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
        self.handlers = handlers
        self.downstream = downstream
    }

    var description: String { "HandleEvents" }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, let downstream else {
            lock.unlock()
            return subscription.cancel()
        }
        upstream = subscription
        lock.unlock()
        handlers.receiveSubscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let downstream = self.downstream
        lock.unlock()
        guard let downstream else { return .none }
        handlers.receiveOutput?(input)
        let more = downstream.receive(input)
        if more > 0 { handlers.receiveRequest?(more) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let downstream = self.downstream
        self.downstream = nil
        upstream = nil
        lock.unlock()
        guard let downstream else { return }
        handlers.receiveCompletion?(completion)
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        handlers.receiveRequest?(demand)
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        let upstream = self.upstream
        self.upstream = nil
        downstream = nil
        lock.unlock()
        guard let upstream else { return }
        handlers.receiveCancel?()
        upstream.cancel()
    }
}

extension Publisher {
    /// Performs the specified closures when publisher events occur.
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }

    /// Prints log messages for all publishing events (to standard output, as Apple's does).
    public func print(_ prefix: String = "") -> Publishers.HandleEvents<Self> {
        let lead = prefix.isEmpty ? "" : "\(prefix): "
        return handleEvents(
            receiveSubscription: { _ in Swift.print("\(lead)receive subscription") },
            receiveOutput: { Swift.print("\(lead)receive value: (\($0))") },
            receiveCompletion: { completion in
                switch completion {
                case .finished: Swift.print("\(lead)receive finished")
                case .failure(let error): Swift.print("\(lead)receive error: (\(error))")
                }
            },
            receiveCancel: { Swift.print("\(lead)receive cancel") },
            receiveRequest: { Swift.print("\(lead)request \($0)") })
    }
}
