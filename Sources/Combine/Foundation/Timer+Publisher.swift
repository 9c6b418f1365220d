import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval (Apple,
    /// `Timer.publish(every:tolerance:on:in:options:)`). It is connectable: nothing is published
    /// until `connect()` or `autoconnect()`.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval (Apple,
    /// `Timer.TimerPublisher`). ViewLab: on `RunLoop.main` where a host runs the media clock (the
    /// shell, preview exports) the timer is on that clock, so `--time 1` sees the ticks of one
    /// second, each tick dated by the clock (the connection's date plus the media time passed);
    /// elsewhere it is a `Timer` on the run loop, in real time, sending the current date.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private let subject = PassthroughSubject<Date, Never>()

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.subscribe(subscriber)
        }

        public func connect() -> Cancellable {
            let every = Swift.max(interval, 0.0001)  // Foundation's rule for an interval ≤ 0
            let subject = self.subject
            // On the media clock the date is the connection's date plus the media time passed
            // (real time hardly passes in an export), so code that measures from it sees the clock.
            let start = Date()
            var ticks = 0.0
            let tick = {
                ticks += 1
                subject.send(start.addingTimeInterval(ticks * every))
            }
            if runLoop === RunLoop.main, let clock = MediaClock.schedule(after: every, every: every, tick) {
                return AnyCancellable(clock)
            }
            let timer = Timer(fire: Date(timeIntervalSinceNow: every), interval: every, repeats: true) { _ in
                subject.send(Date())
            }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}
