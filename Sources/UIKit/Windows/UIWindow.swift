import CoreGraphics
@_spi(ViewLab) import QuartzCore

/// The backdrop of an app's user interface and the root of a view tree: it takes its traits and
/// safe area from its screen, hosts the root view controller's view and dispatches touches.
///
/// ViewLab's window also owns the run loop turn (`runTurn()`, see `UIWindow+RunLoop`), the
/// orientation of its screen (`setLandscape(_:)`) and a touch injector (`tap(at:)`,
/// `drag(from:to:steps:)` in `UIWindow+Touches`).
open class UIWindow: UIView {
    /// The screen the window is shown on. Changing it resizes a full-screen window to the new
    /// screen's bounds (safe area and traits follow at the next layout).
    public var screen: UIScreen {
        didSet {
            guard screen !== oldValue else { return }
            if let scene = attachedScene, scene.screen !== screen {
                scene.detach(self)
                attach(to: screen.windowScene)
            }
            if frame.size == oldValue.bounds.size { frame = screen.bounds }
            setNeedsLayout()
        }
    }

    /// ViewLab: the theme this window's views resolve system colours against — set on the window
    /// like a trait override (`traitOverrides` on iOS 17), it is the `theme` trait of every view
    /// in it. Nil: the views use `Theme.current`.
    @_spi(ViewLab) public var theme: Theme? {
        didSet {
            guard theme != oldValue else { return }
            themedTraits = nil
            setNeedsLayout()  // traits are delivered in the next layout pass
        }
    }
    /// The screen's traits with `theme` laid over, and the screen traits they were made from.
    private var themedTraits: (screen: UITraitCollection, traits: UITraitCollection)?

    /// The traits the window inherits: its screen's, with its `theme` laid over.
    var inheritedTraits: UITraitCollection {
        let screenTraits = screen.traitCollection
        guard let theme else { return screenTraits }
        if let themedTraits, themedTraits.screen === screenTraits { return themedTraits.traits }
        let traits = screenTraits.overlaying(UITraitCollection(theme: theme))
        themedTraits = (screenTraits, traits)
        return traits
    }

    /// ViewLab: the media clock this window's animations run on while it works (see
    /// `UIWindow+Environment`); nil: whatever clock is current.
    @_spi(ViewLab) public var mediaClock: CAMediaClock?

    /// ViewLab: the log of the lifecycle callbacks of this window's views (`:trace`, lessons'
    /// checks). A new window takes `LifecycleLog.current` (the host's shared log, or the one the
    /// stage at work bound); a stage gives its window a log of its own.
    @_spi(ViewLab) public var lifecycleLog = LifecycleLog.current

    /// Run-loop turns made so far.
    public internal(set) var turnCount = 0
    /// ViewLab's clock for touches and gestures, in seconds (advanced by the touch injector).
    public internal(set) var currentTime: TimeInterval = 0
    var touchSession: TouchSession?
    /// The window shown above this one that took the current touch (`windowTakingTouch(at:)`).
    var touchTakenBy: UIWindow?
    /// Work due after the next layout pass: `viewDidAppear(_:)` of controllers whose views entered
    /// the window, the ends of transitions (`UIViewController+Appearance`).
    var afterLayout: [() -> Void] = []
    /// The software keyboard while it is shown or animating (`UIWindow+Keyboard.swift`).
    var keyboardPanel: KeyboardPanelView?
    /// ViewLab: whether a first responder docks the software keyboard in this window (true). A
    /// preview's container screen (a controller at `.fixedLayout` size) is no device and docks
    /// none, as with a hardware keyboard: no panel, no keyboard notifications.
    @_spi(ViewLab) public var docksSoftwareKeyboard = true
    var lastTap: (time: TimeInterval, point: CGPoint, count: Int)?
    /// The scene the window is attached to (`windowScene`): its screen's, until set otherwise.
    weak var attachedScene: UIWindowScene?

    /// Dispatches an event to the views and gesture recognizers of the window: the application
    /// sends every touch event here (`UIWindow+Touches`). Subclasses override it to observe
    /// events and call `super` to deliver them, as on iOS.
    open func sendEvent(_ event: UIEvent) { sendEventImpl(event) }

    /// A window on `UIScreen.main`, with `frame` in screen coordinates.
    /// As on iOS, a new window is hidden until `makeKeyAndVisible()` (or `isHidden = false`).
    public override init(frame: CGRect) {
        screen = UIScreen.main
        super.init(frame: frame)
        layer.isHidden = true  // hidden from the start: no "did become hidden" notification
        attach(to: screen.windowScene)
        UIWindow.installTransactionFlush
    }

