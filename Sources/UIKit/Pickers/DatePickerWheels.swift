import CoreGraphics
import Foundation

/// ViewLab: the data source and delegate of a date picker's wheels (iOS's date picker is a picker
/// view inside). Its columns follow the mode and the locale (`UIDatePicker` lists them); the rows
/// of the selected date are selected whenever the date changes, and a row the user picks makes a
/// new date from every column's selection.
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    enum Column: Equatable {
        case month, day, year, dayOffset, hour, minute, period, countDownHours, countDownMinutes
    }

    /// Days either side of the date on the `.dateAndTime` day wheel.
    static let dayReach = 3650
    private unowned let datePicker: UIDatePicker
    private(set) var columns: [Column] = []
    /// The date's start of day the day wheel counts from (its middle row).
    private var dayAnchor = Date()

    init(datePicker: UIDatePicker) { self.datePicker = datePicker }

    // MARK: - Columns

    func reload() {
        columns = Self.columns(for: datePicker.datePickerMode, locale: datePicker.effectiveLocale)
        let picker = datePicker.pickerView
        picker.cyclicComponents = Set(columns.indices.filter { [.month, .day, .hour, .minute].contains(columns[$0]) })
        picker.dataSource = self
        picker.delegate = self
        selectRowsForDate()
    }

    /// The columns of `mode` in `locale`'s order.
    static func columns(for mode: UIDatePicker.Mode, locale: Locale) -> [Column] {
        let twelveHour = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a").contains(
            "a")
        let periodFirst =
            (DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "").firstIndex(of: "a")
            .map { index in
                !(DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "")[..<index].contains {
                    "hHkK".contains($0)
                }
            } ?? false
        var time: [Column] = [.hour, .minute]
        if twelveHour { if periodFirst { time.insert(.period, at: 0) } else { time.append(.period) } }
        switch mode {
        case .time: return time
        case .dateAndTime: return [.dayOffset] + time
        case .countDownTimer: return [.countDownHours, .countDownMinutes]
        case .date:
            let format = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
            let order: [(Character, Column)] = [("M", .month), ("d", .day), ("y", .year)]
            return order.sorted {
                (format.firstIndex(of: $0.0) ?? format.endIndex) < (format.firstIndex(of: $1.0) ?? format.endIndex)
            }.map(\.1)
        }
    }

    // MARK: - Rows of the date

    func selectRowsForDate() {
        let picker = datePicker.pickerView
        let calendar = datePicker.effectiveCalendar
        let date = datePicker.storedDate
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        dayAnchor = calendar.startOfDay(for: date)
        let duration = Int(datePicker.storedCountDown) / 60
        for (component, column) in columns.enumerated() {
            let row: Int
            switch column {
            case .month: row = (parts.month ?? 1) - 1
            case .day: row = (parts.day ?? 1) - 1
            case .year: row = (parts.year ?? 1) - 1
            case .dayOffset: row = Self.dayReach
            case .hour: row = isTwelveHour ? ((parts.hour ?? 0) + 11) % 12 : (parts.hour ?? 0)
            case .minute: row = (parts.minute ?? 0) / datePicker.storedMinuteInterval
            case .period: row = (parts.hour ?? 0) >= 12 ? 1 : 0
            case .countDownHours: row = duration / 60
            case .countDownMinutes: row = (duration % 60) / datePicker.storedMinuteInterval
            }
            picker.selectRow(row, inComponent: component, animated: false)
        }
        picker.setNeedsDisplay()
    }

    private var isTwelveHour: Bool { columns.contains(.period) }

    // MARK: - UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard columns.indices.contains(component) else { return 0 }
        switch columns[component] {
        case .month: return 12
        case .day: return 31
        case .year: return 10_000
        case .dayOffset: return 2 * Self.dayReach + 1
        case .hour: return isTwelveHour ? 12 : 24
        case .minute, .countDownMinutes: return 60 / datePicker.storedMinuteInterval
        case .period: return 2
        case .countDownHours: return 24
        }
    }

    // MARK: - UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard columns.indices.contains(component) else { return nil }
        let calendar = datePicker.effectiveCalendar, interval = datePicker.storedMinuteInterval
        switch columns[component] {
        case .month: return calendar.monthSymbols[row % 12]
        case .day: return "\(row + 1)"
        case .year: return "\(row + 1)"
        case .dayOffset: return dayTitle(offset: row - Self.dayReach, calendar: calendar)
        case .hour: return isTwelveHour ? "\(row + 1)" : String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * interval)
        case .period: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: return "\(row * interval) min"
        }
    }

    /// Each column as wide as its widest title plus 12 pt at each side (the day-of-year column:
    /// a long sample day).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard columns.indices.contains(component) else { return 0 }
        let calendar = datePicker.effectiveCalendar
        let samples: [String]
        switch columns[component] {
        case .month: samples = calendar.monthSymbols
        case .day, .hour, .minute: samples = ["00"]
        case .year: samples = ["0000"]
        case .dayOffset: samples = ["Wed Sep 30", dayTitle(offset: 0, calendar: calendar)]
        case .period: samples = [calendar.amSymbol, calendar.pmSymbol]
        case .countDownHours: samples = ["23 hours"]
        case .countDownMinutes: samples = ["59 min"]
        }
        let attributes: [NSAttributedString.Key: Any] = [.font: UIPickerView.titleFont]
        return (samples.map { ($0 as NSString).size(withAttributes: attributes).width }.max() ?? 0).rounded(.up) + 24
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard datePicker.datePickerMode != .countDownTimer else {
            let hours = pickerView.selectedRow(inComponent: 0),
                minutes = pickerView.selectedRow(inComponent: 1) * datePicker.storedMinuteInterval
            return datePicker.userDidPick(countDown: TimeInterval(hours * 3600 + minutes * 60))
        }
        datePicker.userDidPick(date: dateOfSelectedRows(pickerView))
    }

    /// The date every column's selected row spells (a day past the month's end: its last day).
    private func dateOfSelectedRows(_ pickerView: UIPickerView) -> Date {
        let calendar = datePicker.effectiveCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: datePicker.storedDate)
        var dayOffset = 0, pm = (parts.hour ?? 0) >= 12
        for (component, column) in columns.enumerated() {
            let row = pickerView.selectedRow(inComponent: component)
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = row + 1
            case .dayOffset: dayOffset = row - Self.dayReach
            case .hour: parts.hour = isTwelveHour ? row + 1 : row
            case .minute: parts.minute = row * datePicker.storedMinuteInterval
            case .period: pm = row == 1
            case .countDownHours, .countDownMinutes: break
            }
        }
        if isTwelveHour, let hour = parts.hour { parts.hour = hour % 12 + (pm ? 12 : 0) }
        if let day = parts.day, let month = parts.month, let year = parts.year,
            let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let days = calendar.range(of: .day, in: .month, for: first)?.count
        {
            parts.day = min(day, days)
        }
        let date = calendar.date(from: parts) ?? datePicker.storedDate
        return calendar.date(byAdding: .day, value: dayOffset, to: date) ?? date
    }

    /// "Today", or the weekday, month and day ("Mon Dec 7" in en_US) of the day `offset` days on.
    private func dayTitle(offset: Int, calendar: Calendar) -> String {
        let day = calendar.date(byAdding: .day, value: offset, to: dayAnchor) ?? dayAnchor
        if calendar.isDateInToday(day) { return "Today" }
        let formatter = DateFormatter()
        formatter.locale = datePicker.effectiveLocale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        return formatter.string(from: day).replacingOccurrences(of: ",", with: "")
    }
}
