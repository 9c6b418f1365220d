import CoreGraphics

// MARK: - Renderer base classes

/// The base of renderer formats (iOS's abstract `UIGraphicsRendererFormat`).
open class UIGraphicsRendererFormat: @unchecked Sendable {
    /// The drawing bounds in points (set by the renderer that uses the format).
    public internal(set) var bounds: CGRect = .zero

    public required init() {}

    /// The default format for the main screen.
    open class func `default`() -> Self { Self.init() }

    /// The most capable format for the device (the same as `default()` here).
    open class func preferred() -> Self { Self.init() }
}

/// The base of renderer contexts: the Core Graphics context plus rectangle conveniences.
open class UIGraphicsRendererContext: @unchecked Sendable {
    /// The context to draw into: top-left origin, in points.
    public let cgContext: CGContext
    /// The format the renderer was created with.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills `rect` with the current fill colour (normal blending).
    open func fill(_ rect: CGRect) { fill(rect, blendMode: .normal) }

    /// Fills `rect` with the current fill colour using `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { stroke(rect, blendMode: .normal) }

    /// Strokes the outline of `rect` using `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The base of renderers (iOS's abstract `UIGraphicsRenderer`).
open class UIGraphicsRenderer: @unchecked Sendable {
    /// The format drawing happens with.
    public let format: UIGraphicsRendererFormat
    /// Whether the renderer produces images (true for image renderers).
    open var allowsImageOutput: Bool { false }

    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.bounds = bounds
        self.format = format
    }
}
