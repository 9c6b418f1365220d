import Foundation

/// The window notifications, as UIKit declares them (`UIWindow.didBecomeKeyNotification` is
/// `NSNotification.Name("UIWindowDidBecomeKeyNotification")`, and so on; Apple, UIWindow
/// documentation, "Notifications"). Each is posted on the default center with the window as
/// its object and no user info: "Posted whenever a UIWindow object becomes the key window" /
/// "resigns its status as main window" (posted after `becomeKey()` / `resignKey()`, which
/// `makeKey()` calls), "becomes visible" / "becomes hidden" (`isHidden` changed, or
/// `makeKeyAndVisible()`).
extension UIWindow {
    public static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = NSNotification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = NSNotification.Name("UIWindowDidResignKeyNotification")

    /// Posts one of the window notifications with this window as the object.
    func post(_ name: NSNotification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
