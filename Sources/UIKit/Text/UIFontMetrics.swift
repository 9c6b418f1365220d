import Foundation

/// Scales custom fonts and values the way a Dynamic Type text style scales: by the ratio of the
/// style's point size at the content size category to its size at `.large`.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// Metrics that scale like body text.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The ratio for `traits`' content size category (1 at `.large`).
    func scale(for traits: UITraitCollection?) -> CGFloat {
        let category = DynamicTypeTable.category(for: traits)
        return DynamicTypeTable.pointSize(textStyle, category) / DynamicTypeTable.pointSize(textStyle, .large)
    }

    /// `font` scaled for the current content size category.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for the content size category of `traitCollection`.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(font.pointSize * scale(for: traitCollection))
    }

    /// `font` scaled, but no larger than `maximumPointSize` (0 = no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`, but no larger than `maximumPointSize` (0 = no limit).
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let size = font.pointSize * scale(for: traitCollection)
        return font.withSize(maximumPointSize > 0 ? min(size, maximumPointSize) : size)
    }

    /// `value` scaled for the current content size category.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for the content size category of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(for: traitCollection)
    }
}
