import CoreGraphics

/// The scene that shows an app's windows on a screen (Apple: `UIWindowScene`). In ViewLab each
/// `UIScreen` has one — a stage's screen's is the stage's scene — reached as
/// `window.windowScene`, `screen.windowScene` (ViewLab) or through
/// `UIApplication.shared.connectedScenes`, the way components find the key window since iOS 13:
///
/// ```swift
/// UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
///     .first { $0.activationState == .foregroundActive }?.keyWindow
/// ```
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen, held weakly: the screen owns its scene.
    private weak var owner: UIScreen?
    /// The windows attached to the scene, oldest first (held weakly: a window that goes away
    /// leaves the scene).
    private var attached: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }
    private lazy var manager = UIStatusBarManager(scene: self)

    init(screen: UIScreen) {
        owner = screen
        super.init()
    }

    /// The screen the scene shows its windows on.
    open var screen: UIScreen { owner ?? UIScreen.main }

    /// The windows attached to the scene (hidden ones too, as on iOS), in the order they were
    /// attached.
    open var windows: [UIWindow] { attached.compactMap(\.window) }

    /// The scene's key window (iOS 15): the application's key window if it is one of the scene's
    /// windows, else nil.
    open var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }

    /// The interface orientation: `.landscapeRight` in landscape (home button on the right, as
    /// the simulator rotates), `.portrait` otherwise.
    open var interfaceOrientation: UIInterfaceOrientation { screen.isLandscape ? .landscapeRight : .portrait }

    /// The scene's traits: the screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The scene's coordinate space: the screen's (`bounds` follow the orientation).
    open var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }

    /// The status bar's frame, visibility and style for this scene.
    open var statusBarManager: UIStatusBarManager? { manager }

    /// Attaches `window` (once) at the end of `windows`.
    func attach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
        attached.append(WeakWindow(window: window))
    }

    /// Takes `window` out of `windows`.
    func detach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
    }
}
