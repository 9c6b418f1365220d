import CCairo
import Foundation

/// A Quartz 2D drawing destination, backed by a cairo context.
///
/// As on Apple platforms, a bitmap context created directly has its origin at the **bottom-left**
/// (y grows upwards); contexts that UIKit hands out (`draw(_:)`, `UIGraphicsImageRenderer`) are
/// flipped so that the origin is at the **top-left**.
public final class CGContext: @unchecked Sendable {
    /// The cairo context everything is drawn through.
    @_spi(ViewLab) public let cairo: OpaquePointer
    /// The target image surface.
    @_spi(ViewLab) public let surface: OpaquePointer

    /// Width and height of the target in pixels.
    public let width: Int
    public let height: Int

    /// The graphics state that cairo does not keep for us.
    struct GState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
    }
    var state = GState()
    var stack: [GState] = []

    /// Creates a context drawing into a new transparent ARGB32 surface with the given pixel size and
    /// the given base transform (user space → pixels).
    @_spi(ViewLab) public init?(pixelWidth: Int, pixelHeight: Int, base: CGAffineTransform) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= CGImage.maximumSide, pixelHeight <= CGImage.maximumSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.surface = surface
        self.cairo = cairo_create(surface)
        self.width = pixelWidth
        self.height = pixelHeight
        var matrix = cairo_matrix_t(xx: Double(base.a), yx: Double(base.b), xy: Double(base.c), yy: Double(base.d), x0: Double(base.tx), y0: Double(base.ty))
        cairo_set_matrix(cairo, &matrix)
    }

    /// A UIKit-style context: `size` points at `scale` pixels per point, origin at the top-left.
    @_spi(ViewLab) public convenience init?(flippedSize size: CGSize, scale: CGFloat) {
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= CGFloat(CGImage.maximumSide), h <= CGFloat(CGImage.maximumSide) else { return nil }
        self.init(pixelWidth: Int(w), pixelHeight: Int(h), base: CGAffineTransform(scaleX: scale, y: scale))
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    // MARK: - Graphics state

    /// Pushes a copy of the whole graphics state (CTM, clip, colours, line settings, alpha).
    public func saveGState() {
        cairo_save(cairo)
        stack.append(state)
    }

    /// Restores the state saved by the matching `saveGState()`; unbalanced calls are ignored.
    public func restoreGState() {
        guard let saved = stack.popLast() else { return }
        cairo_restore(cairo)
        state = saved
    }

    // MARK: - Transform

    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, Double(x), Double(y)) }
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }
    public func concatenate(_ transform: CGAffineTransform) {
        var m = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &m)
    }
    /// The current transformation matrix (user space → device pixels).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    // MARK: - Colour

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

    func applySource(_ color: CGColor) {
        let c = color.rgba
        cairo_set_source_rgba(cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * state.alpha))
    }

    // MARK: - Rectangles

    public func fill(_ rect: CGRect) {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        applySource(state.fillColor)
        cairo_fill(cairo)
    }

    public func clip(to rect: CGRect) {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cairo)
    }

    // MARK: - Images

    /// A snapshot of what has been drawn so far.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return CGImage(premultipliedBGRA: UnsafeRawBufferPointer(start: data, count: stride * height), width: width, height: height, bytesPerRow: stride)
    }
}
