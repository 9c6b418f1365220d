import Foundation

/// The app's way into the user's calendars (Apple, `EKEventStore`). ViewLab runs on no device
/// with calendars: the authorization status is `.notDetermined` until the app asks, and asking
/// is answered as a user who declines answers (`granted` false, then `.denied`), on the main
/// queue, as iOS calls back after the prompt. With no access there is nothing to read
/// (`events(matching:)` is empty, there are no calendars), and saving throws, as iOS throws
/// without access. So calendar components compile and draw their grid without events.
open class EKEventStore: NSObject {
    public typealias RequestAccessCompletionHandler = (_ granted: Bool, _ error: Error?) -> Void

    nonisolated(unsafe) private static var asked: Set<UInt> = []  // main thread only, as iOS's prompts
    private static let lock = NSLock()

    public override init() { super.init() }

    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
        lock.lock()
        defer { lock.unlock() }
        return asked.contains(entityType.rawValue) ? .denied : .notDetermined
    }

    open func requestAccess(to entityType: EKEntityType, completion: @escaping RequestAccessCompletionHandler) {
        Self.lock.lock()
        Self.asked.insert(entityType.rawValue)
        Self.lock.unlock()
        nonisolated(unsafe) let completion = completion  // called once, on the main queue
        DispatchQueue.main.async { completion(false, nil) }
    }

    /// iOS 17's request for full access to events.
    open func requestFullAccessToEvents(completion: @escaping RequestAccessCompletionHandler) {
        requestAccess(to: .event, completion: completion)
    }

    /// iOS 17's request for write-only access to events.
    open func requestWriteOnlyAccessToEvents(completion: @escaping RequestAccessCompletionHandler) {
        requestAccess(to: .event, completion: completion)
    }

    /// iOS 17's request for full access to reminders.
    open func requestFullAccessToReminders(completion: @escaping RequestAccessCompletionHandler) {
        requestAccess(to: .reminder, completion: completion)
    }

    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    open var defaultCalendarForNewEvents: EKCalendar? { nil }

    /// A predicate for the events between two dates (in `calendars`; nil: all).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?)
        -> NSPredicate
    {
        NSPredicate(value: false)
    }

    open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
    open func enumerateEvents(
        matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {}

    open func save(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws { try save(event, span: span) }
    open func remove(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws { try remove(event, span: span) }
    open func commit() throws {}
    open func reset() {}
}
