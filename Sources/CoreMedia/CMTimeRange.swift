import Foundation

/// A span of time: a start and a duration (`CMTimeRange`).
public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime

    public init() {
        start = .invalid
        duration = .invalid
    }

    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }

    public init(start: CMTime, end: CMTime) {
        self.start = start
        duration = end - start
    }

    /// Where the range ends (`start + duration`).
    public var end: CMTime { start + duration }
    public var isValid: Bool { start.isValid && duration.isValid && duration >= .zero }
    public var isEmpty: Bool { duration == .zero }

    /// Whether `time` is in the range (its start included, its end not).
    public func containsTime(_ time: CMTime) -> Bool { time >= start && time < end }

    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    public static let invalid = CMTimeRange()
}
