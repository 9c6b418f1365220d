import Foundation

/// The downstream half of operators that take values when they come (several upstreams, time,
/// schedulers): it keeps the downstream's demand and a queue, and sends queued values only as far
/// as that demand allows, so the downstream never receives more than it asked for (ViewLab's own).
///
/// Those operators ask their upstreams for `.unlimited` and queue here — a difference from Apple's,
/// which pass demand upstream more finely (a `merge` there asks each upstream for what the
/// downstream asked). A failure is sent at once (queued values are dropped); `.finished` after the
/// queued values.
final class DemandBuffer<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var queue: [Downstream.Input] = []
    private var completion: Subscribers.Completion<Downstream.Failure>?
    private var draining = false
    private var onCancel: (() -> Void)?
    private var onRequest: ((Subscribers.Demand) -> Void)?
    /// Runs after each value goes downstream (`buffer(…, prefetch: .keepFull, …)` asks for one more).
    var onDelivery: (() -> Void)?
    let description: String

    init(_ name: String, downstream: Downstream) {
        description = name
        self.downstream = downstream
    }

    /// Hands this subscription to the downstream; `onCancel` runs once when it cancels, and
    /// `onRequest` on each request (before queued values are sent).
    func start(onRequest: ((Subscribers.Demand) -> Void)? = nil, onCancel: @escaping () -> Void) {
        lock.lock()
        self.onCancel = onCancel
        self.onRequest = onRequest
        let downstream = self.downstream
        lock.unlock()
        downstream?.receive(subscription: self)
    }

    /// Whether the stream still runs (not completed or cancelled).
    var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return downstream != nil && completion == nil
    }

    /// Whether the downstream wants a value now (for operators that drop instead of queueing).
    var hasDemand: Bool {
        lock.lock()
        defer { lock.unlock() }
        return demand > queue.count
    }

    /// How many values wait for the downstream's demand (`buffer(size:prefetch:whenFull:)`).
    var waiting: Int {
        lock.lock()
        defer { lock.unlock() }
        return queue.count
    }

    /// Drops the value that has waited longest.
    func dropOldest() {
        lock.lock()
        if !queue.isEmpty { queue.removeFirst() }
        lock.unlock()
    }

    func send(_ value: Downstream.Input) {
        lock.lock()
        guard downstream != nil, completion == nil else { return lock.unlock() }
        queue.append(value)
        lock.unlock()
        drain()
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        guard downstream != nil, self.completion == nil else { return lock.unlock() }
        self.completion = completion
        if case .failure = completion { queue = [] }
        lock.unlock()
        drain()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        let onRequest = self.onRequest
        lock.unlock()
        onRequest?(demand)
        drain()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        queue = []
        let onCancel = self.onCancel
        self.onCancel = nil
        self.onRequest = nil
        onDelivery = nil
        lock.unlock()
        onCancel?()
    }

    private func drain() {
        lock.lock()
        defer { lock.unlock() }
        guard !draining else { return }
        draining = true
        defer { draining = false }
        while let downstream {
            if !queue.isEmpty, demand > 0 {
                let value = queue.removeFirst()
                demand -= 1
                let delivered = onDelivery
                lock.unlock()
                let more = downstream.receive(value)
                delivered?()
                lock.lock()
                demand += more
            } else if queue.isEmpty, let completion {
                self.downstream = nil
                let onCancel = self.onCancel
                self.onCancel = nil
                onRequest = nil
                lock.unlock()
                onCancel?()  // releases the upstreams
                downstream.receive(completion: completion)
                lock.lock()
            } else {
                break
            }
        }
    }
}
