import CCairo
import Foundation

/// The pixel buffer of a bitmap context created with `CGContext(data:…)`, and how it relates to
/// the cairo surface drawn into.
///
/// Cairo draws natively into `premultipliedFirst | byteOrder32Little` (ARGB32) and
/// `noneSkipFirst | byteOrder32Little` (RGB24); for those the caller's memory *is* the surface.
/// Every other layout (RGBA byte order, big-endian, 8-bit gray) is drawn into an internal surface
/// and converted into the caller's buffer after each drawing call (and on `flush`, `data`,
/// `makeImage`); the caller's initial contents are imported when the context is created.
final class BitmapStore {
    /// How pixels are laid out in the caller's buffer.
    enum Layout: Equatable {
        /// Cairo's own format; no conversion.
        case native(opaque: Bool)
        /// Four bytes per pixel; the byte index of each of alpha, red, green, blue.
        /// `opaque`: the alpha byte is padding (written as 255).
        case bytes4(a: Int, r: Int, g: Int, b: Int, opaque: Bool)
        /// One byte of luminance per pixel.
        case gray8

        var isOpaque: Bool {
            switch self {
            case .native(let opaque), .bytes4(_, _, _, _, let opaque): return opaque
            case .gray8: return true
            }
        }
    }

    let layout: Layout
    let data: UnsafeMutableRawPointer
    let ownsData: Bool
    let width: Int, height: Int, bytesPerRow: Int
    let bitmapInfo: UInt32
    let space: CGColorSpace

    init(
        layout: Layout, data: UnsafeMutableRawPointer, ownsData: Bool, width: Int, height: Int, bytesPerRow: Int,
        bitmapInfo: UInt32, space: CGColorSpace
    ) {
        (self.layout, self.data, self.ownsData) = (layout, data, ownsData)
        (self.width, self.height, self.bytesPerRow, self.bitmapInfo, self.space) = (
            width, height, bytesPerRow, bitmapInfo, space
        )
    }

    deinit { if ownsData { free(data) } }

    var needsConversion: Bool {
        if case .native = layout { return false }
        return true
    }

    var bitsPerPixel: Int { layout == .gray8 ? 8 : 32 }

    /// The cairo format drawn into.
    var cairoFormat: cairo_format_t { layout.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32 }

    // MARK: - Conversion

    /// Copies the drawn surface into the caller's buffer: all of it, or only the pixels touched
    /// by `dirty` (in cairo device pixels).
    func export(from surface: OpaquePointer, dirty: CGRect? = nil) {
        guard needsConversion, let source = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var columns = 0..<width, rows = 0..<height
        if let dirty {
            let r = dirty.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
            guard !r.isNull, !r.isEmpty else { return }
            columns = Int(r.minX)..<Int(r.maxX)
            rows = Int(r.minY)..<Int(r.maxY)
        }
        for y in rows {
            let row = UnsafeRawPointer(source + y * stride).assumingMemoryBound(to: UInt32.self)
            let out = (data + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            switch layout {
            case .native: return
            case .gray8:
                for x in columns {
                    let v = row[x]
                    let luma = Luma.of(red: (v >> 16) & 0xFF, green: (v >> 8) & 0xFF, blue: v & 0xFF)
                    out[x] = UInt8(luma)
                }
            case .bytes4(let a, let r, let g, let b, let opaque):
                for x in columns {
                    let v = row[x], p = out + x * 4
                    p[a] = opaque ? 255 : UInt8(v >> 24)
                    p[r] = UInt8((v >> 16) & 0xFF); p[g] = UInt8((v >> 8) & 0xFF); p[b] = UInt8(v & 0xFF)
                }
            }
        }
    }

    /// Copies the caller's initial pixels into the surface.
    func importPixels(into surface: OpaquePointer) {
        guard needsConversion, let target = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(to: UInt32.self)
            let input = UnsafeRawPointer(data + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            switch layout {
            case .native: return
            case .gray8:
                for x in 0..<width {
                    let l = UInt32(input[x])
                    row[x] = 0xFF00_0000 | (l << 16) | (l << 8) | l
                }
            case .bytes4(let a, let r, let g, let b, let opaque):
                for x in 0..<width {
                    let p = input + x * 4
                    let alpha: UInt32 = opaque ? 255 : UInt32(p[a])
                    // Premultiplied input can hold colour > alpha only if it is corrupt; clamp.
                    func c(_ i: Int) -> UInt32 { min(UInt32(p[i]), alpha) }
                    row[x] = (alpha << 24) | (c(r) << 16) | (c(g) << 8) | c(b)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// An opaque image of the surface: RGB24 pixels with alpha set to 255 (and gray for gray).
    func opaqueImage(from bytes: UnsafeRawBufferPointer, stride: Int, width: Int, height: Int) -> CGImage? {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var v = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                if layout == .gray8 {
                    let l = Luma.of(red: (v >> 16) & 0xFF, green: (v >> 8) & 0xFF, blue: v & 0xFF)
                    v = (l << 16) | (l << 8) | l
                }
                pixels[y * width + x] = 0xFF00_0000 | v
            }
        }
        let image = pixels.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4)
        }
        image?.bitmapInfo = CGBitmapInfo(alphaInfo: .noneSkipFirst, byteOrder: .order32Little)
        return image
    }
}
