import UIKit
import ViewLabSupport

/// ViewLab: a simulated device screen — a real `UIWindow` on a `UIScreen` of a `DeviceProfile`,
/// with a root view controller whose view is `root`, an appearance and an orientation. The shell
/// edits a stage's tree; previews are hosted on one. Rendering runs one run-loop turn (main
/// queue → traits and layout → display) and composites the layer tree with `layer.render(in:)`.
public final class Stage {
    /// The stage's root controller: its view is the stage's `root`.
    public final class RootViewController: UIViewController {
        /// Called with the new size when the device rotates (ViewLab: for tracing).
        public var onTransition: ((CGSize) -> Void)?
        public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
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
            UIScreen.main = screen
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
        didSet { applySettings(to: screen) }
    }
    /// Normal or increased contrast (Settings › Accessibility › Increase Contrast).
    public var accessibilityContrast: UIAccessibilityContrast = .normal {
        didSet { applySettings(to: screen) }
    }
    /// Left-to-right or right-to-left, as the device's language sets it.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight {
        didSet { applySettings(to: screen) }
    }

    /// Puts the stage's user settings on a screen (its traits flow down from the window).
    private func applySettings(to screen: UIScreen) {
        screen.userInterfaceStyle = appearance
        screen.preferredContentSizeCategory = contentSizeCategory
        screen.layoutDirection = layoutDirection
        screen.accessibilityContrast = accessibilityContrast
    }

    public private(set) var screen: UIScreen
    /// The window everything is shown in.
    public let window: UIWindow
    /// The root view controller (its view is `root`).
    public let rootViewController: RootViewController
    /// The screen's root view (`root` in the shell).
    public let root: UIView
    /// The last frame, for incremental renders.
    private let frameCache = FrameCache()
    /// What the last render's run-loop turn did (lifecycle events, diagnostics).
    public private(set) var lastTurn: UIWindow.TurnReport?

    public init(device: DeviceProfile = .iPhone15) {
        HostEnvironment.provideResourceFolders()
        self.device = device
        screen = UIScreen(device: device)
        UIScreen.main = screen
        window = UIWindow(screen: screen)
        rootViewController = RootViewController()
        root = rootViewController.view
        root.backgroundColor = .systemBackground
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
    }

    /// The screen size in points for the current orientation.
    public var size: CGSize { screen.bounds.size }

    /// The traits views on this stage inherit (the window's).
    public var traits: UITraitCollection { window.traitCollection }

    /// Runs one run-loop turn on the window (main queue, traits, layout, display).
    @discardableResult
    public func runTurn() -> UIWindow.TurnReport {
        let report = window.runTurn()
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
        let target = view ?? root
        let hosted = target.superview == nil && !(target is UIWindow)
        if hosted { window.addSubview(target) }
        defer { if hosted { target.removeFromSuperview() } }
        runTurn()
        let scale = options.scale ?? screen.scale
        let time = options.time ?? CACurrentMediaTime()
        if target.window !== window {
            target.layoutAndDisplayIfNeeded()
            return try SnapshotRenderer.renderFrame(target, traits: target.traitCollection, scale: scale, debug: options.debug,
                                                    presentationTime: time)
        }
        return try frameCache.render(target, traits: target.traitCollection, scale: scale, debug: options.debug,
                                     wholeFrame: options.wholeFrame, presentationTime: time)
    }
}

extension DeviceProfile {
    /// The preset called `name` (case-insensitive), or an error listing the presets.
    public static func requireNamed(_ name: String) throws -> DeviceProfile {
        if let device = named(name) { return device }
        throw SnapshotRenderer.Failure(description: "unknown device '\(name)'; devices: \(all.map(\.name).joined(separator: ", "))")
    }
}
