extension Result {
    /// A publisher that publishes this result's value once and finishes, or fails with its error
    /// (Apple, `Result.Publisher`).
    public var publisher: Publisher { Publisher(self) }

    /// The type of `Result.publisher`.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Success
        /// The result to deliver to each subscriber.
        public let result: Result<Output, Failure>

        public init(_ result: Result<Output, Failure>) { self.result = result }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            switch result {
            case .success(let value): Just(value).setFailureType(to: Failure.self).receive(subscriber: subscriber)
            case .failure(let error): Fail(error: error).receive(subscriber: subscriber)
            }
        }
    }
}
