#if canImport(Glibc)
    import Glibc
#endif

extension Publishers {
    /// A publisher that raises a debugger signal when a provided closure needs to stop the process
    /// in the debugger (Apple, `Publishers.Breakpoint`): when a closure returns true, `SIGTRAP` is
    /// raised — a debugger stops there; without one the process ends, as on iOS.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let receiveSubscription: ((Subscription) -> Bool)?
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

        public init(
            upstream: Upstream, receiveSubscription: ((Subscription) -> Bool)? = nil,
            receiveOutput: ((Upstream.Output) -> Bool)? = nil,
            receiveCompletion: ((Subscribers.Completion<Publishers.Breakpoint<Upstream>.Failure>) -> Bool)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (subscription, output, completion) = (receiveSubscription, receiveOutput, receiveCompletion)
            upstream.handleEvents(
                receiveSubscription: { if subscription?($0) == true { Breakpoint.trap() } },
                receiveOutput: { if output?($0) == true { Breakpoint.trap() } },
                receiveCompletion: { if completion?($0) == true { Breakpoint.trap() } }
            )
            .subscribe(subscriber)
        }

        /// Stops in the debugger, or ends the process when none is attached (`SIGTRAP`).
        static func trap() { raise(SIGTRAP) }
    }
}

extension Publisher {
    /// Raises a debugger signal when a provided closure needs to stop the process in the debugger.
    public func breakpoint(
        receiveSubscription: ((Subscription) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion)
    }

    /// Raises a debugger signal upon receiving a failure.
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { return true }
            return false
        })
    }
}
