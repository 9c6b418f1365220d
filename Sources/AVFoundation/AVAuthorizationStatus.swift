import Foundation

/// Whether the app may capture a medium (`AVAuthorizationStatus`).
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
}
