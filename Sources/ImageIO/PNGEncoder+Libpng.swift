@_spi(ViewLab) import CoreGraphics
import CShim
import Foundation

/// The reference engine: libpng behind the C shim's setjmp barrier.
extension PNGEncoder {
    func encodeWithLibpng(_ image: CGImage, pixelsPerMeter: UInt32, text: [TextEntry]) throws -> Data {
        // NUL-terminated copies: Latin-1 keys, UTF-8 values (libpng picks tEXt/iTXt from the flag).
        let keys = text.map { PNGEncoder.cString($0.key) }, values = text.map { PNGEncoder.cString($0.value) }
        defer { (keys + values).forEach { free($0) } }
        guard !(keys + values).contains(nil) else { throw PNGChunkWriter.error("out of memory") }
        let entries = zip(keys, values).map { viewlab_png_text(key: $0, text: $1) }
        var buffer = viewlab_png_buffer()
        defer { viewlab_png_buffer_free(&buffer) }
        var error = [CChar](repeating: 0, count: 256)
        let status = image.withPixels { bytes, stride in
            entries.withUnsafeBufferPointer { textPointer in
                var options = viewlab_png_write_options(
                    compression_level: compressionLevel, strategy: strategy ?? -1, filter: filter ?? -1,
                    opaque: opaque ? 1 : 0, pixels_per_meter: pixelsPerMeter,
                    srgb: writesSRGB ? 1 : 0, texts: textPointer.baseAddress, text_count: Int32(entries.count))
                return viewlab_png_encode_argb32(
                    bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(image.width), UInt32(image.height),
                    stride, &options, &buffer, &error, error.count)
            }
        }
        guard status == 0, let data = buffer.data else {
            throw PNGError(source: "PNG encoder", message: error)
        }
        return Data(bytes: data, count: buffer.length)
    }

    /// A malloc'd NUL-terminated copy of `bytes` (which contain no NUL), or nil when out of memory.
    static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        guard let copy = malloc(bytes.count + 1)?.assumingMemoryBound(to: CChar.self) else { return nil }
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { memcpy(copy, base, bytes.count) }
        }
        copy[bytes.count] = 0
        return copy
    }
}
