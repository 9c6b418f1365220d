extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the subscription
    /// (Apple, `Subscribers.Demand`). Apple's arithmetic: adding to or multiplying `.unlimited`
    /// stays unlimited, and so does an overflow; subtracting anything from `.unlimited` stays
    /// unlimited; subtracting `.unlimited` from a finite demand, or any result below zero, is
    /// `.max(0)` ("A negative demand is impossible").
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The count, or `UInt.max` for unlimited.
        let rawValue: UInt

        init(rawValue: UInt) { self.rawValue = rawValue }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(rawValue: .max)
        /// A request for no elements from the publisher (`.max(0)`).
        public static let none = Demand(rawValue: 0)

        /// Creates a demand for the given maximum number of elements; `value` must not be negative.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand cannot be negative")
            return Demand(rawValue: UInt(value))
        }

        /// The number of requested values, or nil if unlimited.
        public var max: Int? { self == .unlimited ? nil : Int(clamping: rawValue) }

        public var description: String { self == .unlimited ? "unlimited" : "max(\(rawValue))" }

        public init(from decoder: Decoder) throws { rawValue = try decoder.singleValueContainer().decode(UInt.self) }
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited || rhs == .unlimited { return .unlimited }
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow || sum == .max ? .unlimited : Demand(rawValue: sum)
        }
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - Demand(rawValue: rhs.magnitude) : lhs + Demand(rawValue: UInt(rhs))
        }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited { return .none }
            return rhs.rawValue > lhs.rawValue ? .none : Demand(rawValue: lhs.rawValue - rhs.rawValue)
        }
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs + Demand(rawValue: rhs.magnitude) : lhs - Demand(rawValue: UInt(rhs))
        }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func * (lhs: Demand, rhs: Int) -> Demand {
            precondition(rhs >= 0, "demand cannot be negative")
            if lhs == .unlimited { return rhs == 0 ? .none : .unlimited }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
            return overflow || product == .max ? .unlimited : Demand(rawValue: product)
        }
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Comparisons with a count: `.unlimited` is greater than every `Int`.
        public static func == (lhs: Demand, rhs: Int) -> Bool { rhs >= 0 && lhs.rawValue == UInt(rhs) }
        public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
        public static func != (lhs: Int, rhs: Demand) -> Bool { !(rhs == lhs) }
        public static func < (lhs: Demand, rhs: Int) -> Bool { rhs > 0 && lhs.rawValue < UInt(rhs) }
        public static func > (lhs: Demand, rhs: Int) -> Bool { rhs < 0 || lhs.rawValue > UInt(rhs) }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { !(lhs > rhs) }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { !(lhs < rhs) }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
    }
}
