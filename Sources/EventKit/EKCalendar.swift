import CoreGraphics
import Foundation

/// A calendar events belong to (Apple, `EKCalendar`): its title, colour and identifier.
open class EKCalendar: EKObject {
    open var title = ""
    open var cgColor: CGColor = CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    public let calendarIdentifier = UUID().uuidString
    public let allowedEntityTypes: EKEntityMask
    open var allowsContentModifications: Bool { true }
    open var isImmutable: Bool { false }

    public init(for entityType: EKEntityType, eventStore: EKEventStore) {
        allowedEntityTypes = entityType == .event ? .event : .reminder
        super.init()
    }
}
