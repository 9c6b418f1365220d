@_spi(ViewLab) import CoreGraphics
import Foundation

/// Core Animation's render server, in-process: composites a layer tree into a `CGContext` through
/// Core Graphics' rendering API (`RenderContext`). `CALayer.render(in:)` is the entry point. (ViewLab SPI.)
///
/// Per layer, in the layer's own space: clip to the rounded bounds (`masksToBounds`); if a `mask`
/// or group opacity applies, open a group; shadow (from `shadowPath`, or from the blurred alpha of
/// the rendered subtree); background (rounded), `contents` (gravity, `contentsRect`,
/// `contentsCenter`), the subclass's content (shape, gradient, text), the sublayers in z order,
/// the border (inside the bounds, above everything); close the group with the mask and opacity.
@_spi(ViewLab) public final class LayerCompositor {
    /// What the compositor draws with (Core Graphics' rendering API; the compositor calls no engine).
    let cr: RenderContext
    /// What it keeps between frames: pooled surfaces, shadow bitmaps (the renderer's, see `RenderServer`).
    let server: RenderServer
    var passes: [OffscreenPass] = []
    let debug: CompositorDebugOptions
    /// The device rectangle of the whole frame when the target holds only a piece of it (damage
    /// rendering); nil: the target surface is the frame.
    let frame: CGRect?
    /// The media time whose presentation tree is drawn; nil draws the model tree (what
    /// `CALayer.render(in:)` draws, as on iOS).
    /// (A replicator layer moves it back by `instanceDelay` while it draws a later instance.)
    var presentationTime: CFTimeInterval?
    /// Whether the sublayers drawn are the render tree's (their committed state, see
    /// `CALayer+CommittedState`) instead of the layer tree's: a `CATransition`'s old picture.
    var drawsCommittedTree = false
    /// What a damage render may skip (nil: draw everything).
    var culling: Culling?
    /// Animated alpha-shadowed layers already drawn in this damage render (nil: none kept).
    var frameShadows: FrameShadows?
    /// The frame of a damage tracker being drawn and its alpha-shadowed layers whose shadow is
    /// the frame before's (nil: not a tracked frame).
    var unchangedAlphaShadows: LayerDamageTracker.UnchangedAlphaShadows?

    init(
        context: RenderContext, server: RenderServer, debug: CompositorDebugOptions, frame: CGRect? = nil,
        presentationTime: CFTimeInterval? = nil
    ) {
        self.cr = context
        self.server = server
        self.debug = debug
        self.frame = frame
        self.presentationTime = presentationTime
    }

    // MARK: - Entry

    /// Composites `layer` and its subtree as last committed (`CALayer.commitForRendering()` first;
    /// the compositor never commits), with `server`'s caches, in the layer's own coordinate space (its position and transform are not applied), with the
    /// debug colouring `debug`, through the context's clip mask if it has one (`clip(to:mask:)`).
    /// Returns the off-screen passes it made, in the order they happened. With `presentationTime`
    /// every animated layer is drawn as its presentation at that media time (what the screen
    /// shows); without it, the model tree.
    /// `unchangedAlphaShadows` (from the `LayerDamageTracker` that recorded this frame) lets the
    /// alpha shadows drawn be kept for the tracker's next frame.
    @discardableResult
    public static func render(
        _ layer: CALayer, in ctx: CGContext, server: RenderServer, debug: CompositorDebugOptions = [],
        presentationTime: CFTimeInterval? = nil,
        unchangedAlphaShadows: LayerDamageTracker.UnchangedAlphaShadows? = nil
    ) -> [OffscreenPass] {
        let compositor = LayerCompositor(
            context: ctx.renderContext, server: server, debug: debug, presentationTime: presentationTime)
        compositor.unchangedAlphaShadows = unchangedAlphaShadows
        ctx.drawingThroughClipMask {
            ctx.renderContext.withSavedState { compositor.composite(layer, alpha: 1) }
        }
        // A bitmap context over the caller's bytes in a layout cairo does not draw in (RGBA,
        // `premultipliedLast`) holds the rendered pixels when `render(in:)` returns, as any drawing
        // call leaves them (reading one pixel of a gradient this way is a common idiom).
        ctx.flush()
        return compositor.passes
    }

