@_spi(ViewLab) import CoreGraphics

/// How a `UIGraphicsImageRenderer` makes its bitmap.
///
/// Defaults (iOS's): `scale` is the display scale — here `UITraitCollection.current.displayScale`
/// when set (ViewLab sets it while rendering a preview), otherwise `UIScreen.main.scale`;
/// `opaque` is false; `preferredRange` is `.automatic`. ViewLab always renders 8-bit sRGB, so the
/// range is recorded but has no effect.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The colour range of the bitmap.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    /// Pixels per point.
    open var scale: CGFloat
    /// An opaque bitmap starts as opaque black and produces an image without alpha.
    open var opaque = false
    /// The requested colour range (recorded only; see the type's documentation).
    open var preferredRange = Range.automatic
    /// Deprecated on iOS in favour of `preferredRange`.
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    public required init() {
        scale = UIGraphicsImageRendererFormat.displayScale
        super.init()
    }

    /// A format whose scale matches `traitCollection.displayScale` (when set).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    static var displayScale: CGFloat {
        let traits = UITraitCollection.current.displayScale
        return traits > 0 && traits.isFinite ? traits : UIScreen.mainScale
    }

    /// A top-left context of `size` points at `scale`; opaque formats start filled with black.
    static func makeContext(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
        guard let context = CGContext(flippedSize: size, scale: scale) else { return nil }
        if opaque {
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            context.fill(CGRect(origin: .zero, size: size))
        }
        return context
    }
}
