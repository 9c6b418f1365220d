import CCairo
import Foundation

/// A Quartz 2D drawing destination, backed by a cairo context.
///
/// As on Apple platforms, a bitmap context created directly has its origin at the **bottom-left**
/// (y grows upwards); contexts that UIKit hands out (`draw(_:)`, `UIGraphicsImageRenderer`) are
/// flipped so that the origin is at the **top-left**.
///
/// Internally cairo's device space is always top-left, in pixels. The *base transform* maps the
/// context's default user space to it (a y-flip for bitmap contexts, a scale for UIKit contexts);
/// shadow offsets and blur are measured in that base space, as Core Graphics does.
public final class CGContext: @unchecked Sendable {
    /// The cairo context everything is drawn through — never handed out: other modules draw
    /// through `CGContext`'s API and the rendering API (`renderContext`, `withTextDrawingTarget`).
    /// Reaching for it first gives an image that still shares the surface (`makeImage()`) its own
    /// copy, so the image never changes.
    var cairo: OpaquePointer {
        if let image = lentImage {
            lentImage = nil
            image.detachFromContext()
        }
        return cairoContext
    }
    private let cairoContext: OpaquePointer
    /// The image that shares `surface` (from `makeImage()`), while it lives.
    private weak var lentImage: CGImage?
    /// The target image surface (ARGB32, or RGB24 for opaque bitmap formats).
    @_spi(ViewLab) public let surface: OpaquePointer

    /// Width and height of the target in pixels.
    public let width: Int
    public let height: Int

    /// Default user space → cairo device pixels (top-left origin).
    let base: CGAffineTransform

    /// The current path, stored in cairo device space (points are transformed by the CTM when
    /// they are added, as in Core Graphics).
    var currentPath = CGMutablePath()

    /// The graphics state that cairo does not keep for us.
    struct GState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: Shadow?
        var shouldAntialias = true
        var interpolationQuality = CGInterpolationQuality.default
        var flatness: CGFloat = 0.5
        /// The coverage left by `clip(to:mask:)` (nil: none); the clip path is cairo's.
        var clipMask: ClipMask?
    }

    /// A shadow as set by `setShadow(offset:blur:color:)` (offset and blur in base space).
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    var state = GState()
    var stack: [GState] = []
    /// The graphics states to restore when each open transparency layer ends.
    var layers: [LayerRecord] = []
    /// Whether antialiasing may be used at all (`setAllowsAntialiasing`; not part of the state).
    var allowsAntialiasing = true
    /// The text matrix: text space → user space for Core Text's line and frame drawing
    /// (`CTLineDraw`, `CTFrameDraw`); its translation is `textPosition`. Like Core Graphics', it is
    /// not part of the graphics state (Apple, `CGContext.textMatrix`: "the text matrix is not a
    /// part of the graphics state"), so `saveGState`/`restoreGState` leave it alone.
    public var textMatrix = CGAffineTransform.identity

    /// The caller's pixel buffer and how to convert to it (bitmap contexts only).
    let bitmap: BitmapStore?

    /// Creates a context drawing into a new transparent ARGB32 surface with the given pixel size and
    /// the given base transform (user space → pixels).
    @_spi(ViewLab) public convenience init?(pixelWidth: Int, pixelHeight: Int, base: CGAffineTransform) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= CGImage.maximumSide, pixelHeight <= CGImage.maximumSide,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.init(surface: surface, base: base, bitmap: nil)
    }

    /// A UIKit-style context: `size` points at `scale` pixels per point, origin at the top-left.
    @_spi(ViewLab) public convenience init?(flippedSize size: CGSize, scale: CGFloat) {
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard scale.isFinite, scale > 0, w.isFinite, h.isFinite, w >= 1, h >= 1,
            w <= CGFloat(CGImage.maximumSide), h <= CGFloat(CGImage.maximumSide)
        else { return nil }
        self.init(pixelWidth: Int(w), pixelHeight: Int(h), base: CGAffineTransform(scaleX: scale, y: scale))
    }

    /// Takes ownership of `surface` (one reference).
    init(surface: OpaquePointer, base: CGAffineTransform, bitmap: BitmapStore?) {
        self.surface = surface
        self.cairoContext = cairo_create(surface)
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
        self.base = base
        self.bitmap = bitmap
        setCairoMatrix(cairo, base)
        // Core Graphics' defaults: 1-unit lines, butt caps, miter joins, miter limit 10.
        cairo_set_line_width(cairo, 1)
        cairo_set_miter_limit(cairo, 10)
    }

    deinit {
        cairo_destroy(cairoContext)
        cairo_surface_destroy(surface)
    }

    // MARK: - Reading back

    /// A snapshot of what has been drawn so far, in the context's pixel layout's colours (a gray
    /// context gives a gray image, an opaque format an opaque image).
    ///
    /// ViewLab: the image of a plain ARGB context (no caller buffer) takes the context's surface
    /// instead of a copy; the pixels are copied only if the context is used again while the image
    /// lives (copy-on-write), so a `CGImage` never changes, as in Core Graphics.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        if bitmap == nil, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 {
            if let image = lentImage { return image }
            let image = CGImage(adoptingSurface: cairo_surface_reference(surface))
            lentImage = image
            return image
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: stride * height)
        let image: CGImage?
        if let bitmap, bitmap.layout.isOpaque {
            image = bitmap.opaqueImage(from: bytes, stride: stride, width: width, height: height)
        } else {
            image = CGImage(premultipliedBGRA: bytes, width: width, height: height, bytesPerRow: stride)
        }
        // The image reports its own storage (always 32-bit BGRA) and the context's colour space.
        if let bitmap { image?.colorSpace = bitmap.space }
        return image
    }

    /// Makes sure the caller's buffer holds everything drawn so far (Core Graphics' `flush`).
    public func flush() {
        cairo_surface_flush(surface)
        bitmap?.export(from: surface)
    }

    /// Called after every drawing operation: keeps a converted caller buffer up to date. `dirty`
    /// bounds the pixels the operation may have changed (cairo device space; nil: everything).
    func didDraw(dirty: CGRect? = nil) {
        guard let bitmap, bitmap.needsConversion else { return }
        cairo_surface_flush(surface)
        bitmap.export(from: surface, dirty: dirty?.insetBy(dx: -2, dy: -2))
    }
}

// MARK: - Matrix bridging

extension CGAffineTransform {
    /// The same matrix in cairo's layout.
    var cairoValue: cairo_matrix_t {
        cairo_matrix_t(xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }

    init(_ m: cairo_matrix_t) {
        self.init(
            a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0)
        )
    }
}

/// Sets `transform` as the cairo context's matrix.
func setCairoMatrix(_ cairo: OpaquePointer, _ transform: CGAffineTransform) {
    var m = transform.cairoValue
    cairo_set_matrix(cairo, &m)
}

/// The cairo context's matrix (user space → cairo device space).
func cairoMatrix(_ cairo: OpaquePointer) -> CGAffineTransform {
    var m = cairo_matrix_t()
    cairo_get_matrix(cairo, &m)
    return CGAffineTransform(m)
}
