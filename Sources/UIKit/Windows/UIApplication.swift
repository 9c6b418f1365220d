import Foundation

/// The application object: the last responder in the chain (after the key window).
open class UIApplication: UIResponder {
    /// The singleton app instance.
    public static let shared = UIApplication()

    /// The windows made key so far that are still alive (the most recently made key is last).
    /// Held weakly: a stage that goes away takes its window with it.
    public var windows: [UIWindow] { windowRefs.compactMap(\.window) }
    struct WeakWindow { weak var window: UIWindow? }
    var windowRefs: [WeakWindow] = []
    /// What `UIApplication+System` keeps (badge, idle timer, URLs asked to open).
    var systemState = SystemState()
    struct SystemState {
        var isIdleTimerDisabled = false, badgeNumber = 0, networkActivity = false
        var openedURLs: [URL] = []
    }
    /// The app delegate: nil unless set (a ViewLab session has no `@main` app delegate).
    open weak var delegate: UIApplicationDelegate?
    /// The key window (`makeKeyAndVisible()` sets it).
    public internal(set) weak var keyWindow: UIWindow?

    /// The layout direction of the user interface: the main screen's (`:rtl on` makes it right to
    /// left).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIScreen.main.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether `touchesBegan` etc. reached the end of the chain (a ViewLab hint for `:tap`).
    public private(set) var unhandledTouchCount = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { unhandledTouchCount += 1 }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
