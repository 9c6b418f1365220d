import Foundation
import UIKit
import XCTest

/// `DateComponentsFormatter`, which swift-corelibs-foundation leaves `unavailable`: the name
/// resolves to ViewLab's class through `import UIKit` and `import Foundation` together, and every
/// expected string is an example from Apple's documentation of the class (U.S. English).
final class DateComponentsFormatterTests: XCTestCase {
    /// 3 years, 9 months, 26 days, 19 hours and 17 seconds after 2001-01-01 UTC.
    let start = Date(timeIntervalSinceReferenceDate: 0)
    var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    func formatter(
        _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit? = nil,
        zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default
    ) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        if let units { formatter.allowedUnits = units }
        formatter.zeroFormattingBehavior = zeros
        formatter.calendar = utc
        formatter.referenceDate = start
        return formatter
    }

    /// `UnitsStyle`'s documented example: 3 years, 9 months, 26 days, 19 hours, 17 seconds.
    func testEachStyleSpellsApplesExample() throws {
        let components = DateComponents(year: 3, month: 9, day: 26, hour: 19, second: 17)
        let units: NSCalendar.Unit = [.year, .month, .day, .hour, .minute, .second]
        XCTAssertEqual(formatter(.abbreviated, units).string(from: components), "3y 9mo 26d 19h 17s")
        XCTAssertEqual(formatter(.short, units).string(from: components), "3 yrs, 9 mths, 26 days, 19 hr, 17 sec")
        XCTAssertEqual(
            formatter(.full, units).string(from: components), "3 years, 9 months, 26 days, 19 hours, 17 seconds")
        XCTAssertEqual(
            formatter(.spellOut, units).string(from: components),
            "three years, nine months, twenty-six days, nineteen hours, seventeen seconds")
        XCTAssertEqual(formatter(.brief, units).string(from: components), "3yrs 9mths 26days 19hr 17sec")
    }

    /// The `UnitsStyle` overview's 9 hours, 41 minutes and 30 seconds, and `.positional`'s
    /// "one hour and ten minutes is 1:10:00".
    func testPositionalAndSpellOutOfAnInterval() {
        let hms: NSCalendar.Unit = [.hour, .minute, .second]
        XCTAssertEqual(
            formatter(.spellOut, hms).string(from: 9 * 3600 + 41 * 60 + 30),
            "nine hours, forty-one minutes, thirty seconds")
        XCTAssertEqual(formatter(.positional, hms).string(from: 9 * 3600 + 41 * 60 + 30), "9:41:30")
        XCTAssertEqual(formatter(.positional, hms).string(from: 3600 + 600), "1:10:00")
    }

    /// `ZeroFormattingBehavior`'s documented examples, one per behaviour.
    func testZeroFormattingBehaviours() {
        let hms: NSCalendar.Unit = [.hour, .minute, .second]
        let dhms: NSCalendar.Unit = [.day, .hour, .minute, .second]
        XCTAssertEqual(formatter(.positional, hms).string(from: 3610), "1:00:10", "default, positional")
        XCTAssertEqual(formatter(.abbreviated, dhms).string(from: 3610), "1h 10s", "default, abbreviated")
        XCTAssertEqual(formatter(.abbreviated, hms, zeros: .none).string(from: 3610), "1h 0m 10s", "none")
        XCTAssertEqual(formatter(.abbreviated, dhms, zeros: .dropLeading).string(from: 600), "10m 0s", "dropLeading")
        XCTAssertEqual(formatter(.abbreviated, dhms, zeros: .dropMiddle).string(from: 3605), "0d 1h 5s", "dropMiddle")
        XCTAssertEqual(formatter(.abbreviated, dhms, zeros: .dropTrailing).string(from: 3600), "0d 1h", "dropTrailing")
        XCTAssertEqual(formatter(.abbreviated, dhms, zeros: .dropAll).string(from: 3600), "1h", "dropAll")
        XCTAssertEqual(formatter(.positional, dhms, zeros: .pad).string(from: 3600), "0d 1:00:00", "pad, positional")
        XCTAssertEqual(formatter(.abbreviated, dhms, zeros: .pad).string(from: 3600), "0d 1h 0m 0s", "pad, abbreviated")
    }

    /// A countdown label's usual settings: minutes and seconds.
    func testCountdownStyles() {
        let ms: NSCalendar.Unit = [.minute, .second]
        XCTAssertEqual(formatter(.positional, ms).string(from: 65), "1:05")
        XCTAssertEqual(formatter(.positional, ms).string(from: 5), "0:05")
        XCTAssertEqual(formatter(.short, ms).string(from: 65), "1 min, 5 sec")
        XCTAssertEqual(formatter(.full, ms).string(from: 61), "1 minute, 1 second")
        XCTAssertEqual(formatter(.abbreviated, ms).string(from: 0), "0s")
        XCTAssertEqual(formatter(.positional, ms).string(from: 65.9), "1:05", "truncated, not rounded")
        XCTAssertEqual(formatter(.positional, ms).string(from: -65), "-1:05")
        XCTAssertNil(formatter(.positional, ms).string(from: .nan))
    }

    func testUnitCountCollapsingFractionsAndPhrases() {
        let hms: NSCalendar.Unit = [.hour, .minute, .second]
        let count = formatter(.abbreviated, hms)
        count.maximumUnitCount = 1
        XCTAssertEqual(count.string(from: 3600 + 10 * 60 + 5), "1h")
        let collapse = formatter(.abbreviated, [.minute, .second])
        collapse.collapsesLargestUnit = true
        XCTAssertEqual(collapse.string(from: 65), "65s")
        XCTAssertEqual(collapse.string(from: 125), "2m 5s", "only a largest unit of 1 collapses")
        let fraction = formatter(.abbreviated, [.hour])
        fraction.allowsFractionalUnits = true
        XCTAssertEqual(
            fraction.string(from: 5400), "1.5h", "Apple's example: 1h 30m as 1.5h when minutes are not allowed")
        let phrases = formatter(.full, [.minute])
        phrases.includesApproximationPhrase = true
        phrases.includesTimeRemainingPhrase = true
        XCTAssertEqual(phrases.string(from: 300), "About 5 minutes remaining")
    }

    /// Months and years are counted by the calendar from the reference date; `string(for:)`
    /// takes numbers and components.
    func testCalendarUnitsAndStringForObjects() {
        let f = formatter(.full, [.month, .day])
        XCTAssertEqual(f.string(from: 31 * 86400 + 86400), "1 month, 1 day", "January has 31 days")
        f.referenceDate = utc.date(from: DateComponents(year: 2001, month: 2, day: 1))
        XCTAssertEqual(f.string(from: 31 * 86400 + 86400), "1 month, 4 days", "February 2001 has 28")
        XCTAssertEqual(f.string(for: NSNumber(value: 86400)), "1 day")
        XCTAssertEqual(f.string(for: DateComponents(day: 2)), "2 days")
        XCTAssertNil(f.string(for: "soon"))
        XCTAssertEqual(
            DateComponentsFormatter.localizedString(from: DateComponents(hour: 2, minute: 5), unitsStyle: .abbreviated),
            "2h 5m")
        XCTAssertEqual(formatter(.short, [.hour]).string(from: 1_234 * 3600), "1,234 hr")
    }
}
