import Foundation

extension DispatchQueue: Scheduler {
    /// The scheduler time type used by the dispatch queue (Apple, `DispatchQueue.SchedulerTimeType`).
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        /// Creates a dispatch queue time type instance.
        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(
                nanoseconds: Int(
                    bitPattern: UInt(other.dispatchTime.uptimeNanoseconds) &- UInt(dispatchTime.uptimeNanoseconds)))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let base = Int(clamping: dispatchTime.uptimeNanoseconds)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, base &+ n.magnitude))))
        }

        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime == rhs.dispatchTime
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// A type that represents the distance between two values, in nanoseconds (Apple,
        /// `DispatchQueue.SchedulerTimeType.Stride`). A literal counts seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// The value of this time interval in nanoseconds.
            public var magnitude: Int

            /// This stride as a dispatch time interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            init(nanoseconds: Int) { magnitude = nanoseconds }

            /// Creates a dispatch queue time interval from a dispatch time interval.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s):
                    magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : s * 1_000_000_000
                case .milliseconds(let ms):
                    magnitude = ms.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : ms * 1_000_000
                case .microseconds(let us):
                    magnitude = us.multipliedReportingOverflow(by: 1_000).overflow ? .max : us * 1_000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            public init(floatLiteral value: Double) { self = .seconds(value) }
            public init(integerLiteral value: Int) { self = .seconds(value) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                self = .seconds(value)
            }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride {
                Stride(nanoseconds: Int((s * 1_000_000_000).rounded()))
            }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

            public static var zero: Stride { Stride(nanoseconds: 0) }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude &+ rhs.magnitude)
            }
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude &- rhs.magnitude)
            }
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude &* rhs.magnitude)
            }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            /// The stride in seconds.
            var seconds: Double { Double(magnitude) / 1_000_000_000 }
        }
    }

    /// Options that affect the operation of the dispatch queue scheduler (Apple, `DispatchQueue.SchedulerOptions`).
    public struct SchedulerOptions {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS
        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags
        /// The dispatch group, if any, that should be used for performing actions.
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = SchedulerAction(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.run() }
    }

    /// On the main queue where a host runs the media clock, the action waits for the clock
    /// (`MediaClock`); elsewhere Dispatch's `asyncAfter`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        if isMainQueue, MediaClock.schedule(after: now.distance(to: date).seconds, action) != nil { return }
        let action = SchedulerAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            action.run()
        }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let every = Swift.max(interval.magnitude, 0)
        if isMainQueue,
            let clock = MediaClock.schedule(after: now.distance(to: date).seconds, every: Double(every) / 1e9, action)
        {
            return AnyCancellable(clock)
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        let action = SchedulerAction(action)
        timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.run() }
        timer.schedule(
            deadline: date.dispatchTime, repeating: .nanoseconds(every),
            leeway: .nanoseconds(Swift.max(tolerance.magnitude, 0)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }

    /// Whether this is the main queue (`DispatchQueue.main` is a new wrapper on each call on Linux).
    private var isMainQueue: Bool { label == DispatchQueue.main.label }
}