    /// Re-composites only the device rectangles `damage` (from `LayerDamageTracker`) of a context
    /// that holds the last frame of `layer` (drawn with the context's current CTM): one rectangle
    /// at a time, the frame is clipped to it (one whole-pixel box, which cairo reduces to the
    /// drawing's extents), cleared and composited on its own pixel grid and coordinates (so shadow
    /// bitmaps, off-screen passes and their placement are a full render's). A layer whose
    /// `subtreeRects` entry (`LayerDamageTracker.subtreeRects`) does not meet the rectangle is
    /// skipped. The result equals a full render of a cleared context. An infinite rectangle
    /// redraws everything. Returns the off-screen passes of the layers it composited (each
    /// layer's once, however many rectangles it crossed). `unchangedAlphaShadows` (from the same
    /// tracker) names the alpha-shadowed layers whose blurred shadow from the frame before is kept.
    @discardableResult
    public static func render(
        _ layer: CALayer, in ctx: CGContext, server: RenderServer, damage: [CGRect],
        subtreeRects: [ObjectIdentifier: CGRect] = [:],
        debug: CompositorDebugOptions = [], presentationTime: CFTimeInterval? = nil,
        unchangedAlphaShadows: LayerDamageTracker.UnchangedAlphaShadows? = nil
    ) -> [OffscreenPass] {
        let frame = CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height)
        let cr = ctx.renderContext
        if damage.contains(where: \.isInfinite) {
            cr.withSavedState {
                cr.setBlendMode(.clear)
                cr.paint()
            }
            return render(
                layer, in: ctx, server: server, debug: debug, presentationTime: presentationTime,
                unchangedAlphaShadows: unchangedAlphaShadows)
        }
        let matrix = cr.transform
        var passes: [OffscreenPass] = []
        let frameShadows = FrameShadows()
        defer { frameShadows.recycle() }
        for rect in damage {
            let r = rect.integral.intersection(frame)
            guard !r.isNull, r.width >= 1, r.height >= 1 else { continue }
            cr.withSavedState {
                cr.resetTransform()
                cr.beginPath()
                cr.addRect(r)
                cr.clip()
                cr.setBlendMode(.clear)
                cr.paint()
                cr.setBlendMode(.normal)
                cr.transform = matrix
                let compositor = LayerCompositor(
                    context: cr, server: server, debug: debug, presentationTime: presentationTime)
                if debug.isEmpty {
                    compositor.culling = Culling(damage: [r], subtreeRects: subtreeRects)
                    compositor.frameShadows = frameShadows
                    compositor.unchangedAlphaShadows = unchangedAlphaShadows
                }
                if compositor.culling?.skips(layer) != true { compositor.composite(layer, alpha: 1) }
                for pass in compositor.passes where !passes.contains(pass) { passes.append(pass) }
            }
        }
        ctx.flush()
        return passes
    }

    func record(_ layer: CALayer, _ reason: OffscreenReason) {
        passes.append(OffscreenPass(layer: layer.modelLayer ?? layer, reason: reason))
    }

    // MARK: - One layer

    /// Composites `layer` with the current CTM mapping its own space; `alpha` is the opacity
    /// inherited from ancestors that do not group.
    func composite(_ model: CALayer, alpha: Double) {
        // Drawn on screen (a presentation render): from now on the layer animates implicitly.
        if presentationTime != nil { (model.modelLayer ?? model).hasBeenCommitted = true }
        let layer = presentationTime.map { model.compositingCopy(atMediaTime: $0) } ?? model
        let opacity = Double(layer.opacity.isNaN ? 1 : min(max(layer.opacity, 0), 1))
        // A transition draws the old picture too, so it runs even when the layer is now hidden.
        if let time = presentationTime,
            let (transition, progress) = (model.modelLayer ?? model).transition(atMediaTime: time)
        {
            return compositeTransition(layer, transition, progress: progress, alpha: alpha, opacity: opacity)
        }
        guard !layer.isHidden, alpha * opacity > 0 else { return }
        if layer.shouldRasterize, compositeRasterized(layer, alpha: alpha * opacity) { return }
        compositeLive(layer, alpha: alpha, opacity: opacity)
    }

    /// Composites without the rasterization cache.
    func compositeLive(_ layer: CALayer, alpha: Double, opacity: Double) {
        let effective = alpha * opacity
        let hasSublayers = layer.storedSublayers.contains { !$0.isHidden }
        let groupOpacity = opacity < 1 && layer.allowsGroupOpacity && hasSublayers
        let shadowFromAlpha = layer.hasVisibleShadow && layer.shadowPath == nil
        let outerGroup = layer.mask != nil || groupOpacity
        let roundedClip = layer.masksToBounds && layer.cornerRadius > 0 && hasSublayers
        var reasons: [OffscreenReason] = []
        if shadowFromAlpha { reasons.append(.shadowWithoutPath) }
        if layer.mask != nil { reasons.append(.mask) }
        if roundedClip { reasons.append(.roundedMasksToBounds) }
        if groupOpacity { reasons.append(.groupOpacity) }
        for reason in reasons { record(layer, reason) }

        cr.withSavedState {
            if layer.masksToBounds {
                appendBoundsPath(of: layer)
                cr.clip()
            }
            // Inside a group the opacity is applied when the group is painted.
            let bodyAlpha = outerGroup ? (layer.allowsGroupOpacity ? 1 : opacity) : effective
            let groupPaintAlpha = alpha * (layer.allowsGroupOpacity ? opacity : 1)
            if outerGroup { cr.beginGroup() }
            if layer.hasVisibleShadow, layer.shadowPath != nil { drawPathShadow(of: layer, alpha: bodyAlpha) }
            if shadowFromAlpha {
                drawBodyWithAlphaShadow(layer, alpha: bodyAlpha)
            } else {
                drawBody(layer, alpha: bodyAlpha)
            }
            if outerGroup {
                let group = cr.endGroup()
                if let mask = layer.mask {
                    paint(group, maskedBy: mask, alpha: groupPaintAlpha)
                } else {
                    cr.setSource(group)
                    cr.paint(alpha: groupPaintAlpha)
                }
                group.destroy()
            }
        }
        drawDebugOverlays(for: layer, offscreen: !reasons.isEmpty, alpha: effective)
    }

    // MARK: - Body

    /// Background, contents, the subclass's content, sublayers and border, at `alpha`.
    func drawBody(_ layer: CALayer, alpha: Double) {
        if let color = layer.backgroundColor {
            appendBoundsPath(of: layer)
            setSource(color, alpha: alpha)
            cr.fillPath()
        }
        if let image = layer.contentsImage { drawContents(image, of: layer, alpha: alpha) }
        layer.drawOwnContent(with: self, alpha: alpha)
        layer.drawSublayers(with: self, alpha: alpha)
        drawBorder(of: layer, alpha: alpha)
    }

    /// Draws the sublayers in z order; `instance` (a replicator's copy placement, in the layer's
    /// space) goes between each sublayer's placement and the layer's `sublayerTransform`.
    func drawSublayers(of layer: CALayer, alpha: Double, instance: CGAffineTransform = .identity) {
        let shared = layer.sublayerPlacement
        for listed in layer.sublayersInRenderOrder {
            // A transition's old picture: each sublayer as the render tree holds it (never drawn: not there).
            guard let model = drawsCommittedTree ? listed.committedState : listed,
                !model.isHidden || model.hasTransition
            else { continue }
            // Only the copy at the layer's own place is where the tracker recorded it.
            if instance == .identity, culling?.skips(model) == true { continue }
            let sublayer = presentationTime.map { model.compositingCopy(atMediaTime: $0) } ?? model
            cr.withSavedState {
                concatenate(sublayer.placementTransform.concatenating(instance).concatenating(shared))
                composite(sublayer, alpha: alpha)
            }
        }
    }

    /// The border fills the ring between the rounded bounds and the same shape inset by
    /// `borderWidth` (inner radius `cornerRadius − borderWidth`), so it follows the corners.
    func drawBorder(of layer: CALayer, alpha: Double) {
        let width = layer.borderWidth
        guard width > 0, width.isFinite, let color = layer.borderColor, color.alpha > 0 else { return }
        let outer = layer.bounds.standardized
        let w = min(width, min(outer.width, outer.height) / 2)
        cr.beginPath()
        appendBoundsPath(of: layer)
        RoundedRectPath(
            rect: outer.insetBy(dx: w, dy: w), radius: max(layer.cornerRadius - w, 0),
            corners: layer.maskedCorners, curve: layer.cornerCurve
        ).append(to: cr)
        cr.setFillRule(evenOdd: true)
        setSource(color, alpha: alpha)
        cr.fillPath()
        cr.setFillRule(evenOdd: false)
    }

    // MARK: - Helpers

    /// Appends the layer's rounded bounds to the current path.
    func appendBoundsPath(of layer: CALayer) {
        RoundedRectPath(
            rect: layer.bounds.standardized, radius: layer.cornerRadius,
            corners: layer.maskedCorners, curve: layer.cornerCurve
        ).append(to: cr)
    }

    func setSource(_ color: CGColor, alpha: Double) { cr.setSource(color, alpha: alpha) }

    func concatenate(_ t: CGAffineTransform) {
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), t.a * t.d - t.c * t.b != 0 else {
            // A singular or non-finite transform draws nothing; make that explicit with an empty clip.
            cr.beginPath()
            cr.clip()
            return
        }
        cr.concatenate(t)
    }

    /// Device pixels per point of the current CTM (geometric mean of the axis scales).
    var deviceScale: Double {
        let m = cr.transform
        return abs(m.a * m.d - m.c * m.b).squareRoot()
    }
}

extension CALayer {
    /// The `contents` as an image, when it is one.
    var contentsImage: CGImage? { contents.flatMap { $0 as? CGImage } }

    var hasVisibleShadow: Bool {
        guard shadowOpacity > 0, !shadowOpacity.isNaN, let color = shadowColor, color.alpha > 0 else { return false }
        return true
    }
}
