import Foundation

/// The application's system-facing state, as iOS reports it for an app in the foreground on the
/// device ViewLab shows. Deprecated status-bar API still compiles and answers what the main
/// screen's scene's `UIStatusBarManager` answers.
extension UIApplication {
    /// `.active`: a ViewLab session is an app in the foreground.
    public var applicationState: State { .active }

    /// Apple's application states.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// The text size the user chose: the main screen's (`:textsize`, a preview's text-size trait).
    public var preferredContentSizeCategory: UIContentSizeCategory { UIScreen.main.preferredContentSizeCategory }

    /// The interface orientation of the screen shown (`:orientation`, a preview's orientation).
    public var statusBarOrientation: UIInterfaceOrientation { UIScreen.main.windowScene.interfaceOrientation }

    /// The scenes connected to the app: ViewLab's one foreground scene, the main screen's — a
    /// stage's while it works (so code running in a preview or the shell finds its own window).
    public var connectedScenes: Set<UIScene> { [UIScreen.main.windowScene] }

    /// False: a ViewLab session shows one scene.
    public var supportsMultipleScenes: Bool { false }

    /// Hidden in landscape on iPhones, shown otherwise (the main screen's scene's
    /// `statusBarManager`, which replaced these properties in iOS 13).
    public var isStatusBarHidden: Bool { UIScreen.main.windowScene.statusBarManager?.isStatusBarHidden ?? true }

    /// The status bar's frame in screen coordinates (see `UIStatusBarManager`); `.zero` when hidden.
    public var statusBarFrame: CGRect { UIScreen.main.windowScene.statusBarManager?.statusBarFrame ?? .zero }

    /// `.default` (the app sets its own through its view controllers on iOS 9 and later).
    public var statusBarStyle: UIStatusBarStyle { .default }

    /// Deprecated in iOS 9 (Apple: "Use -[UIViewController preferredStatusBarStyle]"); with the
    /// default `UIViewControllerBasedStatusBarAppearance` of YES, iOS ignores the call, and so does
    /// ViewLab: `statusBarStyle` stays what the controllers say.
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {}

    /// Deprecated in iOS 9, ignored as iOS ignores it under view-controller-based status bar
    /// appearance (use `prefersStatusBarHidden`).
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {}

    /// The orientations the app supports in `window`: all on iPad, all but upside down on iPhone
    /// (the defaults of an app's Info.plist as Xcode makes it).
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        UIScreen.main.device.idiom == .pad ? .all : .allButUpsideDown
    }

    /// Kept: the screen never dims in ViewLab.
    public var isIdleTimerDisabled: Bool {
        get { systemState.isIdleTimerDisabled }
        set { systemState.isIdleTimerDisabled = newValue }
    }
    /// Kept, shown nowhere.
    public var applicationIconBadgeNumber: Int {
        get { systemState.badgeNumber }
        set { systemState.badgeNumber = newValue }
    }
    /// Kept, shown nowhere (deprecated on iOS 13).
    public var isNetworkActivityIndicatorVisible: Bool {
        get { systemState.networkActivity }
        set { systemState.networkActivity = newValue }
    }

    /// Whether an app is installed that opens `url`: true for the schemes every iPhone handles
    /// (`http`, `https`, `mailto`, `tel`, `sms`, `maps`, `facetime`), false otherwise (Apple also
    /// answers false for schemes not listed in `LSApplicationQueriesSchemes`).
    public func canOpenURL(_ url: URL) -> Bool {
        ["http", "https", "mailto", "tel", "sms", "maps", "facetime"].contains(url.scheme?.lowercased() ?? "")
    }

    /// Records the request and logs it to standard error (`viewlab: open https://…`); nothing is
    /// opened. The completion handler gets what `canOpenURL(_:)` answers, on the next run-loop
    /// turn, as iOS calls it asynchronously on the main queue.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        FileHandle.standardError.write(Data("viewlab: open \(url.absoluteString) (recorded, not opened)\n".utf8))
        let success = canOpenURL(url)
        if let completion { DispatchQueue.main.async { completion(success) } }
    }

    /// ViewLab: the URLs `open(_:options:completionHandler:)` was asked to open, oldest first.
    public internal(set) var openedURLs: [URL] {
        get { systemState.openedURLs }
        set { systemState.openedURLs = newValue }
    }

    /// Options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = Self(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The string that opens this app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    // Status-bar notifications (UIKit's names; never posted: ViewLab's orientation changes with
    // `:orientation`, which lays the screen out again).
    public static let willChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    public static let didChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")
    public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
}

/// The status bar's content style.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}
