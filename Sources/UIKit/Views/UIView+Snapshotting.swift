@_spi(ViewLab) import CoreGraphics
import QuartzCore

// MARK: - Snapshots

extension UIView {
    /// Draws the view's whole hierarchy, as it appears on screen, into the current context
    /// (`UIGraphicsGetCurrentContext()`), scaled to fill `rect`; returns false when there is no
    /// current context or nothing could be drawn (Apple, UIView `drawHierarchy(in:afterScreenUpdates:)`).
    ///
    /// ViewLab has no separate screen state: with either value of `afterScreenUpdates` the view's
    /// pending layout and display are applied first (as `afterScreenUpdates: true` does on iOS;
    /// with `false` iOS may show the last frame on screen instead).
    func drawHierarchyImpl(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0,
              rect.width.isFinite, rect.height.isFinite, !rect.isEmpty else { return false }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// A new view, the size of this one, that shows what this view looks like now: its whole
    /// hierarchy flattened into one image at the view's display scale (Apple, UIView
    /// `snapshotView(afterScreenUpdates:)`). Later changes to this view do not show in the
    /// snapshot. Returns nil for an empty view. (`afterScreenUpdates`: see `drawHierarchy`.)
    func snapshotViewImpl(afterScreenUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        guard let ctx = CGContext(flippedSize: bounds.size, scale: scale) else { return nil }
        UIGraphicsPushContext(ctx)
        let drew = drawHierarchy(in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: afterScreenUpdates)
        UIGraphicsPopContext()
        guard drew, let image = ctx.makeImage() else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.isUserInteractionEnabled = false
        snapshot.layer.contentsScale = scale
        snapshot.layer.contents = image
        return snapshot
    }
}
