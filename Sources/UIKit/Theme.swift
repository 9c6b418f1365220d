import CoreGraphics
import Foundation

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

    // MARK: - The active theme

    nonisolated(unsafe) private static var activeTheme: Theme?

    /// The theme that system colours resolve against: `$VIEWLAB_THEME`, else the user config's
    /// `theme`, else the built-in `default`, until another is selected. A preferred theme that
    /// cannot be loaded is reported once on stderr (where it was looked for) and the built-in theme
    /// is used, so system colours are never missing.
    public static var active: Theme {
        get {
            if let theme = activeTheme { return theme }
            let preferred = ThemeLoader.preferredThemeName
            let theme: Theme
            do {
                theme = try ThemeLoader.load(preferred).theme
            } catch {
                FileHandle.standardError.write(Data("viewlab: warning: theme \(error); using the built-in default theme\n".utf8))
                theme = builtIn
            }
            activeTheme = theme
            return theme
        }
        set { activeTheme = newValue }
    }

    /// The built-in default theme (`Theme+Default.swift`), resolved once.
    public static let builtIn: Theme = {
        do {
            return try ThemeResolver(chain: [ThemeFile(text: defaultSource, path: defaultSourcePath)]).resolve()
        } catch {
            preconditionFailure("the built-in default theme does not load: \(error)")
        }
    }()

    /// Loads `nameOrPath` and makes it the active theme. On error the active theme stays as it was.
    @discardableResult
    public static func select(_ nameOrPath: String) throws -> [ThemeLoader.Warning] {
        let result = try ThemeLoader.load(nameOrPath)
        active = result.theme
        return result.warnings
    }
}
