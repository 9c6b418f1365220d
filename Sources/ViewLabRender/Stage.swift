@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import UIKit
import ViewLabSupport

/// ViewLab: a simulated device screen — a real `UIWindow` on a `UIScreen` of a `DeviceProfile`,
/// with a root view controller whose view is `root`, an appearance and an orientation. The shell
/// edits a stage's tree; previews are hosted on one. Rendering runs one run-loop turn (main
/// queue → traits and layout → display) and composites the layer tree with `layer.render(in:)`.
///
/// A stage owns what a render depends on, as values — no process-wide state is swapped:
/// - its **screen** (`screen`, the window's `screen`; views read `window.screen` and
///   `traitCollection.displayScale`, as Apple asks since `UIScreen.main` was deprecated in iOS 16);
/// - its **theme** (`theme`): the `theme` trait of its window, which system colours resolve
///   against;
/// - its **media clock** (`clock`), which animations on it run on;
/// - its **lifecycle log** (`lifecycleLog`, the window's), which `:trace` reads.
///
/// While the stage works — `perform(_:)`, which every turn and render goes through — those are
/// also bound, scoped to the work and to the thread, where code reads them without a view:
/// `UIScreen.main` is the stage's screen (so `UIScreen.main.scale` is right, as on the device
/// that runs the code), `CACurrentMediaTime()` reads the stage's clock, fonts and
/// `UIColor(named:)` made then take the stage's theme (`Theme.current`).
///
/// A stage is `@MainActor`, as the window, controllers and views it owns are (UIKit's classes are
/// main-actor, as on iOS): it is made, edited and rendered on the main thread. What crosses to
/// other threads is a rendered `CGImage` (encoding, comparison and file writing do not touch it).
@MainActor
public final class Stage {
    /// The stage's root controller: its view is the stage's `root`.
    public final class RootViewController: UIViewController {
        /// Called with the new size when the device rotates (ViewLab: for tracing).
        public var onTransition: ((CGSize) -> Void)?
        public override func viewWillTransition(
            to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
        ) {
            super.viewWillTransition(to: size, with: coordinator)
            onTransition?(size)
        }
    }

