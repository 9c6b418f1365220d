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
    /// How many `beginIgnoringInteractionEvents()` calls are not yet ended (`UIApplication+InteractionEvents`).
    var ignoredInteractionLevels = 0
    /// True while a text input becomes first responder: the one it takes over from resigns without
    /// hiding the keyboard (iOS keeps it up when focus moves between text inputs; `EditingSession`).
    var isHandingOverFirstResponder = false
    /// What `UIApplication+System` keeps (badge, idle timer, URLs asked to open).
    var systemState = SystemState()
    struct SystemState {
        var isIdleTimerDisabled = false, badgeNumber = 0, networkActivity = false
        var openedURLs: [URL] = []
    }
    /// The app delegate. A ViewLab session has no `@main` app delegate, and code written for iOS
    /// assumes one (`guard let d = UIApplication.shared.delegate else { fatalError() }`, then
    /// `d.window??.rootViewController`): until code sets its own, this is a stand-in whose `window`
    /// is the key window — the stage's window in a preview, an export or the shell — as in an iOS
    /// app without scenes, whose app delegate's `window` is the window it made key. Held weakly,
    /// as on iOS (`@property (nullable, nonatomic, assign) id<UIApplicationDelegate> delegate`).
    open var delegate: UIApplicationDelegate? {
        get { userDelegate ?? StandInApplicationDelegate.shared }
        set { userDelegate = newValue }
    }
    private weak var userDelegate: UIApplicationDelegate?
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
