import Foundation

/// EventKit's errors (Apple, `EKError`, domain `EKErrorDomain`), with Apple's codes.
public struct EKError: Error, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case eventNotMutable = 0, noCalendar = 1, noStartDate = 2, noEndDate = 3, datesInverted = 4
        case internalFailure = 5, calendarReadOnly = 6, durationGreaterThanRecurrence = 7
        case alarmGreaterThanRecurrence = 8, startDateTooFarInFuture = 9, startDateCollidesWithOtherOccurrence = 10
        case objectBelongsToDifferentStore = 11, invitesCannotBeMoved = 12, invalidSpan = 13
        case calendarHasNoSource = 14, calendarSourceCannotBeModified = 15, calendarIsImmutable = 16
        case sourceDoesNotAllowCalendarAddDelete = 17, recurringReminderRequiresDueDate = 18
        case structuredLocationsNotSupported = 19, reminderLocationsNotSupported = 20
        case alarmProximityNotSupported = 21, calendarDoesNotAllowEvents = 22
        case calendarDoesNotAllowReminders = 23, sourceDoesNotAllowReminders = 24
        case sourceDoesNotAllowEvents = 25, priorityIsInvalid = 26, invalidEntityType = 27
        case procedureAlarmsNotMutable = 28, eventStoreNotAuthorized = 29, osNotSupported = 30
    }

    public static let errorDomain = "EKErrorDomain"
    public let code: Code

    public init(_ code: Code) { self.code = code }

    public var description: String { "EKErrorDomain error \(code.rawValue) (\(code))" }
}
