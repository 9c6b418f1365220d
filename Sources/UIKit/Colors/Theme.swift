@_spi(ViewLab) import QuartzCore
import CoreGraphics

/// ViewLab: the values behind UIKit's system and semantic colours, read from a theme file under
/// `Themes/`. Dark mode is data: each colour has light, dark and increased-contrast values. Themes
/// may also add custom colours, used with `UIColor(named:)`.
public struct Theme: Sendable, Equatable {
    /// One themed colour's values per appearance and contrast.
    public struct ColorSet: Sendable, Equatable {
        public var light: CGColor
        public var dark: CGColor
        public var lightHighContrast: CGColor
        public var darkHighContrast: CGColor

        public init(light: CGColor, dark: CGColor, lightHighContrast: CGColor, darkHighContrast: CGColor) {
            self.light = light
            self.dark = dark
            self.lightHighContrast = lightHighContrast
            self.darkHighContrast = darkHighContrast
        }

        /// The value for the given traits (an unspecified style resolves as light, as on iOS).
        public func resolved(for traits: UITraitCollection) -> CGColor {
            let high = traits.accessibilityContrast == .high
            switch traits.userInterfaceStyle {
            case .dark: return high ? darkHighContrast : dark
            default: return high ? lightHighContrast : light
            }
        }
    }

    public var name: String
    public var description: String
    /// Every colour by name: UIKit's system colours and the theme's custom colours.
    public var colors: [String: ColorSet]
    /// Names of the theme's custom colours (those not in `Theme.systemColorNames`).
    public var customColorNames: [String]
    /// Font families: `system`, `monospaced`, `cjk`.
    public var fonts: [String: String]
    /// Numeric metrics that components read (corner radii, spacing).
    public var metrics: [String: Double]

    /// The colour named `key` for `traits`, or nil when the theme has no such colour.
    public func color(_ key: String, for traits: UITraitCollection) -> CGColor? {
        colors[key]?.resolved(for: traits)
    }

    public init(
        name: String, description: String, colors: [String: ColorSet], customColorNames: [String] = [],
        fonts: [String: String] = [:], metrics: [String: Double] = [:]
    ) {
        self.name = name
        self.description = description
        self.colors = colors
        self.customColorNames = customColorNames
        self.fonts = fonts
        self.metrics = metrics
    }

    // MARK: - The host's theme and the theme of a render

    /// ViewLab: the host's default theme — a slot the host program fills once at start-up. UIKit
    /// reads no theme files, environment or configuration: the `viewlab` CLI sets this from
    /// `$VIEWLAB_THEME` or the user config (`ViewLabSupport.HostEnvironment`), the shell's `:theme`
    /// from its argument; a program that never sets it — a test package outside this repository —
    /// gets the built-in default theme, so system colours are never missing.
    ///
    /// A render never swaps it: a preview's theme travels with the render, as the `theme` trait of
    /// its stage's window (what dynamic colours resolve against) and as the scoped `Theme.current`
    /// while the stage works (what fonts and `UIColor(named:)` read when they are made).
    /// (The host environment's theme, `WorkEnvironment.host`.)
    @_spi(ViewLab) public static var active: Theme {
        get { WindowEnvironment.hostWindow.theme ?? builtIn }
        set { WindowEnvironment.updateHost(theme: newValue) }
    }

    /// ViewLab: the theme in effect here: the one a stage bound for its work
    /// (`withCurrent(_:_:)`), else the host's `active` one. Read where a value is *made* — the
    /// font families of `UIFont.systemFont`, `UIColor(named:)` — and by dynamic colours resolved
    /// with traits that carry no theme.
    @_spi(ViewLab) public static var current: Theme { WindowEnvironment.bound?.theme ?? active }

    /// ViewLab: runs `body` with `theme` as `Theme.current` on this thread (the environment bound
    /// now with this theme), scoped — it ends when `body` returns — so two renders on different
    /// threads never see each other's theme.
    @_spi(ViewLab) public static func withCurrent<Result>(_ theme: Theme, _ body: () throws -> Result) rethrows
        -> Result
    {
        try WindowEnvironment.overriding(theme: theme).perform(body)
    }
}
