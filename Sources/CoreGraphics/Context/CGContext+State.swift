import CCairo
import Foundation

// MARK: - Graphics state stack

extension CGContext {
    /// Pushes a copy of the whole graphics state: CTM, clip, colours, line settings, alpha, blend
    /// mode, shadow, antialiasing. The current path is not part of the state.
    public func saveGState() {
        cairo_save(cairo)
        stack.append(state)
    }

    /// Restores the state saved by the matching `saveGState()`; unbalanced calls are ignored.
    public func restoreGState() {
        // Inside a transparency layer, only the saves made inside it can be restored.
        guard stack.count > (layers.last?.stackDepth ?? 0), let saved = stack.popLast() else { return }
        cairo_restore(cairo)
        state = saved
    }
}

// MARK: - Current transformation matrix

extension CGContext {
    public func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return }
        cairo_translate(cairo, Double(x), Double(y))
    }

    /// Scales user space. A zero or non-finite factor is ignored (it would make the CTM singular,
    /// which cairo treats as an error that would disable the context).
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite, x != 0, y != 0 else { return }
        cairo_scale(cairo, Double(x), Double(y))
    }

    /// Rotates user space by `angle` radians (+x towards +y).
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return }
        cairo_rotate(cairo, Double(angle))
    }

    /// Prepends `transform` to the CTM. Non-invertible transforms are ignored.
    public func concatenate(_ transform: CGAffineTransform) {
        let det = transform.a * transform.d - transform.b * transform.c
        guard det != 0, det.isFinite, transform.tx.isFinite, transform.ty.isFinite else { return }
        var m = transform.cairoValue
        cairo_transform(cairo, &m)
    }

    /// The current transformation matrix: user space → device space, where device space is in
    /// pixels with a **bottom-left** origin as in Core Graphics. A fresh bitmap context reports
    /// the identity; a UIKit context at scale `s` reports `(s, 0, 0, -s, 0, heightInPixels)`.
    public var ctm: CGAffineTransform {
        cairoMatrix(cairo).concatenating(deviceFlip)
    }

    /// Same as `ctm`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    /// Cairo's top-left pixel space ↔ Core Graphics' bottom-left device space.
    var deviceFlip: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)) }
}

// MARK: - Line settings

extension CGContext {
    /// The stroke width in user space (at stroke time). Negative or non-finite values are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        cairo_set_line_width(cairo, Double(width))
    }

    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
    }

    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit >= 0 else { return }
        cairo_set_miter_limit(cairo, Double(limit))
    }

    /// Dashes strokes: `lengths` alternate painted/unpainted lengths in user space, starting
    /// `phase` units into the pattern. An empty array (or all zeros) turns dashing off; negative
    /// or non-finite lengths are refused (dashing is turned off).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 } && phase.isFinite
        guard valid else { return cairo_set_dash(cairo, nil, 0, 0) }
        let values = lengths.map(Double.init)
        cairo_set_dash(cairo, values, Int32(values.count), Double(phase))
    }

    /// The accuracy of curves (kept for API compatibility; cairo's tolerance is set from it).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        state.flatness = flatness
        cairo_set_tolerance(cairo, Double(min(flatness, 10)) * 0.2)
    }
}

// MARK: - Colour, alpha, blending

extension CGContext {
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// The global alpha (clamped to 0…1) multiplied into everything drawn.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1) }

    /// How subsequent drawing combines with what is already there; see `CGBlendMode`.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Turns antialiasing on or off for subsequent drawing (part of the graphics state).
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

    /// Whether antialiasing is allowed at all; drawing is antialiased only when both this and
    /// `setShouldAntialias` say so. Not part of the graphics state.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { self.allowsAntialiasing = allowsAntialiasing }

    /// The quality used when images are drawn scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Sets `color` as cairo's source, with the global alpha.
    func setSource(_ color: CGColor, on cr: OpaquePointer) {
        let c = color.rgba
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * state.alpha))
    }

    /// Applies operator and antialiasing from the state to `cr` before a drawing operation.
    func applyCompositing(to cr: OpaquePointer) {
        cairo_set_operator(cr, state.blendMode.cairoOperator)
        cairo_set_antialias(
            cr, state.shouldAntialias && allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
}
