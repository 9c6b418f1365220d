import CoreGraphics

/// A blur (with a material tint) of the content behind a `UIVisualEffectView`.
open class UIBlurEffect: UIVisualEffect {
    /// The blur style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    open override var description: String { "<UIBlurEffect: style \(style)>" }
}

extension UIBlurEffect {
    /// The materials (raw values as in UIKit). The adaptive styles follow the view's appearance;
    /// the `…Light` / `…Dark` variants and `.light`, `.extraLight`, `.dark` do not.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9,
            systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13,
            systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18,
            systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }
}
