/// The kinds of calendar items (Apple's raw values): events and reminders.
public enum EKEntityType: UInt, Sendable {
    case event = 0, reminder = 1
}
