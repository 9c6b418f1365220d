@_spi(ViewLab) import CoreGraphics

extension UIImage {
    /// Whether UIKit uses the image's colours or only its shape (alpha), as on iOS.
    public enum RenderingMode: Int, Sendable {
        /// Let the context decide (views such as `UIImageView` may tint; drawing uses colours).
        case automatic = 0
        /// Always draw the original colours.
        case alwaysOriginal = 1
        /// Always use the image as a template: only its alpha counts, coloured with a tint.
        case alwaysTemplate = 2
    }

    /// A copy of this image with another rendering mode (same bitmap).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// A copy tinted with `color`, keeping this image's rendering mode. As Apple documents for
    /// bitmap images, the result is the tint colour drawn through the image's alpha
    /// (`destinationIn`): every pixel becomes `color` with alpha = colour alpha × image alpha.
    /// A dynamic colour is resolved with `UITraitCollection.current`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// A copy tinted with `color` (see `withTintColor(_:)`) with the given rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let resolved = color.cgColor
        guard let bitmap, let tinted = UIImage.tint(bitmap, with: resolved) else {
            return withRenderingMode(renderingMode)
        }
        // A symbol keeps its colour for drawing its paths again (`draw(in:)`, image views).
        let symbol = self.symbol.map { SymbolSource(name: $0.name, configuration: $0.configuration, tint: resolved) }
        return copy(cgImage: tinted, renderingMode: renderingMode, symbol: symbol)
    }

    /// The colour masked by the bitmap's alpha.
    static func tint(_ image: CGImage, with color: CGColor) -> CGImage? {
        image.masking(color: color)
    }
}
