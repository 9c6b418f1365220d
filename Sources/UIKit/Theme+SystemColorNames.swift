extension Theme {
    /// UIKit's system and semantic colour names: every theme covers all of them (a partial theme
    /// inherits the ones it does not name).
    public static let systemColorNames: [String] = [
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
        "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText",
        "separator", "opaqueSeparator", "link",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "lightText", "darkText", "tintColor",
    ]

    /// The keys of a colour object.
    static let appearanceKeys = ["light", "dark", "lightHighContrast", "darkHighContrast"]
    /// The top-level keys of a theme file.
    static let fileKeys = ["name", "description", "inherits", "colors", "customColors", "fonts", "metrics"]
    /// Font roles.
    static let fontKeys = ["system", "monospaced", "cjk"]
}
