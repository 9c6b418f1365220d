/// Whether the app may read or write the user's calendars (Apple's raw values; iOS 17 renamed
/// `.authorized` `.fullAccess` and added `.writeOnly`).
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, fullAccess = 3, writeOnly = 4

    @available(*, deprecated, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}
