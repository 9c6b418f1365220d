/// Which occurrences of a recurring event a save or removal touches (Apple's raw values).
public enum EKSpan: Int, Sendable {
    case thisEvent = 0, futureEvents = 1
}
