@_spi(ViewLab) import CoreGraphics
import Foundation

/// Display (backing store) and layout, with Core Animation's semantics: nothing is drawn until
/// `setNeedsDisplay()` is called (a new layer does not need display), and `render(in:)` runs the
/// pending layout and display passes before compositing, as a transaction commit would.
extension CALayer {
    // MARK: - Display

    /// Marks the whole layer as needing display (ViewLab always redraws the whole layer).
    func setNeedsDisplayImpl() {
        needsDisplayFlag = true
    }

    /// Marks `r` as needing display; ViewLab redraws the whole layer.
    /// ViewLab: takes the layer's display mark off without displaying, for a delegate that does
    /// the display itself (UIKit's view display pass, which then draws once).
    @_spi(ViewLab) public func clearNeedsDisplayMark() {
        needsDisplayFlag = false
    }

    /// Calls `display()` if the layer is marked as needing display.
    func displayIfNeededImpl() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Reloads the contents: the delegate's `display(_:)` when there is a delegate (whose default
    /// draws the backing store), otherwise `displayByDrawing()`.
    func displayImpl() {
        if let delegate { delegate.display(self) } else { displayByDrawing() }
    }

    /// Core Animation's default display: a transparent bitmap of `bounds.size × contentsScale`,
    /// top-left origin, in bounds coordinates, passed to `draw(in:)`; the result becomes
    /// `contents`. An empty (or unallocatable) bounds clears `contents`.
    @_spi(ViewLab) public func displayByDrawing() {
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        guard bounds.width > 0, bounds.height > 0, let ctx = CGContext(flippedSize: bounds.size, scale: scale) else {
            contents = nil
            return
        }
        delegate?.layerWillDraw(self)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(in: ctx)
        contents = ctx.makeImage()
    }

    /// Draws the layer's content; the default asks the delegate's `draw(_:in:)`.
    func drawImpl(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Core Animation's answer for whether `contents` is drawn flipped: true when an odd number of
    /// layers from this one up to the root have `isGeometryFlipped`.
    func contentsAreFlippedImpl() -> Bool {
        var flipped = false
        var node: CALayer? = self
        while let current = node {
            if current.isGeometryFlipped { flipped.toggle() }
            node = current.superlayer
        }
        return flipped
    }

    // MARK: - Layout

    /// Lays out this layer if needed, then its sublayers (top-down).
    func layoutIfNeededImpl() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sublayer in storedSublayers { sublayer.layoutIfNeeded() }
    }

    /// Asks the delegate's `layoutSublayers(of:)`; override to lay out sublayers yourself.
    func layoutSublayersImpl() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: - Transaction pass

    /// What a transaction commit does before drawing: layout, then display, through the subtree and
    /// the masks — so `render(in:)` renders what the next commit would show, and a layer (or view)
    /// that was never on screen still renders its content, as "view to image" code and
    /// snapshot-testing libraries expect on iOS. A delegate that keeps its own display state (a
    /// `UIView`, a `CALayerHostingDelegate`) updates its subtree first.
    func prepareForRendering() {
        (delegate as? CALayerHostingDelegate)?.prepareForRendering(of: self)
        layoutIfNeeded()
        displayPass()
    }

    /// Hidden layers keep their marks (Core Animation displays a layer when it is shown).
    private func displayPass() {
        guard !isHidden else { return }
        displayIfNeeded()
        mask?.prepareForRendering()
        for sublayer in storedSublayers { sublayer.displayPass() }
    }
}
