import Foundation

/// The app delegate protocol (Apple, `UIApplicationDelegate`), for code that reaches
/// `UIApplication.shared.delegate?.window`. Every requirement is optional on iOS; here each has a
/// default: launch succeeds, the orientations of `supportedInterfaceOrientations(for:)`.
///
/// `window` is an *optional property requirement* on iOS (`@property (nullable, nonatomic, strong)
/// UIWindow *window;` in `@optional`), so read through the protocol it has one optional more than
/// its type: `UIApplication.shared.delegate?.window` is a `UIWindow??` — nil when the delegate does
/// not implement it, `.some(nil)` when it does and has no window. Code written for iOS spells it
/// that way (`delegate?.window??.rootViewController`, `if let w = delegate?.window { w?.… }`), so
/// here it is not a requirement but the member below, of that type, which reads the conforming
/// class's own `window` property; on the class itself (`appDelegate.window` with `appDelegate:
/// AppDelegate`) it stays the class's `UIWindow?`, as on iOS.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
    /// The delegate's `window` read through the protocol, as iOS reads an optional property
    /// requirement: nil when the class declares no stored `window` property, else `.some` of its
    /// value (found by reflection, stored properties only, as a class declares it for iOS: `var
    /// window: UIWindow?`). The stand-in delegate (see `UIApplication.delegate`) answers the key
    /// window.
    public var window: UIWindow?? {
        if let standIn = self as? StandInApplicationDelegate { return .some(standIn.keyWindow) }
        return OptionalWindowRequirement.read(from: self)
    }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    {
        application.supportedInterfaceOrientations(for: window)
    }
}

extension UIApplication {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = Self(rawValue: "UIApplicationLaunchOptionsURLKey")
    }
}
