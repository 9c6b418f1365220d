import Foundation

/// Foundation's `DateComponentsFormatter`: a quantity of time as text — "1:05", "1m 5s",
/// "1 min, 5 sec", "1 minute, 5 seconds", "one minute, five seconds".
///
/// swift-corelibs-foundation declares the class `unavailable` ("Not supported in
/// swift-corelibs-foundation"), so iOS code that formats a countdown or a duration does not compile
/// on Linux. This class takes its place: ObjCRuntime imports Foundation, and Swift prefers a
/// declaration from a module that imports another module over that module's own, so
/// `DateComponentsFormatter` in a file that imports UIKit (or Foundation, through the source
/// bridge) names this one.
///
/// The rules follow Apple's documentation of the class, its `UnitsStyle` and its
/// `ZeroFormattingBehavior`, with the U.S. English strings of their examples ("3y 9mo 26d 19h 17s",
/// "3 yrs, 9 mths, 26 days, 19 hr, 17 sec", "0d 1:00:00"). ViewLab formats in U.S. English only,
/// whatever the locale. Values are counted by `calendar` (default `Calendar.current`) from
/// `referenceDate` (default now), so months and years have their calendar lengths; each unit is
/// the whole number of that unit (a value is truncated, not rounded, also when
/// `maximumUnitCount` leaves units out).
open class DateComponentsFormatter: Formatter {
    /// How units are spelled (Apple's `NSDateComponentsFormatterUnitsStyle`, same raw values).
    public enum UnitsStyle: Int, Sendable {
        /// "9:41:30": hours, minutes and seconds separated by colons (larger units abbreviated in
        /// front: "0d 1:00:00").
        case positional = 0
        /// "9h 41m 30s".
        case abbreviated = 1
        /// "9 hr, 41 min, 30 sec".
        case short = 2
        /// "9 hours, 41 minutes, 30 seconds".
        case full = 3
        /// "nine hours, forty-one minutes, thirty seconds".
        case spellOut = 4
        /// "9hr 41min 30sec".
        case brief = 5
    }

    /// What happens to units whose value is 0 (Apple's `NSDateComponentsFormatterZeroFormattingBehavior`).
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Keep every allowed unit: "1h 0m 10s".
        public static let none = ZeroFormattingBehavior([])
        /// Positional: drop leading zero units, keep the rest ("1:00:10"); other styles: drop
        /// every zero unit ("1h 10s").
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        /// Zero units before the first non-zero one: ten minutes is "10m 0s".
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        /// Zero units between non-zero ones: 1 h 0 m 5 s is "0d 1h 5s".
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        /// Zero units after the last non-zero one: one hour is "0d 1h".
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        /// Every zero unit: one hour is "1h".
        public static let dropAll = ZeroFormattingBehavior(rawValue: 14)
        /// Keep zero units ("0d 1h 0m 0s", "0d 1:00:00").
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    /// How units are spelled; `.positional` by default.
    open var unitsStyle: UnitsStyle = .positional
    /// The units that may appear. Apple's default: years, months, weeks, days, hours, minutes
    /// and seconds. Other units (eras, nanoseconds…) are ignored.
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    /// What happens to zero units; `.default` by default.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The calendar that counts months and years; `Calendar.current` when nil.
    open var calendar: Calendar?
    /// The date a time interval starts at when counted in calendar units; now when nil.
    open var referenceDate: Date?
    /// Whether the smallest unit shown may carry a fraction when the value is not a whole number
    /// of it ("1.5h" when minutes are not allowed).
    open var allowsFractionalUnits = false
    /// At most this many units, the largest first (0: no limit).
    open var maximumUnitCount = 0
    /// Whether a largest unit of 1 is folded into the next ("65s" rather than "1m 5s").
    open var collapsesLargestUnit = false
    /// Whether the text starts with "About ".
    open var includesApproximationPhrase = false
    /// Whether the text ends with " remaining".
    open var includesTimeRemainingPhrase = false
    /// Kept for source compatibility; the text is always U.S. English.
    open var formattingContext: Formatter.Context = .unknown

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Formatting

    /// `obj` as a `TimeInterval` (any number) or `DateComponents`; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let components as DateComponents: return string(from: components)
        case let number as NSNumber: return string(from: number.doubleValue)
        case let interval as Double: return string(from: interval)
        case let interval as Int: return string(from: TimeInterval(interval))
        default: return nil
        }
    }

    /// A number of seconds, counted from `referenceDate` in `calendar`.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date()
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The components (a quantity of time), added to `referenceDate` in `calendar` and counted
    /// again in the allowed units: `DateComponents(minute: 65)` with hours allowed is "1:05:00".
    open func string(from components: DateComponents) -> String? {
        let start = referenceDate ?? Date()
        guard let end = resolvedCalendar.date(byAdding: components, to: start) else { return nil }
        return string(from: start, to: end)
    }

    /// The time between two dates.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let quantities = DurationQuantities(
            from: startDate, to: endDate, units: allowedUnits, calendar: resolvedCalendar,
            fractional: allowsFractionalUnits)
        guard !quantities.values.isEmpty else { return nil }
        let shown =
            quantities
            .collapsingLargestUnit(collapsesLargestUnit)
            .droppingZeros(zeroFormattingBehavior, positional: unitsStyle == .positional)
            .limited(to: maximumUnitCount)
        var text = DurationText.render(shown, style: unitsStyle)
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// The components in a style with the other settings at their defaults.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private var resolvedCalendar: Calendar { calendar ?? Calendar.current }
}
