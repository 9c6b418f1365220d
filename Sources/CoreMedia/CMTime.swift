import Foundation

/// A count of `timescale`ths of a second (`CMTimeValue`).
public typealias CMTimeValue = Int64
/// Units per second of a `CMTime` (`CMTimeScale`).
public typealias CMTimeScale = Int32
/// A `CMTime`'s epoch (`CMTimeEpoch`).
public typealias CMTimeEpoch = Int64

/// A rational time, `value / timescale` seconds — Core Media's `CMTime`, as AVFoundation's players
/// take and report times. Besides numeric times there are the invalid time (timescale 0), the
/// indefinite time and the infinities (flags), as Core Media has them.
public struct CMTime: Hashable, Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    public init() {
        value = 0
        timescale = 0
        flags = []
        epoch = 0
    }

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// `value / timescale` seconds (a timescale ≤ 0 gives the invalid time, as `CMTimeMake` does).
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` rounded to `preferredTimescale` units (`CMTimeMakeWithSeconds`); NaN gives the
    /// invalid time and ±infinity the infinities.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
            let units = (seconds * Double(preferredTimescale)).rounded()
            let clamped = min(max(units, Double(Int64.min / 2)), Double(Int64.max / 2))
            self.init(value: CMTimeValue(clamped), timescale: preferredTimescale)
            if units != seconds * Double(preferredTimescale) { flags.insert(.hasBeenRounded) }
        }
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime()
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Whether the time is a number of seconds (valid, not indefinite, not infinite).
    public var isNumeric: Bool {
        isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity])
    }

    /// The time in seconds: NaN for invalid and indefinite times, ±infinity for the infinities.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric, timescale > 0 else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// The same time in `newTimescale` units, rounded to the nearest (`CMTimeConvertScale`).
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric else { return self }
        return CMTime(seconds: seconds, preferredTimescale: newTimescale)
    }
}

/// What a `CMTime` is besides its value (`CMTimeFlags`).
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    public static let impliedValueFlagsMask = CMTimeFlags(rawValue: 0x1C)
}

/// How `convertScale` rounds (ViewLab rounds to the nearest for every method).
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case `default` = 1
    case roundHalfAwayFromZero = 10
    case roundTowardZero = 2
    case roundAwayFromZero = 3
    case quickTime = 4
    case roundTowardNegativeInfinity = 5
    case roundTowardPositiveInfinity = 6
}
