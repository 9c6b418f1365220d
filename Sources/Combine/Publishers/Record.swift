import Foundation

/// A publisher that allows for recording a series of inputs and a completion, for later playback
/// to each subscriber (Apple, `Record`): every subscriber gets the recorded values as its demand
/// allows, then the completion.
public struct Record<Output, Failure: Error>: Publisher {
    /// The recorded output and completion (Apple, `Record.Recording`).
    public struct Recording {
        public private(set) var output: [Output] = []
        public private(set) var completion: Subscribers.Completion<Failure> = .finished
        private var completed = false

        /// An empty recording, to fill with `receive`.
        public init() {}

        /// A recording of `output` then `completion`.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            completed = true
        }

        /// Adds an output to the recording; a recording that has completed takes no more
        /// (Apple stops the program: "Invalid input after completion").
        public mutating func receive(_ input: Output) {
            precondition(!completed, "Invalid input after completion")
            output.append(input)
        }

        /// Adds a completion to the recording; only one is taken.
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            precondition(!completed, "Invalid completion after completion")
            self.completion = completion
            completed = true
        }
    }

    public let recording: Recording

    /// A record made by `record`, which fills the recording (a recording left open finishes).
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    /// A record of the given recording.
    public init(recording: Recording) { self.recording = recording }

    /// A record of `output` then `completion`.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        recording = Recording(output: output, completion: completion)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let playback = Playback(recording.output, then: recording.completion, to: subscriber)
        subscriber.receive(subscription: playback)
        playback.request(.none)  // an empty recording completes at once
    }

    /// One subscriber's playback: values as its demand allows, then the completion — a failure
    /// too comes only after every recorded value.
    private final class Playback<Downstream: Subscriber>: Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let lock = NSRecursiveLock()
        private var downstream: Downstream?
        private var remaining: ArraySlice<Output>
        private let completion: Subscribers.Completion<Failure>
        private var demand = Subscribers.Demand.none
        private var sending = false

        init(_ output: [Output], then completion: Subscribers.Completion<Failure>, to downstream: Downstream) {
            remaining = output[...]
            self.completion = completion
            self.downstream = downstream
        }

        func request(_ more: Subscribers.Demand) {
            lock.lock()
            defer { lock.unlock() }
            demand += more
            guard !sending else { return }
            sending = true
            defer { sending = false }
            while let downstream {
                if remaining.isEmpty {
                    self.downstream = nil
                    lock.unlock()
                    downstream.receive(completion: completion)
                    lock.lock()
                } else if demand > 0, let value = remaining.popFirst() {
                    demand -= 1
                    lock.unlock()
                    let extra = downstream.receive(value)
                    lock.lock()
                    demand += extra
                } else {
                    break
                }
            }
        }

        func cancel() {
            lock.lock()
            downstream = nil
            lock.unlock()
        }
    }
}
