@_spi(ViewLab) import CoreGraphics
import Foundation
@testable import UIKit
import TestSupport
import ViewLabRender
import XCTest

/// `UIDatePicker` (Apple, UIDatePicker / UIDatePickerStyle documentation): the resolved style, the
/// wheels' columns by mode and locale, limits, the minute interval, events, and its looks.
@MainActor
final class UIDatePickerTests: XCTestCase {
    let utc = TimeZone(identifier: "UTC")!

    /// 2026-03-14 15:37 UTC.
    var sample: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: 2026, month: 3, day: 14, hour: 15, minute: 37))!
    }

    private func datePicker(_ mode: UIDatePicker.Mode, style: UIDatePickerStyle = .wheels, locale: String = "en_US")
        -> UIDatePicker
    {
        let picker = UIDatePicker(frame: CGRect(origin: .zero, size: UIPickerView.standardSize))
        picker.timeZone = utc
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = sample
        return picker
    }

    private func titles(_ picker: UIDatePicker) -> [String] {
        let wheel = picker.pickerView
        return (0..<wheel.numberOfComponents).map { component in
            picker.wheels.pickerView(
                wheel, titleForRow: wheel.selectedRow(inComponent: component), forComponent: component) ?? "?"
        }
    }

    func testTheStyleResolvesAsIOS14Does() async {
        let picker = UIDatePicker()
        XCTAssertEqual(picker.datePickerMode, .dateAndTime)
        XCTAssertEqual(picker.preferredDatePickerStyle, .automatic)
        XCTAssertEqual(picker.datePickerStyle, .compact, "automatic: compact for dates and times")
        picker.datePickerMode = .countDownTimer
        XCTAssertEqual(picker.datePickerStyle, .wheels, "a countdown has only wheels")
        picker.preferredDatePickerStyle = .inline
        XCTAssertEqual(picker.datePickerStyle, .wheels)
        picker.datePickerMode = .date
        XCTAssertEqual(picker.datePickerStyle, .inline)
        XCTAssertTrue(picker.pickerView.isHidden, "the wheels show only in the wheels style")
    }

    func testTheWheelsFollowTheModeAndTheLocale() async {
        XCTAssertEqual(titles(datePicker(.date)), ["March", "14", "2026"], "en_US: month, day, year")
        XCTAssertEqual(titles(datePicker(.date, locale: "en_GB")), ["14", "March", "2026"], "en_GB: day first")
        XCTAssertEqual(titles(datePicker(.time)), ["3", "37", "PM"], "12-hour clock with AM/PM last")
        XCTAssertEqual(titles(datePicker(.time, locale: "de_DE")), ["15", "37"], "24-hour clock")
        XCTAssertEqual(titles(datePicker(.dateAndTime)), ["Sat Mar 14", "3", "37", "PM"])
        let countdown = datePicker(.countDownTimer)
        countdown.countDownDuration = 5_430  // 1 h 30 min 30 s: whole minutes
        XCTAssertEqual(countdown.countDownDuration, 5_400)
        XCTAssertEqual(titles(countdown), ["1 hour", "30 min"])
        XCTAssertEqual(datePicker(.time).intrinsicContentSize, CGSize(width: 320, height: 216))
    }

    func testLimitsAndTheMinuteInterval() async {
        let picker = datePicker(.time)
        picker.minuteInterval = 15
        picker.date = sample
        XCTAssertEqual(picker.date, sample.addingTimeInterval(-7 * 60), "15:37 rounds down to 15:30")
        XCTAssertEqual(picker.pickerView.numberOfRows(inComponent: 1), 4)
        XCTAssertEqual(titles(picker), ["3", "30", "PM"])
        picker.minuteInterval = 7
        XCTAssertEqual(picker.minuteInterval, 15, "an interval that does not divide 60 is ignored")
        picker.minimumDate = sample.addingTimeInterval(3600)
        XCTAssertEqual(picker.date, sample.addingTimeInterval(3600), "the date moves up to the minimum")
        picker.maximumDate = sample.addingTimeInterval(7200)
        picker.date = sample.addingTimeInterval(86_400)
        XCTAssertEqual(picker.date, sample.addingTimeInterval(7200))
    }

    func testTappingAWheelRowChangesTheDateAndSendsValueChanged() async {
        let picker = datePicker(.date)
        let (window, log) = hostControl(picker, at: CGPoint(x: 0, y: 100))
        picker.setDate(sample.addingTimeInterval(86_400), animated: true)
        XCTAssertEqual(log.valueChanges, 0, "setting the date in code sends nothing")
        picker.date = sample
        let wheel = picker.pickerView
        let day = wheel.componentFrames()[1]
        let center = wheel.convert(CGPoint(x: day.midX, y: 108 + 108 * sin(32 / 108)), to: window)
        _ = window.tap(at: center)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        XCTAssertEqual(calendar.component(.day, from: picker.date), 15, "the row under the middle: the 15th")
        XCTAssertEqual(log.valueChanges, 1)
        // The 31st of a month with 30 days is its last day.
        picker.date = calendar.date(from: DateComponents(year: 2026, month: 4, day: 29, hour: 12))!
        _ = window.tap(at: wheel.convert(CGPoint(x: day.midX, y: 108 + 108 * sin(64 / 108)), to: window))
        XCTAssertEqual(calendar.dateComponents([.month, .day], from: picker.date), DateComponents(month: 4, day: 30))
    }

    func testCompactSizeIsItsPills() async {
        let picker = datePicker(.dateAndTime, style: .compact)
        let font = UIFont.systemFont(ofSize: 17)
        // Foundation's short time puts a narrow no-break space before "PM", as iOS 17 does.
        XCTAssertEqual(
            picker.pillTexts.map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }, ["Mar 14, 2026", "3:37 PM"])
        let date = (picker.pillTexts[0] as NSString).size(withAttributes: [.font: font]).width
        let time = (picker.pillTexts[1] as NSString).size(withAttributes: [.font: font]).width
        XCTAssertEqual(picker.intrinsicContentSize.width, (date + 22).rounded(.up) + (time + 22).rounded(.up) + 6)
        XCTAssertEqual(picker.intrinsicContentSize.height, 34)
        picker.datePickerMode = .time
        XCTAssertEqual(picker.intrinsicContentSize.width, (time + 22).rounded(.up))
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = .date
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 330))
    }

    /// VoiceOver reads a picker's selected rows and a compact picker's date and time, so the audit
    /// finds labels on both (and the wheels' picker view is the date picker's element).
    func testAccessibilityLabelsAndTheAudit() async throws {
        let wheels = datePicker(.date)
        XCTAssertEqual(wheels.pickerView.accessibilityLabel, "March, 14, 2026")
        XCTAssertTrue(wheels.pickerView.accessibilityTraits.contains(.adjustable))
        XCTAssertFalse(wheels.isAccessibilityElement)
        let compact = datePicker(.date, style: .compact)
        XCTAssertTrue(compact.isAccessibilityElement)
        XCTAssertEqual(compact.accessibilityLabel, "Mar 14, 2026")
        compact.accessibilityLabel = "Birthday"
        XCTAssertEqual(compact.accessibilityLabel, "Birthday", "a label set wins")
        let stage = Stage()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 280))
        card.backgroundColor = .white
        stage.root.addSubview(card)
        wheels.frame.origin = CGPoint(x: 10, y: 0)
        compact.frame = CGRect(origin: CGPoint(x: 10, y: 226), size: compact.intrinsicContentSize)
        card.addSubview(wheels)
        card.addSubview(compact)
        let report = try AccessibilityAudit.run(card, named: "card", on: stage)
        XCTAssertEqual(report.findings.filter { $0.rule == .label || $0.rule == .hiddenInteractive }.map(\.line), [])
    }

    func testGoldens() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try renderControlPanel(size: CGSize(width: 660, height: 440), style: style) { panel in
                let wheels = self.datePicker(.dateAndTime)
                wheels.frame.origin = CGPoint(x: 0, y: 0)
                let compact = self.datePicker(.dateAndTime, style: .compact)
                compact.frame = CGRect(origin: CGPoint(x: 0, y: 230), size: compact.intrinsicContentSize)
                let countdown = self.datePicker(.countDownTimer)
                countdown.countDownDuration = 2 * 3600 + 15 * 60
                countdown.frame.origin = CGPoint(x: 0, y: 224 + 50)
                countdown.frame.size.height = 160
                let inline = self.datePicker(.date, style: .inline)
                inline.frame = CGRect(origin: CGPoint(x: 330, y: 0), size: inline.intrinsicContentSize)
                let time = self.datePicker(.time, style: .wheels)
                time.frame = CGRect(x: 330, y: 330, width: 320, height: 110)
                [wheels, compact, countdown, inline, time].forEach(panel.addSubview)
            }
            GoldenImage.assertMatches(image: image, named: "datepicker-\(style == .dark ? "dark" : "light")")
        }
    }
}
