import CoreGraphics
import Foundation

/// ViewLab: the colour values behind UIKit's system and semantic colours, read from a theme file
/// under `Themes/`. Dark mode is data: each colour has light, dark and increased-contrast values.
public struct Theme: Sendable {
    /// One themed colour's values per appearance and contrast.
    public struct ColorSet: Sendable {
        public var light: CGColor
        public var dark: CGColor
        public var lightHighContrast: CGColor
        public var darkHighContrast: CGColor

        /// The value for the given traits (unspecified style resolves as light, as on iOS).
        public func resolved(for traits: UITraitCollection) -> CGColor {
            let high = traits.accessibilityContrast == .high
            switch traits.userInterfaceStyle {
            case .dark: return high ? darkHighContrast : dark
            default: return high ? lightHighContrast : light
            }
        }
    }

    public var name: String
    public var colors: [String: ColorSet]
    /// Font families: `system`, `monospaced`, `cjk`.
    public var fonts: [String: String]
    /// Numeric metrics that components read (corner radii, spacing).
    public var metrics: [String: Double]

    // MARK: - The active theme

    nonisolated(unsafe) private static var activeTheme: Theme?

    /// The theme that system colours resolve against; `default` until another is selected.
    public static var active: Theme {
        get {
            if let theme = activeTheme { return theme }
            let theme = (try? ThemeLoader.load(named: "default")) ?? Theme(name: "empty", colors: [:], fonts: [:], metrics: [:])
            activeTheme = theme
            return theme
        }
        set { activeTheme = newValue }
    }

    /// The colour named `key` for `traits`, or nil when the theme has no such colour.
    public func color(_ key: String, for traits: UITraitCollection) -> CGColor? {
        colors[key]?.resolved(for: traits)
    }
}