    /// ViewLab: a full-screen window on `screen`.
    public init(screen: UIScreen) {
        self.screen = screen
        super.init(frame: screen.bounds)
        layer.isHidden = true
        attach(to: screen.windowScene)
        UIWindow.installTransactionFlush
    }

    /// A window attached to `windowScene`, filling its screen (Apple: `init(windowScene:)`,
    /// iOS 13; hidden until `makeKeyAndVisible()`, as every new window).
    public init(windowScene: UIWindowScene) {
        self.screen = windowScene.screen
        super.init(frame: windowScene.screen.bounds)
        layer.isHidden = true
        attach(to: windowScene)
        UIWindow.installTransactionFlush
    }

    public required init?(coder: NSCoder) {
        screen = UIScreen.main
        super.init(coder: coder)
        attach(to: screen.windowScene)
    }

    // MARK: - Root view controller

    /// The controller whose view fills the window. Setting it installs the view (sized to the
    /// window, flexible width and height) in place of the previous controller's.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            // The appearance callbacks follow the view in and out of the window
            // (`UIViewController+Appearance`): `viewWillAppear` now, `viewDidAppear` after the
            // next layout pass; the old root gets `viewWillDisappear`/`viewDidDisappear`.
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
    }

    // MARK: - Key window

    /// Whether this is the application's key window.
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Makes the window key and shows it (unhides it).
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    open func makeKey() {
        let app = UIApplication.shared
        app.windowRefs.removeAll { $0.window == nil || $0.window === self }
        app.windowRefs.append(UIApplication.WeakWindow(window: self))
        let previous = app.keyWindow
        app.keyWindow = self
        if previous !== self {
            if let previous {
                previous.resignKey()
                previous.post(UIWindow.didResignKeyNotification)
            }
            becomeKey()
            post(UIWindow.didBecomeKeyNotification)
        }
    }

    /// Called when the window becomes the key window (`makeKey()`); "never call this method
    /// directly", override it (Apple, `becomeKey()`).
    open func becomeKey() {}
    /// Called when the window stops being the key window.
    open func resignKey() {}

    /// Where the window sits among the windows (`.normal`, `.statusBar`, `.alert`, or between):
    /// kept; ViewLab draws the stage's window only, so it orders nothing.
    open var windowLevel: UIWindow.Level = .normal

    /// A window's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// The window's undo manager, which the responders in it share (Apple: the responder chain's
    /// `undoManager` ends at the window's).
    open override var undoManager: UndoManager? {
        if let made = windowUndoManager { return made }
        let made = UndoManager()
        windowUndoManager = made
        return made
    }
    /// The undo manager, once asked for (each event closes its automatic group).
    var windowUndoManager: UndoManager?

    // MARK: - Safe area

    /// The device's safe-area insets for the orientation, clipped to the part of the screen the
    /// window covers.
    var deviceSafeAreaInsets: UIEdgeInsets {
        let device = screen.device.safeAreaInsets(landscape: screen.isLandscape)
        let safe = screen.bounds.inset(by: device)
        let f = frame
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, v), max(0, limit)) }
        return UIEdgeInsets(
            top: clamp(safe.minY - f.minY, f.height), left: clamp(safe.minX - f.minX, f.width),
            bottom: clamp(f.maxY - safe.maxY, f.height), right: clamp(f.maxX - safe.maxX, f.width))
    }

    // MARK: - Orientation

    /// ViewLab: rotates the screen to landscape or portrait as a device rotation does on iOS:
    /// the root view controller gets `viewWillTransition(to:with:)` (its coordinator runs the
    /// alongside blocks at once, then the completions), the screen bounds swap, the window is
    /// resized to them (the root view follows by autoresizing), the safe area and size classes
    /// update, and the tree is laid out.
    open func setLandscape(_ landscape: Bool) {
        guard landscape != screen.isLandscape else { return }
        let newSize = screen.device.size(landscape: landscape)
        let coordinator = UIViewControllerTransitionCoordinator()
        rootViewController?.viewWillTransition(to: newSize, with: coordinator)
        screen.isLandscape = landscape
        if frame.size == screen.device.size(landscape: !landscape) { frame = screen.bounds }
        // no notifications (ViewLab)
        if let panel = keyboardPanel, panel.isShown { panel.frame = dockedKeyboardFrame(shown: true) }
        coordinator.runAnimations()
        UIView.runLayout(from: self)
        coordinator.runCompletions()
    }
}
