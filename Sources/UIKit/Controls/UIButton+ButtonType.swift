extension UIButton {
    /// Button types, Apple's raw values. `.system` draws titles and template images in the tint
    /// colour and dims them while highlighted; `.custom` draws white titles and images as they
    /// are; `.detailDisclosure`/`.infoLight`/`.infoDark` show an info glyph, `.contactAdd` a
    /// circled plus (22 × 22 pt), `.close` a 30 × 30 pt gray circle with an × ; `.plain` is the
    /// type of configuration-based buttons.
    public enum ButtonType: Int, Sendable, CaseIterable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, plain = 6,
            close = 7
        /// The old name of `.system`.
        public static let roundedRect = ButtonType.system

        /// Whether the type tints its title and images and dims while highlighted.
        var isSystemStyle: Bool { self != .custom }
    }

    /// The button's role (stored; ViewLab does not change the look for it).
    public enum Role: Int, Sendable {
        case normal = 0, primary = 1, cancel = 2, destructive = 3
    }
}
