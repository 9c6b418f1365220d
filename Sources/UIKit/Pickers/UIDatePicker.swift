import CoreGraphics
import Foundation

/// A control for entering a date, a time or a countdown duration (Apple, UIDatePicker
/// documentation), drawn as iOS 14–17 draw its styles.
///
/// - `preferredDatePickerStyle` (default `.automatic`) resolves into `datePickerStyle`: `.automatic`
///   is `.compact` for the date and time modes and `.wheels` for `.countDownTimer` (iOS 14's change
///   of the default look; a countdown has only wheels).
/// - `.wheels` (`UIDatePicker+Wheels.swift`): a `UIPickerView` subview (320 × 216) whose columns
///   follow the mode and the locale's order and clock — `.date`: month, day, year (en_US order);
///   `.time`: hour, minute, AM/PM (12-hour locales); `.dateAndTime`: "Today" or "Mon Dec 7", hour,
///   minute, AM/PM; `.countDownTimer`: "N hours", "N min". Months, days, hours and minutes repeat
///   round their wheels. Tapping a row selects it: the date changes, is kept in
///   `minimumDate…maximumDate`, and `.valueChanged` is sent.
/// - `.compact` (`UIDatePicker+Compact.swift`): the date (medium style) and/or the time (short style)
///   in rounded pills (`.tertiarySystemFill`, radius 6, 34 pt tall, 17-pt text, 11 pt inside, 6 pt
///   apart); the intrinsic size is the pills'.
/// - `.inline` (`UIDatePicker+Inline.swift`): for dates, a month calendar (header, weekday letters,
///   the days, the selected one on a tinted circle) 320 × 330 (the time's pill under it for
///   `.dateAndTime`: 374); for `.time`, the time's pill. Simpler than iOS's (no month/year wheel,
///   no chevrons to page, no weekday highlighting beyond "today" in the tint colour).
/// - Setting `date` (or `setDate(_:animated:)`) sends no event, as on iOS; it is kept within the
///   minimum and maximum dates and rounded down to `minuteInterval` minutes (1…30, a divisor of 60;
///   other values are ignored, as iOS ignores them).
open class UIDatePicker: UIControl {
    /// What the picker enters.
    public enum Mode: Int, Sendable {
        case time = 0, date = 1, dateAndTime = 2, countDownTimer = 3
    }

    /// The date (default: now).
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    open var datePickerMode: Mode = .dateAndTime { didSet { configurationDidChange() } }
    /// The style asked for (default `.automatic`).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { configurationDidChange() } }
    open var minimumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    open var maximumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    /// The locale of the columns' order, names and clock (nil: the current locale).
    open var locale: Locale? { didSet { configurationDidChange() } }
    open var calendar: Calendar! {
        get { storedCalendar }
        set { storedCalendar = newValue ?? .current; configurationDidChange() }
    }
    open var timeZone: TimeZone? { didSet { configurationDidChange() } }
    /// Minutes between the minute wheel's rows (default 1; 1…30 dividing 60).
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            guard (1...30).contains(newValue), 60 % newValue == 0 else { return }
            storedMinuteInterval = newValue
            configurationDidChange()
        }
    }
    /// The countdown's duration in seconds (`.countDownTimer`; 0–86,399, whole minutes).
    open var countDownDuration: TimeInterval {
        get { storedCountDown }
        set {
            guard newValue.isFinite else { return }
            storedCountDown = min(max(0, (newValue / 60).rounded(.down) * 60), 86_340)
            wheels.selectRowsForDate()
            setNeedsDisplay()
        }
    }
    open var roundsToMinuteInterval = true

    var storedDate = Date()
    var storedCalendar = Calendar.current
    var storedMinuteInterval = 1
    var storedCountDown: TimeInterval = 0
    let pickerView = UIPickerView()
    lazy var wheels = DatePickerWheels(datePicker: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDatePicker()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDatePicker()
        decodeDatePicker(coder)
    }

    private func configureDatePicker() {
        contentMode = .redraw
        isOpaque = false
        pickerView.frame = bounds
        pickerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(pickerView)
        configurationDidChange()
    }

    /// The style drawn: the preferred one, `.automatic` resolved.
    open var datePickerStyle: UIDatePickerStyle {
        switch preferredDatePickerStyle {
        case .automatic: return datePickerMode == .countDownTimer ? .wheels : .compact
        case .compact, .inline: return datePickerMode == .countDownTimer ? .wheels : preferredDatePickerStyle
        case .wheels: return .wheels
        }
    }

    /// Sets the date (kept within the limits, rounded to `minuteInterval`); no event is sent.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        wheels.selectRowsForDate()
        setNeedsDisplay()
    }

    // MARK: - Size

    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic: return UIPickerView.standardSize
        case .compact: return compactSize
        case .inline: return inlineSize
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        pickerView.frame = bounds
    }

    open override func draw(_ rect: CGRect) {
        switch datePickerStyle {
        case .wheels, .automatic: return
        case .compact: drawCompact()
        case .inline: drawInline()
        }
    }

    // MARK: - Values

    /// The calendar with the picker's time zone.
    var effectiveCalendar: Calendar {
        var calendar = storedCalendar
        if let timeZone { calendar.timeZone = timeZone }
        calendar.locale = effectiveLocale
        return calendar
    }

    var effectiveLocale: Locale { locale ?? .current }

    /// `date` within the limits, its seconds dropped and its minutes rounded down to the interval.
    func clamped(_ date: Date) -> Date {
        var result = date
        let calendar = effectiveCalendar
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: result)
        if let minute = parts.minute { parts.minute = minute - minute % storedMinuteInterval }
        result = calendar.date(from: parts) ?? result
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// The user picked a value: the date (or duration) changes and `.valueChanged` is sent.
    func userDidPick(date: Date) {
        storedDate = clamped(date)
        wheels.selectRowsForDate()
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    func userDidPick(countDown duration: TimeInterval) {
        storedCountDown = min(max(0, duration), 86_340)
        sendActions(for: .valueChanged)
    }

    /// The compact and inline styles are one element reading the date and time shown (the wheels'
    /// picker view is the element in the wheels style).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (datePickerStyle == .wheels ? nil : pillTexts.joined(separator: " ")) }
        set { super.accessibilityLabel = newValue }
    }

    private func configurationDidChange() {
        isAccessibilityElement = datePickerStyle != .wheels
        pickerView.isHidden = datePickerStyle != .wheels
        wheels.reload()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}

/// The look of a date picker (Apple, UIDatePickerStyle documentation).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0, wheels = 1, compact = 2, inline = 3
}
