@_spi(ViewLab) import CoreGraphics
import CShim
import Foundation

/// Encodes `CGImage`s as PNG with libpng: 8-bit RGBA, un-premultiplied, with `pHYs` from the
/// scale (72 dpi × scale), an `sRGB` chunk and text chunks.
public struct PNGEncoder {
    /// zlib level 0–9. The default is chosen for speed (see the README's benchmark table).
    public var compressionLevel: Int32 = 3
    /// A PNG filter mask (`PNGEncoder.filterNone`, …) or nil for libpng's adaptive choice.
    public var filter: Int32? = PNGEncoder.filterNone
    /// Write RGB without an alpha channel.
    public var opaque = false

    public static let filterNone: Int32 = 0x08

    public init() {}

    /// Encodes `image`; `scale` sets the pixel density chunk (scale 3 → 216 dpi).
    public func encode(_ image: CGImage, scale: CGFloat = 1, text: [(key: String, value: String)] = []) throws -> Data {
        let width = image.width, height = image.height
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        image.withPixels { bytes, stride in
            PNGEncoder.unpremultiply(bytes, stride: stride, width: width, height: height, into: &rgba)
        }
        let keys = text.map { strdup($0.key) }, values = text.map { strdup($0.value) }
        defer { (keys + values).forEach { free($0) } }
        let entries = zip(keys, values).map { viewlab_png_text(key: $0, text: $1) }
        var buffer = viewlab_png_buffer()
        defer { viewlab_png_buffer_free(&buffer) }
        var error = [CChar](repeating: 0, count: 256)
        let pixelsPerMeter = (72.0 * Double(scale) / 0.0254).rounded()
        let status = entries.withUnsafeBufferPointer { textPointer in
            var options = viewlab_png_write_options(
                compression_level: min(max(compressionLevel, 0), 9), filter: filter ?? -1, opaque: opaque ? 1 : 0,
                pixels_per_meter: pixelsPerMeter.isFinite && pixelsPerMeter > 0 && pixelsPerMeter < 4e9 ? UInt32(pixelsPerMeter) : 0,
                srgb: 1, texts: textPointer.baseAddress, text_count: Int32(entries.count))
            return viewlab_png_encode_rgba(rgba, UInt32(width), UInt32(height), width * 4, &options, &buffer, &error, error.count)
        }
        guard status == 0, let data = buffer.data else {
            throw PNGError(source: "PNG encoder", reason: String(cString: error))
        }
        return Data(bytes: data, count: buffer.length)
    }

    /// Converts premultiplied native ARGB32 to straight RGBA bytes, rounding to nearest so that
    /// opaque pixels are exact and translucent edges get no dark fringe.
    static func unpremultiply(_ source: UnsafeRawBufferPointer, stride: Int, width: Int, height: Int, into rgba: inout [UInt8]) {
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = source.baseAddress! + y * stride
                for x in 0..<width {
                    let v = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let a = Int(v >> 24)
                    var r = Int((v >> 16) & 0xFF), g = Int((v >> 8) & 0xFF), b = Int(v & 0xFF)
                    if a != 255 && a != 0 {
                        r = min(255, (r * 255 + a / 2) / a)
                        g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    } else if a == 0 {
                        (r, g, b) = (0, 0, 0)
                    }
                    let o = (y * width + x) * 4
                    out[o] = UInt8(r); out[o + 1] = UInt8(g); out[o + 2] = UInt8(b); out[o + 3] = UInt8(a)
                }
            }
        }
    }
}
