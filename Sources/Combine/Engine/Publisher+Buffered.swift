extension Publisher {
    /// Subscribes `subscriber` through a `DemandBuffer`: the downstream gets the buffer as its
    /// subscription, and this publisher an `UpstreamLink` whose values and completion go to the
    /// closures with the buffer (ViewLab's own plumbing for collecting and timing operators).
    /// `onStart` runs once the downstream has its subscription, before the upstream is subscribed.
    func subscribeBuffered<S: Subscriber>(
        _ subscriber: S, name: String, initialDemand: Subscribers.Demand = .unlimited,
        onValue: @escaping (Output, DemandBuffer<S>) -> Void,
        onCompletion: @escaping (Subscribers.Completion<Failure>, DemandBuffer<S>) -> Void,
        onStart: ((DemandBuffer<S>) -> Void)? = nil
    ) {
        let buffer = DemandBuffer(name, downstream: subscriber)
        let link = UpstreamLink<Output, Failure>(
            initialDemand: initialDemand,
            onValue: { onValue($0, buffer) }, onCompletion: { onCompletion($0, buffer) })
        buffer.start(onCancel: link.cancel)
        onStart?(buffer)
        subscribe(link)
    }
}
