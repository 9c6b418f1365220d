import CShim
import Foundation
import XCTest

/// An image described by raw PNG samples, written by libpng in exactly that colour type, bit
/// depth and interlace (through the shim's test-support encoder), with the 8-bit straight RGBA
/// each pixel must decode to.
struct RawPNG {
    var width: Int
    var height: Int
    var colorType: Int32
    var bitDepth: Int32
    var interlaced = false
    /// Samples per pixel, row-major, in the file's channel order.
    var samples: [[UInt16]]
    var palette: [(UInt8, UInt8, UInt8)] = []
    var paletteAlpha: [UInt8] = []
    /// tRNS for gray (one value) or RGB (three values).
    var transparentColor: [UInt16]? = nil

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]! }

    /// Rows packed as in the file: sub-byte samples MSB first, 16-bit big-endian.
    var packedRows: (bytes: [UInt8], bytesPerRow: Int) {
        let bits = Int(bitDepth), bytesPerRow = (width * channels * bits + 7) / 8
        var bytes = [UInt8](repeating: 0, count: bytesPerRow * height)
        for y in 0..<height {
            var bit = 0
            for x in 0..<width {
                for value in samples[y * width + x] {
                    let byte = y * bytesPerRow + bit / 8
                    switch bits {
                    case 16: bytes[byte] = UInt8(value >> 8); bytes[byte + 1] = UInt8(value & 0xFF)
                    case 8: bytes[byte] = UInt8(value)
                    default: bytes[byte] |= UInt8(value) << (8 - bits - bit % 8)
                    }
                    bit += bits
                }
            }
        }
        return (bytes, bytesPerRow)
    }

    /// The PNG file.
    func encoded(compressionLevel: Int32 = 6) throws -> Data {
        let (rows, bytesPerRow) = packedRows
        let flatPalette = palette.flatMap { [$0.0, $0.1, $0.2] }
        let trans = transparentColor ?? []
        var options = viewlab_png_raw_options()
        options.color_type = colorType
        options.bit_depth = bitDepth
        options.interlace = interlaced ? 1 : 0
        options.palette_count = Int32(palette.count)
        options.trans_alpha_count = Int32(paletteAlpha.count)
        options.has_trans_color = transparentColor == nil ? 0 : 1
        if trans.count == 1 { options.trans_gray = trans[0] }
        if trans.count == 3 {
            (options.trans_red, options.trans_green, options.trans_blue) = (trans[0], trans[1], trans[2])
        }
        options.compression_level = compressionLevel
        return try RawPNG.encode(
            rows, width: width, height: height, bytesPerRow: bytesPerRow, options: options,
            palette: flatPalette, paletteAlpha: paletteAlpha)
    }

    /// Runs the shim's raw encoder (`bytesPerRow` 0 repeats the first row).
    static func encode(
        _ rows: [UInt8], width: Int, height: Int, bytesPerRow: Int, options: viewlab_png_raw_options,
        palette: [UInt8] = [], paletteAlpha: [UInt8] = []
    ) throws -> Data {
        var options = options
        var buffer = viewlab_png_buffer()
        defer { viewlab_png_buffer_free(&buffer) }
        var error = [CChar](repeating: 0, count: 256)
        let status = palette.withUnsafeBufferPointer { p in
            paletteAlpha.withUnsafeBufferPointer { t in
                options.palette = p.baseAddress
                options.trans_alpha = t.baseAddress
                return viewlab_png_encode_raw(
                    rows, UInt32(width), UInt32(height), bytesPerRow, &options, &buffer, &error, 256)
            }
        }
        guard status == 0, let data = buffer.data else {
            throw NSError(
                domain: "RawPNG", code: 1,
                userInfo: [
                    NSLocalizedDescriptionKey: String(
                        decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                ])
        }
        return Data(bytes: data, count: buffer.length)
    }

    // MARK: - Expected pixels

    /// A sample scaled to 8 bits as the decoder must: sub-byte depths replicate bits, 16-bit
    /// values are scaled with rounding (libpng's `png_set_scale_16`).
    func eightBit(_ value: UInt16) -> UInt8 {
        switch bitDepth {
        case 16: return UInt8((Double(value) * 255 / 65535).rounded())
        case 8: return UInt8(value)
        default: return UInt8(Int(value) * 255 / ((1 << Int(bitDepth)) - 1))
        }
    }

    /// The straight 8-bit RGBA the pixel at `index` must decode to.
    func expectedRGBA(_ index: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let s = samples[index]
        let transparent = transparentColor.map { $0 == s } ?? false
        switch colorType {
        case 0: let g = eightBit(s[0]); return (g, g, g, transparent ? 0 : 255)
        case 2: return (eightBit(s[0]), eightBit(s[1]), eightBit(s[2]), transparent ? 0 : 255)
        case 3:
            let entry = palette[Int(s[0])], alpha = Int(s[0]) < paletteAlpha.count ? paletteAlpha[Int(s[0])] : 255
            return (entry.0, entry.1, entry.2, alpha)
        case 4: let g = eightBit(s[0]); return (g, g, g, eightBit(s[1]))
        default: return (eightBit(s[0]), eightBit(s[1]), eightBit(s[2]), eightBit(s[3]))
        }
    }

    /// The premultiplied native ARGB32 word the pixel at `index` must decode to.
    func expectedWord(_ index: Int) -> UInt32 {
        let (r, g, b, a) = expectedRGBA(index)
        func mul(_ c: UInt8) -> UInt32 { UInt32((Double(c) * Double(a) / 255).rounded()) }
        return UInt32(a) << 24 | mul(r) << 16 | mul(g) << 8 | mul(b)
    }
}
