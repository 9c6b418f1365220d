@_spi(ViewLab) import QuartzCore
import CoreGraphics

/// A device's screen: its bounds in points (following the interface orientation), scale and
/// traits.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The device this screen belongs to (ViewLab).
    nonisolated public let device: DeviceProfile
    /// Whether the interface is in landscape (ViewLab; iOS reports it through the window scene).
    public internal(set) var isLandscape: Bool { didSet { cachedTraits = nil } }
    /// The user's preferred text size (ViewLab: set by the shell/previews).
    public var preferredContentSizeCategory: UIContentSizeCategory = .large { didSet { cachedTraits = nil } }
    /// The appearance the device is set to (light/dark).
    public var userInterfaceStyle: UIUserInterfaceStyle = .light { didSet { cachedTraits = nil } }
    /// Increased contrast setting.
    public var accessibilityContrast: UIAccessibilityContrast = .normal { didSet { cachedTraits = nil } }
    /// ViewLab: the Reduce Motion setting (`UIAccessibility.isReduceMotionEnabled`); not a trait
    /// on iOS either, so views read it when they decide how to animate.
    public var isReduceMotionEnabled = false
    /// Bold Text setting.
    public var legibilityWeight: UILegibilityWeight = .regular { didSet { cachedTraits = nil } }
    /// The layout direction of the device's language (ViewLab: set by the shell and previews to
    /// show a right-to-left language such as Arabic or Hebrew).
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight { didSet { cachedTraits = nil } }
    private var cachedTraits: UITraitCollection?
    /// ViewLab: the one scene that shows windows on this screen (`UIWindow.windowScene`,
    /// `UIApplication.connectedScenes`).
    lazy var windowScene = UIWindowScene(screen: self)

    public init(device: DeviceProfile, landscape: Bool = false) {
        self.device = device
        self.isLandscape = landscape
    }

    /// The bounds in points; width and height swap in landscape, as on iOS 8 and later.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size(landscape: isLandscape)) }
    /// The physical pixel bounds, always portrait.
    public var nativeBounds: CGRect {
        CGRect(
            x: 0, y: 0, width: device.portraitSize.width * device.scale,
            height: device.portraitSize.height * device.scale)
    }
    /// Pixels per point.
    public var scale: CGFloat { device.scale }
    /// The native scale (ViewLab has no display zoom, so it equals `scale`).
    public var nativeScale: CGFloat { device.scale }

    /// The screen's traits: idiom, scale, size classes for the orientation, appearance, text size,
    /// layout direction, contrast and legibility weight.
    public var traitCollection: UITraitCollection {
        if let cachedTraits { return cachedTraits }
        let classes = device.sizeClasses(landscape: isLandscape)
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: device.idiom), UITraitCollection(displayScale: device.scale),
            UITraitCollection(horizontalSizeClass: classes.horizontal),
            UITraitCollection(verticalSizeClass: classes.vertical),
            UITraitCollection(userInterfaceStyle: userInterfaceStyle),
            UITraitCollection(accessibilityContrast: accessibilityContrast),
            UITraitCollection(preferredContentSizeCategory: preferredContentSizeCategory),
            UITraitCollection(layoutDirection: layoutDirection), UITraitCollection(legibilityWeight: legibilityWeight),
        ])
        cachedTraits = traits
        return traits
    }

    /// The device's main screen. Apple deprecates it (iOS 16) in favour of the screen of the
    /// context: "Use a UIScreen instance found through context instead (i.e, view.window.windowScene.screen)"
    /// (UIScreen.h; https://developer.apple.com/documentation/uikit/uiscreen/main) — a view reads
    /// its window's `screen` and its `traitCollection.displayScale`.
    ///
    /// ViewLab: the screen of the stage at work — a `Stage` binds its own screen here while it
    /// builds, lays out and renders (`withMain(_:_:)`), so code that still reads
    /// `UIScreen.main.scale` or `.bounds` gets the device it runs on, as it would on that device;
    /// elsewhere the host's main screen (iPhone 15, portrait, light, unless the host sets
    /// another). Setting it sets the host's screen; a stage never does.
    public static var main: UIScreen {
        get { WindowEnvironment.bound?.screen ?? host }
        set { WindowEnvironment.updateHost(screen: newValue) }
    }

    /// ViewLab: `main.scale`, readable on any thread. UIKit's drawing functions are thread-safe
    /// ("you can call this function from any of your app's threads": `UIGraphicsBeginImageContextWithOptions`;
    /// `UIGraphicsImageRenderer` and `UIImage` are documented safe off the main thread too), and they fall
    /// back to the main screen's scale when given none — so the fallback cannot need the main actor.
    nonisolated static var mainScale: CGFloat {
        (WindowEnvironment.bound?.screen ?? WindowEnvironment.hostWindow.screen)?.device.scale
            ?? DeviceProfile.iPhone15.scale
    }

    /// The host's main screen (the host environment's: what `main` is outside any stage's work),
    /// an iPhone 15 in portrait, light, until the host sets another.
    private static var host: UIScreen {
        if let screen = WindowEnvironment.hostWindow.screen { return screen }
        WindowEnvironment.updateHost(screen: UIScreen(device: .iPhone15))
        return WindowEnvironment.hostWindow.screen!
    }

    /// ViewLab: runs `body` with `screen` as `UIScreen.main` on this thread (the environment bound
    /// now with this screen: scoped to `body`, so stages at work on different threads each see
    /// their own screen).
    @_spi(ViewLab) nonisolated public static func withMain<Result>(_ screen: UIScreen, _ body: () throws -> Result)
        rethrows -> Result
    {
        try WindowEnvironment.overriding(screen: screen).perform(body)
    }
}
