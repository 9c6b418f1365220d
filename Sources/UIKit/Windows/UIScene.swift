import Foundation

/// A user-interface instance of the app (Apple: `UIScene`, iOS 13). A ViewLab session shows one
/// app in the foreground, so each screen has one scene — a `UIWindowScene` — which is active
/// (`activationState` is `.foregroundActive`) and is what `UIApplication.shared.connectedScenes`
/// holds. Scenes are made by the system, never by the app (no public initialiser, as on iOS).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The states a scene goes through (Apple: `UIScene.ActivationState`, raw values as in
    /// `UIScene.h`).
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// `.foregroundActive`: the scene is on screen and receiving events.
    open var activationState: ActivationState { .foregroundActive }

    /// The scene's title (the app switcher shows it on iPad): kept, shown nowhere.
    open var title: String! = ""

    /// The scene's delegate: kept; ViewLab calls none of its methods (there is no scene life
    /// cycle beyond the one foreground scene).
    open var delegate: UISceneDelegate?

    override init() { super.init() }

    // UIKit's scene notifications (names as in UIScene.h). ViewLab's scene is connected and
    // active from the start, so none is posted; observers compile and stay quiet.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// The scene's delegate (Apple: `UISceneDelegate`). Its methods are optional on iOS and never
/// called in ViewLab, so the protocol asks for nothing.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {}

/// A window scene's delegate (Apple: `UIWindowSceneDelegate`), which holds the scene's main window.
/// Its `window` is an optional property requirement on iOS, as `UIApplicationDelegate`'s: read
/// through the protocol (`(scene.delegate as? UIWindowSceneDelegate)?.window`) it is a `UIWindow??`.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

extension UIWindowSceneDelegate {
    /// The delegate's own `window` property read through the protocol (see
    /// `OptionalWindowRequirement`).
    public var window: UIWindow?? { OptionalWindowRequirement.read(from: self) }
}
