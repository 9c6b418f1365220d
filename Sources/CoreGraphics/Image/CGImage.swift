import CCairo
import Foundation

/// An immutable bitmap image. Pixels are stored as 8-bit premultiplied alpha, 32 bits per pixel in
/// native byte order (BGRA in memory on little-endian machines) — cairo's `ARGB32`, which is Core
/// Graphics' `premultipliedFirst | byteOrder32Little`.
public final class CGImage: @unchecked Sendable {
    /// The cairo image surface that owns the pixels. Never drawn into while the image uses it: an
    /// image made by `CGContext.makeImage()` shares the context's surface until the context is
    /// used again, and then moves to a copy (`detachFromContext`).
    @_spi(ViewLab) public private(set) var surface: OpaquePointer

    /// Takes ownership of an ARGB32 cairo image surface (one reference).
    @_spi(ViewLab) public init(adoptingSurface surface: OpaquePointer) {
        self.surface = surface
    }

    /// Creates an image from premultiplied BGRA (native ARGB32) rows. Returns nil for sizes cairo
    /// cannot allocate.
    @_spi(ViewLab) public convenience init?(
        premultipliedBGRA bytes: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int
    ) {
        guard width > 0, height > 0, width <= CGImage.maximumSide, height <= CGImage.maximumSide,
            // the last row needs only its pixels (a crop at the bottom right ends there)
            bytesPerRow >= width * 4, bytes.count >= bytesPerRow * (height - 1) + width * 4,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let destination = cairo_image_surface_get_data(surface)!
        for y in 0..<height {
            memcpy(destination + y * stride, bytes.baseAddress! + y * bytesPerRow, width * 4)
        }
        cairo_surface_mark_dirty(surface)
        self.init(adoptingSurface: surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Moves the image to its own copy of the pixels (the context that lent it its surface is about
    /// to draw again). When no memory is left for the copy the image keeps sharing (it may then
    /// change), which is the only alternative to crashing.
    func detachFromContext() {
        cairo_surface_flush(surface)
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        guard let copy = cairo_image_surface_create(cairo_image_surface_get_format(surface), width, height),
            cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS,
            let from = cairo_image_surface_get_data(surface), let to = cairo_image_surface_get_data(copy),
            cairo_image_surface_get_stride(copy) == cairo_image_surface_get_stride(surface)
        else { return }
        cairo_surface_flush(copy)
        to.update(from: from, count: Int(cairo_image_surface_get_stride(surface)) * Int(height))
        cairo_surface_mark_dirty(copy)
        cairo_surface_destroy(surface)
        surface = copy
    }

    /// The largest width or height of any surface ViewLab creates.
    public static let maximumSide = 16_384

    // MARK: - Geometry and format

    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    /// The colour space the pixels are in (sRGB, or gray for snapshots of gray bitmap contexts;
    /// the pixels themselves are always stored as 32-bit BGRA).
    public internal(set) var colorSpace: CGColorSpace? = CGColorSpaceCreateDeviceRGB()

    /// The pixel layout: `premultipliedFirst | byteOrder32Little` (cairo's ARGB32), or
    /// `noneSkipFirst | byteOrder32Little` for opaque snapshots.
    public internal(set) var bitmapInfo = CGBitmapInfo(alphaInfo: .premultipliedFirst, byteOrder: .order32Little)

    /// The image's surface with one more reference, for an image that shares it (images never
    /// change their pixels).
    var retainedSurface: OpaquePointer { cairo_surface_reference(surface) }

    /// Whether the image is an image mask (`CGImage(maskWidth:…)`): its samples say where to paint,
    /// not what colour. Stored as black with alpha `1 − sample`.
    public internal(set) var isMask = false

    /// The alpha part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .premultipliedFirst }

    /// The byte-order part of `bitmapInfo`.
    public var byteOrderInfo: CGImageByteOrderInfo { bitmapInfo.byteOrder ?? .order32Little }

    /// Whether the pixels are resampled smoothly when drawn scaled (always true here).
    public var shouldInterpolate: Bool { true }

    /// Reads the premultiplied native-ARGB32 pixels.
    @_spi(ViewLab) public func withPixels<R>(_ body: (_ bytes: UnsafeRawBufferPointer, _ bytesPerRow: Int) throws -> R)
        rethrows -> R
    {
        cairo_surface_flush(surface)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body(UnsafeRawBufferPointer(start: data, count: bytesPerRow * height), bytesPerRow)
    }

    /// The straight (un-premultiplied) sRGB colour of one pixel, 0…255, for tests and tools.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel out of range")
        return withPixels { bytes, stride in
            let value = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            let a = UInt8(value >> 24), r = UInt8((value >> 16) & 0xFF), g = UInt8((value >> 8) & 0xFF),
                b = UInt8(value & 0xFF)
            func straight(_ c: UInt8) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
            return (straight(r), straight(g), straight(b), a)
        }
    }

    /// A copy of the pixels inside `rect` (in pixels, top-left origin), or nil if it misses the image.
    /// Rules: `rect` is made integral (outwards) and intersected with the image's bounds; the copy
    /// keeps the colour space and bitmap info.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let r = rect.standardized.integral.intersection(bounds)
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        return withPixels { bytes, stride in
            let start = UnsafeRawBufferPointer(rebasing: bytes[(Int(r.minY) * stride + Int(r.minX) * 4)...])
            let copy = CGImage(
                premultipliedBGRA: start, width: Int(r.width), height: Int(r.height), bytesPerRow: stride)
            copy?.bitmapInfo = bitmapInfo
            copy?.colorSpace = colorSpace
            return copy
        }
    }
}
