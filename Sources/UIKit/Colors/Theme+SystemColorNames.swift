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
}
