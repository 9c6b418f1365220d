import CoreGraphics

/// ViewLab: the values behind UIKit's system and semantic colours, read from a theme file under
/// `Themes/`. Dark mode is data: each colour has light, dark and increased-contrast values. Themes
/// may also add custom colours, used with `UIColor(named:)`.
public struct Theme: Sendable {
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

    public init(name: String, description: String, colors: [String: ColorSet], customColorNames: [String] = [],
                fonts: [String: String] = [:], metrics: [String: Double] = [:]) {
        self.name = name
        self.description = description
        self.colors = colors
        self.customColorNames = customColorNames
        self.fonts = fonts
        self.metrics = metrics
    }

    // MARK: - The active theme

    /// ViewLab: the theme that system colours resolve against — a slot the host program fills.
    /// UIKit reads no theme files, environment or configuration: the `viewlab` CLI and the render
    /// code set this at start-up from `$VIEWLAB_THEME`, the user config or `--theme`
    /// (`ViewLabSupport.ThemeLoader`); a program that never sets it — a test package outside this
    /// repository — gets the built-in default theme, so system colours are never missing.
    ///
    /// Process-wide on purpose for now (issue #19 item 1 makes the theme part of a render's inputs):
    /// set at start-up or between renders on the thread that renders.
    @_spi(ViewLab) nonisolated(unsafe) public static var active: Theme = builtIn // a slot the host fills at start-up (HostEnvironment); main thread
}
