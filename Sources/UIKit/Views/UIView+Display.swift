@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore

// MARK: - Display cycle

/// UIKit's display rules, as ViewLab implements them:
///
/// - `draw(_:)` runs only when the view is marked (`setNeedsDisplay()`, first appearance, a
///   colour-appearance trait change, or a size change with `contentMode == .redraw`); otherwise
///   the cached bitmap (at the traits' `displayScale`) is shown again. A moved view is not redrawn.
/// - UIKit gives a view that does not override `draw(_:)` no backing store. Swift cannot ask
///   whether a method is overridden, so the base `draw(_:)` records that it ran: if it ran and
///   the bitmap is empty, the view is treated as not drawing from then on. (Plain `UIView` and
///   `UIWindow` skip the probe.) A view that does not draw never has its layer's `contents`
///   touched by the display pass: an image it assigns to `layer.contents` itself (the "cache a
///   rendered image in `layoutSubviews()`" idiom) is what its layer shows. Apple, `draw(_:)`: "you
///   don't need to override this method … if your view sets its content directly using the
///   underlying layer object".
/// - On a size change every content mode but `.redraw` maps the old bitmap onto the new bounds
///   with the matching `contentsGravity`, without calling `draw(_:)`.
/// - During `draw(_:)` the context is pushed (`UIGraphicsGetCurrentContext()`), it is clipped to
///   the dirty rectangle and `UITraitCollection.current` is the view's traits.
extension UIView {
    /// Marks the whole view for redrawing in the next display pass. Calls coalesce: any number
    /// before the pass give one `draw(_:)`.
    func setNeedsDisplayImpl() {
        needsDisplayFlag = true
        dirtyRect = bounds
        scheduleCommitIfOnScreen()
    }

    /// Marks `rect` (bounds coordinates) for redrawing; `draw(_:)` receives the union of the
    /// marked rectangles and is clipped to it, the rest of the cached bitmap being kept.
    func setNeedsDisplayImpl(_ rect: CGRect) {
        let r = rect.standardized
        guard !r.isNull, !r.isEmpty else { return }
        needsDisplayFlag = true
        dirtyRect = dirtyRect.map { $0.union(r) } ?? r
        scheduleCommitIfOnScreen()
    }

    /// ViewLab: the cached bitmap that `draw(_:)` produced (nil for views that do not draw).
    public var backingImage: CGImage? { backingStore }

    /// ViewLab: whether the view is waiting for its next `draw(_:)`.
    public var needsDisplay: Bool { (needsDisplayFlag || layer.needsDisplay()) && drawsContent != false }

    // MARK: - Display pass

    /// Redraws the view's backing store if it is marked (called by the run loop's display pass and
    /// by `layer.render(in:)`'s preparation). The view's mark and its layer's are one: on iOS
    /// `setNeedsDisplay()` marks the layer, and a layer marked through Core Animation (its
    /// `needsDisplayOnBoundsChange`, which `contentMode = .redraw` sets, or
    /// `layer.setNeedsDisplay()`) draws through the view's `draw(_:)`. Both marks are taken off
    /// here, so one size change gives one `draw(_:)`, whichever pass comes first.
    ///
    /// The view's `backgroundColor`, when it has one, is resolved for the current traits into the
    /// layer's; a view without one leaves the layer's alone, so `layer.backgroundColor` set
    /// directly (a widespread idiom) is drawn, as on iOS.
    ///
    /// The pass asks the *layer* to display (`layer.display()`), as Core Animation does, and the
    /// layer asks its delegate, the view: so a `layerClass` whose `display()` is overridden sets
    /// its contents (or a shape layer its `path`) itself — "Subclasses can override this method
    /// and use it to set the layer's contents property directly" (`CALayer.display()`, Apple's
    /// Core Animation documentation).
    func displayIfNeeded(traits: UITraitCollection) {
        if let storedBackgroundColor { layer.backgroundColor = storedBackgroundColor.cgColor(resolvedWith: traits) }
        if layer.needsDisplay() {
            layer.clearNeedsDisplayMark()
            if !needsDisplayFlag { needsDisplayFlag = true; dirtyRect = bounds }
        }
        guard needsDisplayFlag else { return }
        // Core Animation does not display an empty layer; the mark stays until it has a size.
        guard bounds.width > 0, bounds.height > 0 else { return }
        displayTraits = traits
        defaultDisplayRan = false
        layer.display()
        displayTraits = nil
        if !defaultDisplayRan {
            // A subclass's `display(_:)` set the contents (without calling super).
            needsDisplayFlag = false
            dirtyRect = nil
        }
    }

    /// UIView's `display(_:)`: the backing store drawn with `draw(_:)`, with the display pass's
    /// traits — or, when Core Animation asks directly (`layer.display()`), the whole view redrawn
    /// now with its own traits.
    func displayImpl(_ layer: CALayer) {
        guard layer === self.layer else { return layer.displayByDrawing() }
        defaultDisplayRan = true
        if displayTraits == nil { needsDisplayFlag = true; dirtyRect = bounds }
        drawBackingStore(traits: displayTraits ?? lastTraits ?? traitCollection)
    }

