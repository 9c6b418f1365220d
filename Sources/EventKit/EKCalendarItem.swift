import Foundation

/// What events and reminders share (Apple, `EKCalendarItem`): title, notes, location, calendar.
open class EKCalendarItem: EKObject {
    open var title: String!
    open var notes: String?
    open var location: String?
    open var url: URL?
    open var calendar: EKCalendar!
    open var timeZone: TimeZone?
    public let calendarItemIdentifier = UUID().uuidString
    open var hasNotes: Bool { notes?.isEmpty == false }
}