    /// The simulated device; changing it puts the window on a new screen of that device.
    public var device: DeviceProfile {
        didSet {
            guard device != oldValue else { return }
            screen = UIScreen(device: device, landscape: isLandscape)
            applySettings(to: screen)
            window.screen = screen
        }
    }
    /// Landscape or portrait; changing it rotates the window as a device rotation does.
    public var isLandscape = false {
        didSet { window.setLandscape(isLandscape) }
    }
    /// Light or dark appearance of the screen (traits flow down from the window).
    public var appearance: UIUserInterfaceStyle = .light {
        didSet { applySettings(to: screen) }
    }
    /// The user's text size (Dynamic Type).
    public var contentSizeCategory: UIContentSizeCategory = .large {
        didSet {
            applySettings(to: screen)
            guard contentSizeCategory != oldValue else { return }
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: nil,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: contentSizeCategory])
        }
    }
    /// Normal or increased contrast (Settings › Accessibility › Increase Contrast).
    public var accessibilityContrast: UIAccessibilityContrast = .normal {
        didSet { applySettings(to: screen) }
    }
    /// Left-to-right or right-to-left, as the device's language sets it.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight {
        didSet { applySettings(to: screen) }
    }

    /// Settings › Accessibility › Reduce Motion (`UIAccessibility.isReduceMotionEnabled`).
    public var reducesMotion = false {
        didSet { applySettings(to: screen) }
    }

    /// Puts the stage's user settings on a screen (its traits flow down from the window).
    private func applySettings(to screen: UIScreen) {
        screen.userInterfaceStyle = appearance
        screen.preferredContentSizeCategory = contentSizeCategory
        screen.layoutDirection = layoutDirection
        screen.accessibilityContrast = accessibilityContrast
        screen.isReduceMotionEnabled = reducesMotion
    }

    /// The screen the stage's window is on (`UIScreen.main` while the stage works).
    public private(set) var screen: UIScreen
    /// The theme the stage's views resolve system colours against (the window's `theme` trait);
    /// nil: the host's (`Theme.active`).
    @_spi(ViewLab) public var theme: Theme? {
        get { window.theme }
        set { window.theme = newValue }
    }
    /// The media clock this stage owns (its window's `mediaClock`), if any: a preview render gives
    /// each stage a fresh one. Nil: the stage runs on the host's clock (the shell's, a test's).
    @_spi(ViewLab) public let ownClock: CAMediaClock?
    /// The media clock animations on this stage run on (`CACurrentMediaTime()` while it works):
    /// its own, else the host's current one.
    @_spi(ViewLab) public var clock: CAMediaClock { ownClock ?? CAMediaClock.current }
    /// What the stage's views did: layout, draw and trait callbacks (its window's log).
    @_spi(ViewLab) public var lifecycleLog: LifecycleLog { window.lifecycleLog }
    /// The window everything is shown in.
    public let window: UIWindow
    /// The root view controller (its view is `root`).
    public let rootViewController: RootViewController
    /// The screen's root view (`root` in the shell).
    public let root: UIView
    /// The last frame, for incremental renders.
    private let frameCache = FrameCache()
    /// The render server this stage's frames are drawn with: its pooled off-screen surfaces and
    /// shadow bitmaps live as long as the stage (Core Animation's render server, one per stage).
    @_spi(ViewLab) public var renderServer: RenderServer { frameCache.server }
    /// What the last render's run-loop turn did (lifecycle events, diagnostics).
    public private(set) var lastTurn: UIWindow.TurnReport?

    /// A stage showing `device`. `theme` nil uses the host's theme; `clock` is the media clock
    /// its animations run on — nil: the host's (`CAMediaClock.current`, which the shell moves
    /// with `:time`); a preview render gives each stage a fresh one.
    @_spi(ViewLab) public init(device: DeviceProfile = .iPhone15, theme: Theme?, clock: CAMediaClock? = nil) {
        HostEnvironment.provideResourceFolders()
        self.device = device
        self.ownClock = clock
        let screen = UIScreen(device: device), window = UIWindow(screen: screen), log = LifecycleLog()
        self.screen = screen
        self.window = window
        window.lifecycleLog = log
        window.mediaClock = clock
        window.theme = theme
        // The root controller's view is made as the stage's work (its `loadView` sizes it to `UIScreen.main`).
        rootViewController = UIWindow.withEnvironment(
            screen: screen, lifecycleLog: log, mediaClock: clock, theme: theme
        ) {
            let controller = RootViewController()
            controller.view.backgroundColor = .systemBackground
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return controller
        }
        root = rootViewController.view
    }

    /// A stage showing `device` with the host's theme and clock.
    public convenience init(device: DeviceProfile = .iPhone15) {
        self.init(device: device, theme: nil, clock: nil)
    }

    /// Runs `body` as this stage's work (as `UIWindow.performWithEnvironment` of its window): with
    /// the stage's screen as `UIScreen.main`, its log as `LifecycleLog.current`, and its own clock
    /// and theme, if it has them, as `CAMediaClock.current` (what `CACurrentMediaTime()` reads and
    /// animations run on) and `Theme.current`. The bindings are scoped to `body` and to this
    /// thread; nothing process-wide changes. Nesting is fine.
    @_spi(ViewLab) public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        try UIWindow.withEnvironment(
            screen: screen, lifecycleLog: window.lifecycleLog, mediaClock: ownClock, theme: theme, body)
    }

    /// What a whole-screen render draws: the root view, or the window when it shows more than the
    /// root (a presented controller's container, or a presentation that took the root's place) or
    /// when windows are shown in front of it (a toast's own window, drawn over it).
    @_spi(ViewLab) public var screenView: UIView {
        root.superview === window && window.subviews.count == 1 && window.windowsShownAbove.isEmpty ? root : window
    }

    /// The screen size in points for the current orientation.
    public var size: CGSize { screen.bounds.size }

    /// The traits views on this stage inherit (the window's).
    public var traits: UITraitCollection { window.traitCollection }

    /// Runs one run-loop turn on the window (main queue, traits, layout, display).
    @discardableResult
    public func runTurn() -> UIWindow.TurnReport {
        let report = perform { window.runTurn() }
        lastTurn = report
        return report
    }

    /// Renders the whole screen (or just `view`) at `scale` (default: the device scale), after a
    /// run-loop turn. A view that is in no hierarchy is hosted in the window for the render (so
    /// that it gets the stage's traits) and removed again.
    public func render(_ view: UIView? = nil, scale: CGFloat? = nil) throws -> CGImage {
        try renderFrame(view, options: RenderOptions(scale: scale)).image
    }

    /// Renders like `render(_:scale:)` with `options`, and says what the frame cost.
    @_spi(ViewLab) public func renderFrame(_ view: UIView? = nil, options: RenderOptions) throws -> RenderResult {
        try perform { try renderFrameOnStage(view, options: options) }
    }

    private func renderFrameOnStage(_ view: UIView?, options: RenderOptions) throws -> RenderResult {
        let hosted = view.map { $0.superview == nil && !($0 is UIWindow) } ?? false
        if hosted, let view { window.addSubview(view) }
        defer { if hosted { view?.removeFromSuperview() } }
        runTurn()
        // The whole screen is chosen after the turn: what it ran (a `viewDidAppear(_:)` that
        // presents, or makes a text field first responder and so shows the keyboard) may have
        // added to the window.
        let target = view ?? screenView
        let scale = options.scale ?? screen.scale
        let time: CFTimeInterval? = options.modelTree ? nil : options.time ?? CACurrentMediaTime()
        if target.window !== window {
            target.layoutAndDisplayIfNeeded()
            return try SnapshotRenderer.renderFrame(
                target, traits: target.traitCollection, scale: scale, debug: options.debug,
                presentationTime: time, server: renderServer)
        }
        return try frameCache.render(
            target, traits: target.traitCollection, scale: scale, debug: options.debug,
            wholeFrame: options.wholeFrame, presentationTime: time)
    }
}

extension DeviceProfile {
    /// The preset called `name` (case-insensitive), or an error listing the presets.
    public static func requireNamed(_ name: String) throws -> DeviceProfile {
        if let device = named(name) { return device }
        throw SnapshotRenderer.Failure(
            description: "unknown device '\(name)'; devices: \(all.map(\.name).joined(separator: ", "))")
    }
}
