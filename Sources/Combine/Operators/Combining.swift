import Foundation

/// The shared state of `merge`, `combineLatest` and `zip` (ViewLab's own): one `UpstreamLink` per
/// upstream, values stored untyped by upstream index, and the rule of each operator deciding what
/// goes downstream. Any upstream's failure fails the whole stream and cancels the others.
final class Combining<Downstream: Subscriber> {
    enum Rule {
        /// Every value as it comes; finishes when all upstreams have (Apple, `Merge`).
        case merge
        /// The latest value of each once all have published; finishes when all have (Apple, `CombineLatest`).
        case latest
        /// The oldest unused value of each, in lockstep; finishes when an upstream has finished
        /// and its unused values are spent (Apple, `Zip`).
        case zip
    }

    private let lock = NSRecursiveLock()
    private let rule: Rule
    private let buffer: DemandBuffer<Downstream>
    private let make: ([Any]) -> Downstream.Input
    private var links: [Cancellable] = []
    private var queues: [[Any]]
    private var finished: [Bool]

    init(_ name: String, rule: Rule, count: Int, downstream: Downstream, make: @escaping ([Any]) -> Downstream.Input) {
        self.rule = rule
        self.make = make
        queues = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
        buffer = DemandBuffer(name, downstream: downstream)
    }

    /// Subscribes to `upstreams` (each erased to a subscribe function) after handing the
    /// downstream its subscription.
    func start(_ upstreams: [(UpstreamLink<Any, Downstream.Failure>) -> Void]) {
        let links = upstreams.indices.map { index in
            UpstreamLink<Any, Downstream.Failure>(
                onValue: { [self] in received($0, from: index) },
                onCompletion: { [self] in completed($0, index: index) })
        }
        lock.lock()
        self.links = links
        lock.unlock()
        buffer.start(onCancel: { [self] in cancelAll() })
        for (subscribe, link) in zip(upstreams, links) { subscribe(link) }
        if upstreams.isEmpty { buffer.finish(.finished) }
    }

    private func received(_ value: Any, from index: Int) {
        lock.lock()
        var output: Downstream.Input?
        switch rule {
        case .merge:
            output = make([value])
        case .latest:
            queues[index] = [value]
            if queues.allSatisfy({ !$0.isEmpty }) { output = make(queues.map { $0[0] }) }
        case .zip:
            queues[index].append(value)
            if queues.allSatisfy({ !$0.isEmpty }) { output = make(queues.indices.map { queues[$0].removeFirst() }) }
        }
        let zipDone = rule == .zip && zipExhausted
        lock.unlock()
        if let output { buffer.send(output) }
        if zipDone { finish(.finished) }
    }

    private func completed(_ completion: Subscribers.Completion<Downstream.Failure>, index: Int) {
        if case .failure = completion { return finish(completion) }
        lock.lock()
        finished[index] = true
        let done = rule == .zip ? zipExhausted : finished.allSatisfy { $0 }
        lock.unlock()
        if done { finish(.finished) }
    }

    /// Whether a finished upstream has no unused values left (so no further tuple can form).
    private var zipExhausted: Bool { queues.indices.contains { finished[$0] && queues[$0].isEmpty } }

    private func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        buffer.finish(completion)
        cancelAll()
    }

    private func cancelAll() {
        lock.lock()
        let links = self.links
        self.links = []
        lock.unlock()
        for link in links { link.cancel() }
    }
}

extension Publisher {
    /// This publisher as a subscribe function for `Combining`: its values erased to `Any`.
    func erasedSubscribe() -> (UpstreamLink<Any, Failure>) -> Void {
        { link in
            self.subscribe(
                AnySubscriber<Output, Failure>(
                    receiveSubscription: link.receive(subscription:),
                    receiveValue: { link.receive($0 as Any) },
                    receiveCompletion: link.receive(completion:)))
        }
    }
}
