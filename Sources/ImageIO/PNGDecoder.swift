@_spi(ViewLab) import CoreGraphics
import CShim
import Foundation

/// Decodes PNG files of every colour type and bit depth into premultiplied `CGImage`s.
/// Hostile input is refused with a `PNGError`, never a crash: dimensions are checked before any
/// pixel memory is allocated.
public struct PNGDecoder {
    /// The largest width or height accepted.
    public var maximumSide = UInt32(CGImage.maximumSide)
    /// The largest pixel count accepted (default: 64 megapixels).
    public var maximumPixels: UInt64 = 64 * 1024 * 1024

    public init() {}

    /// What the file said about itself.
    public struct Info {
        public var width: Int, height: Int, colorType: Int, bitDepth: Int, interlaced: Bool
        /// Pixels per point derived from `pHYs` (1 when absent).
        public var scale: CGFloat
    }

    /// Decodes `data`; `source` names the file in errors.
    public func decode(_ data: Data, source: String = "PNG data") throws -> (image: CGImage, info: Info) {
        var info = viewlab_png_info()
        var pixels: UnsafeMutablePointer<UInt8>?
        var error = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return -2 }
            return viewlab_png_decode_rgba(base.assumingMemoryBound(to: UInt8.self), raw.count, maximumSide, maximumPixels, &info, &pixels, &error, error.count)
        }
        if status == -2 { throw PNGError(source: source, reason: "file is empty") }
        guard status == 0, let pixels else { throw PNGError(source: source, reason: String(cString: error)) }
        defer { viewlab_png_free(pixels) }
        let width = Int(info.width), height = Int(info.height)
        var bgra = [UInt8](repeating: 0, count: width * height * 4)
        PNGDecoder.premultiply(pixels, count: width * height, into: &bgra)
        guard let image = bgra.withUnsafeBytes({ CGImage(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4) }) else {
            throw PNGError(source: source, reason: "could not allocate a \(width)x\(height) image")
        }
        let ppm = info.pixels_per_meter_x
        let scale = ppm > 0 ? max(1, (ppm * 0.0254 / 72).rounded()) : 1
        return (image, Info(width: width, height: height, colorType: Int(info.color_type), bitDepth: Int(info.bit_depth), interlaced: info.interlaced != 0, scale: CGFloat(scale)))
    }

    /// Reads and decodes the file at `url`.
    public func decode(contentsOf url: URL) throws -> (image: CGImage, info: Info) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PNGError(source: url.path, reason: "cannot read the file (\(error.localizedDescription))")
        }
        return try decode(data, source: url.path)
    }

    /// Straight RGBA → premultiplied native ARGB32 (BGRA in memory on little-endian).
    static func premultiply(_ rgba: UnsafePointer<UInt8>, count: Int, into out: inout [UInt8]) {
        out.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for i in 0..<count {
                let r = UInt32(rgba[i * 4]), g = UInt32(rgba[i * 4 + 1]), b = UInt32(rgba[i * 4 + 2]), a = UInt32(rgba[i * 4 + 3])
                func mul(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
                words[i] = (a << 24) | (mul(r) << 16) | (mul(g) << 8) | mul(b)
            }
        }
    }
}
