import Foundation

/// Core Media's time arithmetic: sums, differences and comparisons of numeric times in seconds
/// (the result in the larger timescale); an invalid operand makes the result invalid, infinities
/// stay infinite, and the invalid time is less than every other, as Core Media orders times.
extension CMTime: Comparable {
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }

    /// Equal times hash alike (1/2 and 2/4 seconds are the same time).
    public func hash(into hasher: inout Hasher) {
        if isNumeric {
            hasher.combine(seconds)
        } else {
            hasher.combine(isValid)
            hasher.combine(flags.intersection([.indefinite, .positiveInfinity, .negativeInfinity]).rawValue)
        }
    }
}

/// `value / timescale` seconds.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// `seconds` in `preferredTimescale` units.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds (NaN for invalid and indefinite times).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// The sum of two times.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, +) }

/// The difference of two times.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, -) }

/// A time `multiplier` times as long.
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    guard time.isNumeric else { return time }
    return CMTime(value: time.value * Int64(multiplier), timescale: time.timescale)
}

/// A time `multiplier` times as long, in the same timescale.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isNumeric else { return time }
    return CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
}

/// -1, 0 or 1 as `lhs` is earlier than, the same as or later than `rhs` (`CMTimeCompare`): the
/// invalid time first, then negative infinity, numbers, indefinite, positive infinity.
public func CMTimeCompare(_ lhs: CMTime, _ rhs: CMTime) -> Int32 {
    func rank(_ time: CMTime) -> Int {
        if !time.isValid { return 0 }
        if time.isNegativeInfinity { return 1 }
        if time.isNumeric { return 2 }
        if time.isIndefinite { return 3 }
        return 4
    }
    let (a, b) = (rank(lhs), rank(rhs))
    if a != b { return a < b ? -1 : 1 }
    guard a == 2 else { return 0 }
    // Exact: value₁ · timescale₂ against value₂ · timescale₁.
    let left = lhs.value.multipliedFullWidth(by: Int64(rhs.timescale))
    let right = rhs.value.multipliedFullWidth(by: Int64(lhs.timescale))
    if left.high != right.high { return left.high < right.high ? -1 : 1 }
    if left.low != right.low { return left.low < right.low ? -1 : 1 }
    return 0
}

/// The earlier / later of two times.
public func CMTimeMinimum(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { CMTimeCompare(lhs, rhs) <= 0 ? lhs : rhs }
public func CMTimeMaximum(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { CMTimeCompare(lhs, rhs) >= 0 ? lhs : rhs }

/// `lhs op rhs` for two times: exact in a common timescale when it fits, else in seconds.
private func combine(_ lhs: CMTime, _ rhs: CMTime, _ op: (Double, Double) -> Double) -> CMTime {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    guard lhs.isNumeric, rhs.isNumeric else {
        let result = op(lhs.isNumeric ? 0 : lhs.seconds, rhs.isNumeric ? 0 : rhs.seconds)
        if result.isNaN { return .indefinite }
        return result > 0 ? .positiveInfinity : .negativeInfinity
    }
    let scale = max(lhs.timescale, rhs.timescale)
    return CMTime(seconds: op(lhs.seconds, rhs.seconds), preferredTimescale: scale)
}
