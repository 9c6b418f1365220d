/// A publisher that performs type erasure by wrapping another publisher (Apple, `AnyPublisher`):
/// "use `eraseToAnyPublisher()` to… expose an instance of AnyPublisher to the downstream
/// subscriber, rather than this publisher's actual type".
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void
    private let name: String

    /// Creates a type-erasing publisher to wrap the provided publisher.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
            return
        }
        subscribeBody = { publisher.receive(subscriber: $0) }
        name = "AnyPublisher"
    }

    public var description: String { name }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeBody(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
