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
            rect.width.isFinite, rect.height.isFinite, !rect.isEmpty
        else { return false }
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
        snapshotView(of: bounds, afterScreenUpdates: afterScreenUpdates)
    }

    /// A snapshot of the part `rect` (in the view's coordinates) of what the view shows, as a view
    /// of that size, nil for an empty rectangle. With cap insets the image stretches like a
    /// resizable image: the insets keep their size, the middle scales (Apple, UIView
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: "Returns a snapshot view
    /// based on the specified contents of the current view, with stretchable insets").
    func resizableSnapshotViewImpl(from rect: CGRect, afterScreenUpdates: Bool, withCapInsets capInsets: UIEdgeInsets)
        -> UIView?
    {
        guard let snapshot = snapshotView(of: rect, afterScreenUpdates: afterScreenUpdates) else { return nil }
        let size = snapshot.bounds.size
        let left = min(max(capInsets.left, 0), size.width), top = min(max(capInsets.top, 0), size.height)
        let right = min(max(capInsets.right, 0), size.width - left),
            bottom = min(max(capInsets.bottom, 0), size.height - top)
        if left + right + top + bottom > 0 {
            snapshot.layer.contentsCenter = CGRect(
                x: left / size.width, y: top / size.height,
                width: max(0, size.width - left - right) / size.width,
                height: max(0, size.height - top - bottom) / size.height)
        }
        return snapshot
    }

    /// A new view showing `rect` of this view's hierarchy, flattened at the display scale.
    private func snapshotView(of rect: CGRect, afterScreenUpdates: Bool) -> UIView? {
        let rect = rect.standardized
        guard bounds.width > 0, bounds.height > 0, rect.width.isFinite, rect.height.isFinite,
            rect.minX.isFinite, rect.minY.isFinite, rect.width > 0, rect.height > 0
        else { return nil }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        guard let ctx = CGContext(flippedSize: rect.size, scale: scale) else { return nil }
        UIGraphicsPushContext(ctx)
        let drew = drawHierarchy(
            in: CGRect(
                x: bounds.minX - rect.minX, y: bounds.minY - rect.minY, width: bounds.width, height: bounds.height),
            afterScreenUpdates: afterScreenUpdates)
        UIGraphicsPopContext()
        guard drew, let image = ctx.makeImage() else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.isUserInteractionEnabled = false
        snapshot.layer.contentsScale = scale
        snapshot.layer.contents = image
        return snapshot
    }
}
