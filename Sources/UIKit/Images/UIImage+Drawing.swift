@_spi(ViewLab) import CoreGraphics

/// Drawing into the current UIKit context (`UIGraphicsGetCurrentContext()`).
///
/// As on iOS these methods assume UIKit's flipped coordinates (origin top-left, y down): the
/// image appears upright with its top-left corner at the given point, turned according to
/// `imageOrientation`, and the context's transform and clip apply. Without a current context
/// nothing is drawn. Resizable images (`resizableImage(withCapInsets:…)`) are drawn in nine
/// parts; images made with `withTintColor(_:)` are drawn in their tint colour. Symbol images
/// (`UIImage(systemName:)`) are drawn as paths, sharp at any size.
extension UIImage {
    /// Draws the image at its natural size (`size`, in points) with its top-left corner at
    /// `point`, fully opaque, with the `.normal` blend mode.
    public func draw(at point: CGPoint) {
        draw(at: point, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its natural size at `point` with a blend mode and an opacity
    /// (0…1; larger values count as 1).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the whole image scaled to fill `rect`, fully opaque, with the `.normal` blend mode
    /// (Apple: "draws the image at full opacity using the normal blend mode" — the context's own
    /// alpha and blend mode are replaced for the call).
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the whole image scaled to fill `rect` with a blend mode and an opacity (0…1).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let bitmap else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha.isNaN ? 0 : min(max(alpha, 0), 1))
        if drawSymbolPaths(in: rect, context: context) {
            return
        } else if isResizable {
            drawNineParts(in: rect, context: context)
        } else {
            drawOriented(bitmap, in: rect, context: context)
        }
    }

    // MARK: - Implementation

    /// Draws `bitmap` upright over `rect` of a y-down user space, turned by `imageOrientation`.
    func drawOriented(_ bitmap: CGImage, in rect: CGRect, orientation: Orientation? = nil, context: CGContext) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else {
            return
        }
        let transform = (orientation ?? imageOrientation).drawingTransform(into: r)
        guard UIImage.isSafe(transform, in: context) else { return }
        context.saveGState()
        context.concatenate(transform)
        context.draw(bitmap, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
    }

    /// Tiles `bitmap` upright across `area` of a y-down user space, one tile being `tile`.
    func drawTiled(_ bitmap: CGImage, tile: CGRect, clippedTo area: CGRect, context: CGContext) {
        guard tile.width > 0, tile.height > 0, area.width > 0, area.height > 0 else { return }
        let transform = Orientation.up.drawingTransform(into: tile)
        guard UIImage.isSafe(transform, in: context) else { return }
        context.saveGState()
        context.clip(to: area)
        context.concatenate(transform)
        context.draw(bitmap, in: CGRect(x: 0, y: 0, width: 1, height: 1), byTiling: true)
        context.restoreGState()
    }

    /// Whether concatenating `transform` keeps the context's matrix finite and invertible (a
    /// singular matrix would put the cairo context into a permanent error state).
    static func isSafe(_ transform: CGAffineTransform, in context: CGContext) -> Bool {
        let m = transform.concatenating(context.ctm)
        let determinant = m.a * m.d - m.b * m.c
        return determinant.isFinite && abs(determinant) > 1e-12 && m.tx.isFinite && m.ty.isFinite
    }

    /// The bitmap turned to its display orientation (the bitmap itself for `.up`).
    func uprightBitmap() -> CGImage? {
        guard let bitmap else { return nil }
        guard imageOrientation != .up else { return bitmap }
        let width = imageOrientation.swapsWidthAndHeight ? bitmap.height : bitmap.width
        let height = imageOrientation.swapsWidthAndHeight ? bitmap.width : bitmap.height
        guard let context = CGContext(flippedSize: CGSize(width: width, height: height), scale: 1) else { return nil }
        context.interpolationQuality = .none
        drawOriented(bitmap, in: CGRect(x: 0, y: 0, width: width, height: height), context: context)
        return context.makeImage()
    }
}
