import Foundation

/// The app delegate `UIApplication.shared.delegate` answers until code sets its own (a ViewLab
/// preview, export or shell session runs no `UIApplicationMain` and so makes no app delegate). Its
/// `window`, read through `UIApplicationDelegate`, is the key window: in an iOS app without scenes
/// the app delegate's `window` is the window it made key and visible (Apple, "Managing your app's
/// life cycle": the app delegate creates the window in `application(_:didFinishLaunchingWithOptions:)`).
@MainActor
final class StandInApplicationDelegate: UIResponder, UIApplicationDelegate {
    static let shared = StandInApplicationDelegate()

    /// The application's key window (the stage's window while one is shown).
    var keyWindow: UIWindow? { UIApplication.shared.keyWindow }
}
