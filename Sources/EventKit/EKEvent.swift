import Foundation

/// An event in a calendar (Apple, `EKEvent`): its start and end dates and whether it lasts all
/// day. Made by `EKEvent(eventStore:)`, as on iOS.
open class EKEvent: EKCalendarItem {
    open var startDate: Date!
    open var endDate: Date!
    open var isAllDay = false
    open var eventIdentifier: String? { calendarItemIdentifier }
    open var occurrenceDate: Date! { startDate }

    public init(eventStore: EKEventStore) { super.init() }

    /// Orders events by start date (Apple, `compareStartDate(with:)`).
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        (startDate ?? .distantPast).compare(other.startDate ?? .distantPast)
    }
}
