import Foundation

/// The U.S. English text of `DateComponentsFormatter`'s unit styles, as Apple documents them:
/// "3y 9mo 26d 19h 17s" (abbreviated), "3 yrs, 9 mths, 26 days, 19 hr, 17 sec" (short),
/// "3 years, 9 months, 26 days, 19 hours, 17 seconds" (full), "three years, nine months,
/// twenty-six days, nineteen hours, seventeen seconds" (spell-out), "3yrs 9mths 26days 19hr
/// 17sec" (brief) and "0d 1:00:00" / "9:41:30" (positional).
enum DurationText {
    static func render(_ quantities: DurationQuantities, style: DateComponentsFormatter.UnitsStyle) -> String {
        let text: String
        switch style {
        case .positional: text = positional(quantities.values)
        case .abbreviated:
            text = quantities.values.map { number($0.amount) + abbreviation($0.unit) }.joined(separator: " ")
        case .brief:
            text = quantities.values.map { number($0.amount) + briefName($0.unit, plural: isPlural($0.amount)) }.joined(
                separator: " ")
        case .short:
            text = quantities.values.map { number($0.amount) + " " + shortName($0.unit, plural: isPlural($0.amount)) }
                .joined(separator: ", ")
        case .full:
            text = quantities.values.map { number($0.amount) + " " + fullName($0.unit, plural: isPlural($0.amount)) }
                .joined(separator: ", ")
        case .spellOut:
            text = quantities.values.map {
                SpelledNumber.english($0.amount) + " " + fullName($0.unit, plural: isPlural($0.amount))
            }.joined(separator: ", ")
        }
        return quantities.isNegative ? "-" + text : text
    }

    /// Calendar units abbreviated in front, then the clock units joined by colons: the first
    /// as it is, the others with two digits.
    private static func positional(_ values: [DurationQuantities.Value]) -> String {
        let calendarPart = values.filter { !$0.unit.isClock }.map { number($0.amount) + abbreviation($0.unit) }
        let clock = values.filter(\.unit.isClock)
        let clockPart = clock.enumerated().map { index, value -> String in
            let digits = number(value.amount, grouping: false)
            return index == 0 || value.amount >= 10 ? digits : "0" + digits
        }
        return (calendarPart + (clockPart.isEmpty ? [] : [clockPart.joined(separator: ":")])).joined(separator: " ")
    }

    /// English plural rule: 1 is singular, everything else (0, 2, 1.5) plural.
    private static func isPlural(_ amount: Double) -> Bool { amount != 1 }

    /// `1234` → "1,234"; a fraction with at most two decimals ("1.5").
    static func number(_ amount: Double, grouping: Bool = true) -> String {
        let whole = Int(amount.rounded(.towardZero))
        var digits = String(whole.magnitude)
        if grouping {
            var groups: [Substring] = []
            var rest = Substring(digits)
            while rest.count > 3 {
                groups.insert(rest.suffix(3), at: 0)
                rest = rest.dropLast(3)
            }
            groups.insert(rest, at: 0)
            digits = groups.joined(separator: ",")
        }
        let hundredths = Int(((amount - Double(whole)) * 100).rounded())
        guard hundredths > 0 else { return digits }
        var fraction = hundredths < 10 ? "0\(hundredths)" : "\(hundredths)"
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return digits + "." + fraction
    }

    private static func abbreviation(_ unit: DurationQuantities.Unit) -> String {
        switch unit {
        case .year: return "y"
        case .month: return "mo"
        case .week: return "w"
        case .day: return "d"
        case .hour: return "h"
        case .minute: return "m"
        case .second: return "s"
        }
    }

    private static func shortName(_ unit: DurationQuantities.Unit, plural: Bool) -> String {
        switch unit {
        case .year: return plural ? "yrs" : "yr"
        case .month: return plural ? "mths" : "mth"
        case .week: return plural ? "wks" : "wk"
        case .day: return plural ? "days" : "day"
        case .hour: return "hr"
        case .minute: return "min"
        case .second: return "sec"
        }
    }

    /// Brief is short without the space: "3yrs 9mths 26days 19hr 17sec".
    private static func briefName(_ unit: DurationQuantities.Unit, plural: Bool) -> String {
        shortName(unit, plural: plural)
    }

    private static func fullName(_ unit: DurationQuantities.Unit, plural: Bool) -> String {
        let singular: String
        switch unit {
        case .year: singular = "year"
        case .month: singular = "month"
        case .week: singular = "week"
        case .day: singular = "day"
        case .hour: singular = "hour"
        case .minute: singular = "minute"
        case .second: singular = "second"
        }
        return plural ? singular + "s" : singular
    }
}
