/// A namespace for types that serve as subscribers (Apple, `Subscribers`): `Sink`, `Assign`,
/// `Demand` and `Completion`.
public enum Subscribers {}

extension Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either due to normal
    /// completion or an error (Apple, `Subscribers.Completion`).
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    /// The same completion with its error transformed (ViewLab's own helper for operators).
    func mapError<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: return .finished
        case .failure(let error): return .failure(transform(error))
        }
    }
}
