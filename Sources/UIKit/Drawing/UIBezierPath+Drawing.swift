import CoreGraphics

// MARK: - Drawing into the current context

extension UIBezierPath {
    /// Sets the dash pattern used by `stroke()` (`count` lengths from `pattern`, in points).
    /// A nil pattern or a count of 0 turns dashing off.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0, count < 1 << 16 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Reads the dash pattern: `count` receives the number of lengths; `pattern` (if not nil) must
    /// have room for them.
    public func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, value) in dashPattern.enumerated() { pattern[i] = value } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Fills the path with the current fill colour (open subpaths are closed implicitly).
    public func fill() {
        draw { context in
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    /// Fills with `blendMode` and `alpha` (the graphics state is restored afterwards).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    /// Strokes the path with the current stroke colour and this path's line settings.
    public func stroke() {
        draw { context in
            applyStrokeSettings(to: context)
            context.strokePath()
        }
    }

    /// Strokes with `blendMode` and `alpha` (the graphics state is restored afterwards).
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            applyStrokeSettings(to: context)
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.strokePath()
        }
    }

    /// Intersects the current context's clip with the path (not undone automatically: wrap in
    /// `saveGState` / `restoreGState` to limit it).
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Replaces the context's path with this one and runs `body` inside save/restore.
    private func draw(_ body: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(path)
        body(context)
        context.restoreGState()
    }

    private func applyStrokeSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }
}