    private func drawBackingStore(traits: UITraitCollection) {
        if drawsContent == nil, type(of: self) == UIView.self || type(of: self) == UIWindow.self {
            drawsContent = false
        }
        if drawsContent == false {
            needsDisplayFlag = false
            dirtyRect = nil
            return
        }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let requested = traits.displayScale > 0 ? traits.displayScale : 1
        let scale = min(requested, CGFloat(CGImage.maximumSide) / max(size.width, size.height))
        guard let ctx = CGContext(flippedSize: size, scale: scale) else { return }
        var rect = (dirtyRect ?? bounds).intersection(bounds)
        // A rectangle marked while the view had no size is empty: redraw everything instead.
        if rect.isNull || rect.isEmpty { rect = bounds }
        needsDisplayFlag = false
        dirtyRect = nil
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        if rect != bounds, let old = backingStore, old.width == ctx.width, old.height == ctx.height {
            keepOutside(rect, of: old, in: ctx, scale: scale)
        }
        baseDrawCalled = false
        currentDrawRect = rect
        layer.draw(in: ctx)
        currentDrawRect = nil
        if !baseDrawCalled, hasOpaqueBackingStore { UIView.fillBehind(rect, in: ctx) }
        guard let image = ctx.makeImage() else { return }
        if drawsContent == nil, baseDrawCalled, UIView.isBlank(image) {
            // The probe found a view that does not draw: UIKit gives it no backing store, so its
            // layer's `contents` (an image the view set itself, in `layoutSubviews()` for example)
            // and `contentsScale` stay as they are.
            drawsContent = false
            backingStore = nil
            return
        }
        layer.contentsScale = scale
        drawsContent = true
        recordingLifecycleLog.record(.draw, self)
        backingStore = image
        layer.contents = image
    }

    /// Draws with UIKit's environment: `ctx` pushed as the current context, the view's traits as
    /// `UITraitCollection.current`, clipped to `rect`. (The display pass records the call in the
    /// lifecycle log once it knows the view draws.)
    func drawWithUIKitEnvironment(in ctx: CGContext, rect: CGRect) {
        ctx.saveGState()
        ctx.clip(to: rect)
        UIGraphicsPushContext(ctx)
        traitCollection.performAsCurrent {
            draw(rect)
            (self as? SystemContentDrawing)?.drawSystemContent()
        }
        UIGraphicsPopContext()
        ctx.restoreGState()
    }

    /// Copies the old bitmap and clears `rect`, for a partial redraw.
    private func keepOutside(_ rect: CGRect, of old: CGImage, in ctx: CGContext, scale: CGFloat) {
        ctx.drawInDeviceSpace(old)
        ctx.fill(rect, color: .clear, blendMode: .clear)
    }

    /// Whether the backing store `draw(_:)` fills has no alpha channel, as on iOS for a view that is
    /// opaque (`isOpaque`, true by default) and has no `backgroundColor`: what the drawing leaves
    /// transparent shows **black** — the classic "my custom view has a black background", fixed by
    /// `isOpaque = false` or a background colour (Matt Neuburg, "Programming iOS 4", ch. 15 "Drawing
    /// a UIView": the view's opaque must be set to NO or the background is black; CALayer
    /// `isOpaque`: "the backing store has no alpha channel"). ViewLab's own components, which draw
    /// artwork that iOS draws with layers, are exempt (`drawsSystemArtwork`).
    var hasOpaqueBackingStore: Bool {
        isOpaque && storedBackgroundColor == nil && !drawsSystemArtwork
    }

    /// Paints opaque black behind what was drawn in `rect` (`.destinationOver`): the same pixels as
    /// drawing on a bitmap without alpha.
    static func fillBehind(_ rect: CGRect, in ctx: CGContext) {
        ctx.fill(rect, color: .black, blendMode: .destinationOver)
    }

    /// Whether every pixel is fully transparent (row by row with `memcmp`).
    static func isBlank(_ image: CGImage) -> Bool {
        image.withPixels { bytes, stride in
            let rowBytes = image.width * 4
            let zeros = [UInt8](repeating: 0, count: rowBytes)
            guard let base = bytes.baseAddress else { return true }
            return zeros.withUnsafeBytes { z in
                (0..<image.height).allSatisfy { memcmp(base + $0 * stride, z.baseAddress!, rowBytes) == 0 }
            }
        }
    }
}

/// ViewLab: a UIKit view whose system look (a text field's border, text and caret) iOS draws in
/// subviews of its own, above what the view draws: drawn here after `draw(_:)`, so a subclass that
/// overrides `draw(_:)` without calling `super` keeps it, as on iOS.
@MainActor
protocol SystemContentDrawing: UIView {
    /// Draws in the current context, with the view's traits current, after `draw(_:)`.
    func drawSystemContent()
}
