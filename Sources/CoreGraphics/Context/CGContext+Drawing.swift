import CCairo
import Foundation

// MARK: - Painting the current path

/// Filling and stroking. Every painting call consumes the current path (as in Core Graphics),
/// honours the clip, global alpha, blend mode and shadow, and keeps a converted caller buffer in
/// sync (see `CGContext(data:…)`).
extension CGContext {
    /// Fills the current path with the fill colour using `rule` (default: non-zero winding).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .winding ? .fill : .eoFill)
    }

    /// Fills the current path using the even-odd rule.
    public func eoFillPath() { drawPath(using: .eoFill) }

    /// Strokes the current path with the stroke colour and the current line settings.
    public func strokePath() { drawPath(using: .stroke) }

    /// Paints the current path as `mode` says, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        defer { beginPath() }
        guard !currentPath.isEmpty else { return }
        let fillRule: cairo_fill_rule_t? =
            switch mode {
            case .fill, .fillStroke: CAIRO_FILL_RULE_WINDING
            case .eoFill, .eoFillStroke: CAIRO_FILL_RULE_EVEN_ODD
            case .stroke: nil
            }
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        emitPath()
        let extents = pathDeviceExtents(fill: fillRule != nil, stroke: strokes)
        let fillColor = state.fillColor, strokeColor = state.strokeColor
        render(extents: extents) { cr in
            if let fillRule {
                cairo_set_fill_rule(cr, fillRule)
                self.setSource(fillColor, on: cr)
                cairo_fill_preserve(cr)
            }
            if strokes {
                self.setSource(strokeColor, on: cr)
                cairo_stroke_preserve(cr)
            }
        }
    }

    /// The device-space bounds of what filling and/or stroking cairo's current path would touch.
    func pathDeviceExtents(fill: Bool, stroke: Bool) -> CGRect {
        var box = CGRect.null
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        if fill {
            cairo_fill_extents(cairo, &x1, &y1, &x2, &y2)
            box = box.union(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        }
        if stroke {
            cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2)
            box = box.union(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        }
        return box.applying(cairoMatrix(cairo))
    }

    // MARK: - Rectangles and ellipses

    /// Fills `rect` (the current path is discarded).
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills each rectangle (non-zero winding over all of them).
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Strokes the outline of `rect` with the current line width.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` with `width`, leaving the line width setting unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = cairo_get_line_width(cairo)
        setLineWidth(width)
        stroke(rect)
        cairo_set_line_width(cairo, saved)
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes independent segments: points 0–1, 2–3, … (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` fully transparent (inside the clip, and in proportion to a clip mask), whatever
    /// the blend mode, alpha and shadow.
    public func clear(_ rect: CGRect) {
        beginPath()
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(cairo, &x1, &y1, &x2, &y2)
        let dirty = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(cairoMatrix(cairo))
        drawingThroughClipMask { cairo_fill(cairo) }
        cairo_restore(cairo)
        didDraw(dirty: hasClipMask ? nil : dirty)
    }

    // MARK: - Clipping

    /// Intersects the clip with the current path (non-zero winding by default) and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        emitPath()
        cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cairo)
        beginPath()
    }

    /// Intersects the clip with the current path using the even-odd rule.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with `rect` (the current path is discarded).
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip()
    }

    /// The bounding box of the clip in user space (the whole context when nothing was clipped).
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The fill colour, stroke colour and global alpha of the current graphics state.
    @_spi(ViewLab) public var currentFillColor: CGColor { state.fillColor }
    @_spi(ViewLab) public var currentStrokeColor: CGColor { state.strokeColor }
    @_spi(ViewLab) public var currentAlpha: CGFloat { state.alpha }

    /// For image drawing (`CGContext+Image.swift`): the global alpha to paint images with, and one
    /// image operation through the drawing pipeline (blend mode, shadow, bitmap syncing); nil
    /// extents (tiling) cover the clip.
    var imageDrawingAlpha: CGFloat { state.alpha }
    func renderImageOperation(extents: CGRect?, _ draw: (OpaquePointer) -> Void) {
        render(extents: extents ?? clipDeviceExtents, clipShadowSourceToClip: extents == nil, draw)
    }

    /// The clip's bounds in cairo device space.
    @_spi(ViewLab) public var clipDeviceExtents: CGRect { boundingBoxOfClipPath.applying(cairoMatrix(cairo)) }

    // MARK: - The drawing pipeline

    /// Runs one drawing operation. `draw` paints with cairo's current path (already emitted) and
    /// must not consume it (use the `_preserve` calls); `extents` bounds what it touches in cairo
    /// device space (used to size the shadow buffer). The shadow, if any, is drawn first.
    ///
    /// For other ViewLab modules (images, text): draw through this so that blend mode, shadow and
    /// bitmap syncing apply. `draw` may be called twice (shadow mask, then the real drawing) and
    /// must use only the cairo context it is given; multiply colours by `currentAlpha` yourself.
    /// Paint-type operations (covering the clip) pass `clipShadowSourceToClip: true`.
    /// A clip mask (`clip(to:mask:)`) applies to the shadow and the drawing together.
    @_spi(ViewLab) public func render(
        extents: CGRect, clipShadowSourceToClip: Bool = false, _ draw: (OpaquePointer) -> Void
    ) {
        var dirty: CGRect? = extents.isNull || state.blendMode.isUnbounded || hasClipMask ? nil : extents
        drawingThroughClipMask {
            cairo_save(cairo)
            applyCompositing(to: cairo)
            if let shadow = state.shadow, shadow.color.rgba.alpha > 0 {
                drawShadow(shadow, extents: extents, clipSourceToClip: clipShadowSourceToClip, draw)
                dirty = nil
            }
            draw(cairo)
            cairo_restore(cairo)
        }
        cairo_new_path(cairo)
        didDraw(dirty: dirty)
    }
}
