import Foundation

/// A quantity of time split into `DateComponentsFormatter`'s units, largest first, with the
/// formatter's unit-selection rules (zero units, collapsing, unit count) as value transforms.
struct DurationQuantities {
    /// The units the formatter writes, largest first.
    enum Unit: Int, CaseIterable {
        case year, month, week, day, hour, minute, second

        var calendarUnit: NSCalendar.Unit {
            switch self {
            case .year: return .year
            case .month: return .month
            case .week: return .weekOfMonth
            case .day: return .day
            case .hour: return .hour
            case .minute: return .minute
            case .second: return .second
            }
        }

        /// The length in seconds of the units that have one (weeks and shorter).
        var seconds: Double? {
            switch self {
            case .year, .month: return nil
            case .week: return 604_800
            case .day: return 86_400
            case .hour: return 3_600
            case .minute: return 60
            case .second: return 1
            }
        }

        /// Whether positional style writes it in the "h:mm:ss" part.
        var isClock: Bool { self == .hour || self == .minute || self == .second }
    }

    struct Value: Equatable {
        var unit: Unit
        /// A whole number, except for the smallest unit with fractional units allowed.
        var amount: Double
    }

    var values: [Value]
    /// Whether the end lies before the start.
    var isNegative = false

    init(values: [Value], isNegative: Bool = false) {
        self.values = values
        self.isNegative = isNegative
    }

    /// Counts the time from `start` to `end` in `units`: years and months by `calendar` (their
    /// lengths vary), the rest by their fixed lengths; each unit truncated to a whole number.
    init(from start: Date, to end: Date, units: NSCalendar.Unit, calendar: Calendar, fractional: Bool) {
        let allowed = Unit.allCases.filter { units.contains($0.calendarUnit) }
        isNegative = end < start
        let (from, to) = isNegative ? (end, start) : (start, end)
        var cursor = from
        values = []
        let monthly = allowed.filter { $0.seconds == nil }
        if !monthly.isEmpty {
            let components = calendar.dateComponents(
                Set(monthly.map { $0 == .year ? Calendar.Component.year : .month }), from: from, to: to)
            for unit in monthly {
                values.append(
                    Value(unit: unit, amount: Double(unit == .year ? components.year ?? 0 : components.month ?? 0)))
            }
            cursor = calendar.date(byAdding: components, to: from) ?? from
        }
        var remaining = max(0, to.timeIntervalSince(cursor))
        for unit in allowed {
            guard let length = unit.seconds else { continue }
            let whole = (remaining / length).rounded(.towardZero)
            values.append(Value(unit: unit, amount: whole))
            remaining -= whole * length
        }
        if fractional, let last = values.indices.last, let length = values[last].unit.seconds, remaining > 0 {
            values[last].amount += remaining / length
        }
    }

    /// Folds a largest non-zero unit of exactly 1 into the next unit ("65s" for 1 min 5 s), when
    /// the two have a fixed ratio.
    func collapsingLargestUnit(_ collapse: Bool) -> DurationQuantities {
        guard collapse, let first = values.firstIndex(where: { $0.amount != 0 }), values[first].amount == 1,
            first + 1 < values.count
        else { return self }
        let (larger, smaller) = (values[first].unit, values[first + 1].unit)
        let ratio: Double
        if let big = larger.seconds, let small = smaller.seconds {
            ratio = big / small
        } else if larger == .year && smaller == .month {
            ratio = 12
        } else {
            return self
        }
        var copy = self
        copy.values[first + 1].amount += ratio
        copy.values.remove(at: first)
        return copy
    }

    /// Leaves out zero units as `behavior` says (Apple's `ZeroFormattingBehavior`: `.default`
    /// is `.dropLeading` for positional style and `.dropAll` otherwise; `.pad` keeps them). A
    /// positional value keeps its last two units when they are leading zeros ("0:05"); a value
    /// with every unit dropped keeps its smallest ("0s").
    func droppingZeros(_ behavior: DateComponentsFormatter.ZeroFormattingBehavior, positional: Bool)
        -> DurationQuantities
    {
        var drop = behavior
        if drop.contains(.pad) { return self }
        if drop.contains(.default) { drop.formUnion(positional ? .dropLeading : .dropAll) }
        let nonZero = values.indices.filter { values[$0].amount != 0 }
        let first = nonZero.first ?? values.count
        let last = nonZero.last ?? -1
        var kept = values.indices.filter { index in
            if values[index].amount != 0 { return true }
            // Leading zeros of a positional value stop at its last two units ("0:05").
            if index < first { return !drop.contains(.dropLeading) || (positional && index >= values.count - 2) }
            if index > last { return !drop.contains(.dropTrailing) }
            return !drop.contains(.dropMiddle)
        }
        if kept.isEmpty, let smallest = values.indices.last { kept = [smallest] }
        return DurationQuantities(values: kept.map { values[$0] }, isNegative: isNegative)
    }

    /// At most `count` units, the largest first (0: all).
    func limited(to count: Int) -> DurationQuantities {
        guard count > 0, values.count > count else { return self }
        return DurationQuantities(values: Array(values.prefix(count)), isNegative: isNegative)
    }
}
