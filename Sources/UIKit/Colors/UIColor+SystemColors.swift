import CoreGraphics

// MARK: - System and semantic colours

/// UIKit's system colours. Each is dynamic: it resolves for the trait collection it is drawn
/// with, so dark mode and increased contrast follow the traits — and so does the theme
/// (`Themes/`): the colour's values come from the traits' `theme` (the stage's window carries
/// it), else from `Theme.current`.
extension UIColor {
    /// A dynamic colour named `key` in the theme of the traits it is resolved with (transparent
    /// when the theme lacks it).
    static func themed(_ key: String) -> UIColor {
        UIColor(
            storage: .dynamic { traits in
                UIColor(cgColor: (traits.theme ?? Theme.current).color(key, for: traits) ?? .clear)
            }, name: key)
    }

    public static var systemRed: UIColor { themed("systemRed") }
    public static var systemOrange: UIColor { themed("systemOrange") }
    public static var systemYellow: UIColor { themed("systemYellow") }
    public static var systemGreen: UIColor { themed("systemGreen") }
    public static var systemMint: UIColor { themed("systemMint") }
    public static var systemTeal: UIColor { themed("systemTeal") }
    public static var systemCyan: UIColor { themed("systemCyan") }
    public static var systemBlue: UIColor { themed("systemBlue") }
    public static var systemIndigo: UIColor { themed("systemIndigo") }
    public static var systemPurple: UIColor { themed("systemPurple") }
    public static var systemPink: UIColor { themed("systemPink") }
    public static var systemBrown: UIColor { themed("systemBrown") }
    public static var systemGray: UIColor { themed("systemGray") }
    public static var systemGray2: UIColor { themed("systemGray2") }
    public static var systemGray3: UIColor { themed("systemGray3") }
    public static var systemGray4: UIColor { themed("systemGray4") }
    public static var systemGray5: UIColor { themed("systemGray5") }
    public static var systemGray6: UIColor { themed("systemGray6") }
    public static var label: UIColor { themed("label") }
    public static var secondaryLabel: UIColor { themed("secondaryLabel") }
    public static var tertiaryLabel: UIColor { themed("tertiaryLabel") }
    public static var quaternaryLabel: UIColor { themed("quaternaryLabel") }
    public static var placeholderText: UIColor { themed("placeholderText") }
    public static var separator: UIColor { themed("separator") }
    public static var opaqueSeparator: UIColor { themed("opaqueSeparator") }
    public static var link: UIColor { themed("link") }
    public static var systemFill: UIColor { themed("systemFill") }
    public static var secondarySystemFill: UIColor { themed("secondarySystemFill") }
    public static var tertiarySystemFill: UIColor { themed("tertiarySystemFill") }
    public static var quaternarySystemFill: UIColor { themed("quaternarySystemFill") }
    public static var systemBackground: UIColor { themed("systemBackground") }
    public static var secondarySystemBackground: UIColor { themed("secondarySystemBackground") }
    public static var tertiarySystemBackground: UIColor { themed("tertiarySystemBackground") }
    public static var systemGroupedBackground: UIColor { themed("systemGroupedBackground") }
    public static var secondarySystemGroupedBackground: UIColor { themed("secondarySystemGroupedBackground") }
    public static var tertiarySystemGroupedBackground: UIColor { themed("tertiarySystemGroupedBackground") }
    public static var lightText: UIColor { themed("lightText") }
    public static var darkText: UIColor { themed("darkText") }
    public static var tintColor: UIColor { themed("tintColor") }
}
