@_spi(ViewLab) import CoreGraphics
import CShim
import Foundation

/// Decodes PNG files of every colour type and bit depth (palette 1/2/4/8, gray 1/2/4/8/16,
/// gray+alpha and RGB/RGBA 8/16, `tRNS`, Adam7) into premultiplied `CGImage`s.
///
/// Hostile input is refused with a `PNGError`, never a crash, hang or huge allocation: the header
/// is checked (CRC, dimensions within ``maximumSide`` and ``maximumPixels``, enough compressed
/// data for the claimed size) before any pixel memory is allocated; decompression stops once the
/// image is complete (zlib bombs); ancillary chunks that do not affect pixels (`iCCP`, `zTXt`,
/// `iTXt`, …) are skipped without being decompressed.
public struct PNGDecoder {
    /// The largest width or height accepted.
    public var maximumSide = UInt32(CGImage.maximumSide)
    /// The largest pixel count accepted (default: 64 megapixels).
    public var maximumPixels: UInt64 = 64 * 1024 * 1024

    public init() {}

    /// What the file said about itself.
    public struct Info: Equatable {
        public var width: Int, height: Int
        /// The colour type as stored (0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA).
        public var colorType: Int
        /// Bits per sample as stored (1, 2, 4, 8 or 16).
        public var bitDepth: Int
        public var interlaced: Bool
        /// `pHYs` in pixels per metre (0 when the file has none).
        public var pixelsPerMeter: Int
        /// Pixels per point derived from `pHYs` (72 dpi per point; 1 when absent).
        public var scale: CGFloat {
            guard pixelsPerMeter > 0 else { return 1 }
            return max(1, (Double(pixelsPerMeter) * 0.0254 / 72).rounded())
        }
    }

    // MARK: - Decoding

    /// Reads the header only (signature, IHDR, limits, plausibility of the compressed size).
    public func inspect(_ data: Data, source: String = "PNG data") throws -> Info {
        var info = viewlab_png_info()
        try call(data, source: source) { bytes, count, limits, error in
            viewlab_png_inspect(bytes, count, &limits, &info, error, 256)
        }
        return Info(info)
    }

    /// Decodes `data`; `source` names the file in errors.
    public func decode(_ data: Data, source: String = "PNG data") throws -> (image: CGImage, info: Info) {
        let header = try inspect(data, source: source)
        var info = viewlab_png_info()
        let decoded = try CGImage.decoded(width: header.width, height: header.height) { pixels, stride in
            try call(data, source: source) { bytes, count, limits, error in
                viewlab_png_decode_argb32(bytes, count, &limits, pixels, stride, &info, error, 256)
            }
        }
        guard let image = decoded else {
            throw PNGError(source: source, reason: "could not allocate a \(header.width)x\(header.height) image")
        }
        return (image, Info(info))
    }

    /// Reads and decodes the file at `url`; errors name the path.
    public func decode(contentsOf url: URL) throws -> (image: CGImage, info: Info) {
        try decode(PNGDecoder.read(url), source: url.path)
    }

    /// Reads a file, turning I/O failures into a `PNGError` naming it.
    static func read(_ url: URL) throws -> Data {
        do { return try Data(contentsOf: url) } catch {
            throw PNGError(source: url.path, reason: "cannot read the file (\(error.localizedDescription))")
        }
    }

    /// Runs one shim call on the bytes of `data` and turns a failure into a `PNGError`.
    private func call(
        _ data: Data, source: String,
        _ body: (UnsafePointer<UInt8>, Int, inout viewlab_png_limits, UnsafeMutablePointer<CChar>) -> Int32
    ) throws {
        var limits = viewlab_png_limits(max_side: maximumSide, max_pixels: maximumPixels)
        var error = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw -> Int32 in
            let empty: [UInt8] = [0]
            return error.withUnsafeMutableBufferPointer { message in
                guard let base = raw.baseAddress, raw.count > 0 else {
                    return empty.withUnsafeBufferPointer { body($0.baseAddress!, 0, &limits, message.baseAddress!) }
                }
                return body(base.assumingMemoryBound(to: UInt8.self), raw.count, &limits, message.baseAddress!)
            }
        }
        guard status == 0 else { throw PNGError(source: source, message: error) }
    }
}

extension PNGDecoder.Info {
    init(_ info: viewlab_png_info) {
        self.init(
            width: Int(info.width), height: Int(info.height), colorType: Int(info.color_type),
            bitDepth: Int(info.bit_depth), interlaced: info.interlaced != 0,
            pixelsPerMeter: Int(info.pixels_per_meter_x))
    }
}
