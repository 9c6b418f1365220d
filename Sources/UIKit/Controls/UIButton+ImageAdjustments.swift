@_spi(ViewLab) import CoreGraphics

// MARK: - Custom-button image adjustments

/// Custom buttons show their images as they are, except (as UIKit does) that a highlighted
/// button darkens its image when `adjustsImageWhenHighlighted` is on and a disabled one draws it
/// fainter when `adjustsImageWhenDisabled` is on. Template images are coloured by the tint and
/// dimmed like titles instead.
extension UIButton {
    /// How much black is laid over a highlighted custom button's image.
    static let highlightedImageDarkening: CGFloat = 0.3
    /// The opacity of a disabled custom button's image.
    static let disabledImageAlpha: CGFloat = 0.4

    /// The image with the highlight darkening applied when it is due.
    func adjustedForState(_ image: UIImage) -> UIImage {
        guard !buttonType.isSystemStyle, image.renderingMode != .alwaysTemplate,
            state.contains(.highlighted), adjustsImageWhenHighlighted
        else { return image }
        return image.darkened(by: UIButton.highlightedImageDarkening) ?? image
    }

    /// The image view's opacity for a custom button's state.
    var customImageAlpha: CGFloat {
        guard !buttonType.isSystemStyle, state.contains(.disabled), adjustsImageWhenDisabled else { return 1 }
        return UIButton.disabledImageAlpha
    }
}

extension UIImage {
    /// A copy with black at `amount` opacity laid over its opaque parts (`sourceAtop`).
    func darkened(by amount: CGFloat) -> UIImage? {
        guard let bitmap = uprightBitmap(),
            let ctx = CGContext(flippedSize: CGSize(width: bitmap.width, height: bitmap.height), scale: 1)
        else { return nil }
        let rect = CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        drawOriented(bitmap, in: rect, orientation: .up, context: ctx)
        ctx.setBlendMode(.sourceAtop)
        ctx.setFillColor(CGColor(gray: 0, alpha: min(max(amount, 0), 1)))
        ctx.fill(rect)
        guard let result = ctx.makeImage() else { return nil }
        return UIImage(
            cgImage: result, scale: scale, orientation: .up, renderingMode: renderingMode,
            capInsets: capInsets, resizingMode: resizingMode, isResizable: isResizable, symbol: symbol)
    }
}
