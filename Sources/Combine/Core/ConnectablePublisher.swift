/// A publisher that provides an explicit means of connecting and canceling publication (Apple,
/// `ConnectablePublisher`): it publishes nothing until `connect()`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements; cancel the result to stop.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher: it
    /// connects when the first subscriber attaches and disconnects when the last one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}
