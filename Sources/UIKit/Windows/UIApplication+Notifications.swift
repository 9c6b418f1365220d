import Foundation

/// The app life-cycle notification names, as UIKit declares them (`UIApplication.didBecomeActiveNotification`
/// is `NSNotification.Name("UIApplicationDidBecomeActiveNotification")`, and so on; Apple, UIApplication
/// documentation, "Notifications"). Components observe them to pause and resume animations. A
/// ViewLab session has no app life cycle, so they are **never posted**; observing them compiles and
/// does nothing.
extension UIApplication {
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = NSNotification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}
