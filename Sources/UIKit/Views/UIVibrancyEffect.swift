/// Vibrancy for the content of a `UIVisualEffectView` that sits in the `contentView` of a blur
/// view: on iOS the content's colours are blended with the blurred backdrop so labels and glyphs
/// take on its colour (Apple: "An object that amplifies and adjusts the color of the content
/// layered behind a visual effect view"; use it in a view whose effect is the same blur).
///
/// ViewLab keeps the effect and its style and draws the vibrancy view's content as it is, over a
/// transparent backdrop (no colour amplification): SwiftSpinner-style code — a vibrancy view
/// inside a blur view — compiles and shows its content.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is made for.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style (iOS 13): the label or fill level the content is drawn at.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect` (the `.label` style, as iOS 13 uses for it).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy of `style` for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    open override var description: String { "<UIVibrancyEffect: style \(style), blur \(blurEffect.style)>" }
}

/// The levels of vibrancy (raw values as in UIKit).
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label = 0, secondaryLabel = 1, tertiaryLabel = 2, quaternaryLabel = 3
    case fill = 4, secondaryFill = 5, tertiaryFill = 6, separator = 7
}
