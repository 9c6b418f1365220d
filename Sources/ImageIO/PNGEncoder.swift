import CoreGraphics
import Foundation

/// Encodes `CGImage`s as PNG: 8-bit RGBA (or RGB when ``opaque``), un-premultiplied with rounding
/// (opaque pixels exact, no dark fringes on translucent edges), with a `pHYs` chunk from the scale
/// (72 dpi × scale), an `sRGB` chunk and text chunks — in that order, after IHDR and before IDAT.
///
/// Three engines write the same chunks and decode to identical pixels: ``Engine/parallel`` (the
/// default) and ``Engine/libdeflate`` — ViewLab's ``PNGChunkWriter``, rows without a filter,
/// compressed in two row bands on two cores or by libdeflate alone — and ``Engine/libpng``, the
/// reference (libpng's filters and zlib strategies). The default, `.parallel` at level 1, is the
/// fastest setting no larger than libpng level 1 without filtering. Measured on the benchmark's
/// 1179×2556 reference render (encode only, release build, 2 cores with the second one idle,
/// medians of 15; `VIEWLAB_BENCH_PNG_SWEEP=1 Scripts/bench.sh --quick --only 2`):
///
/// | engine, level (no filter) | time | size | vs libpng level 1 |
/// |---|---:|---:|---:|
/// | **parallel 1 (default)** | **12.3 ms** | **499 KB** | **0.44×** |
/// | parallel 2 / 3 | 16.7 / 16.8 ms | 448 / 428 KB | 0.60× |
/// | libdeflate 1 | 19.8 ms | 478 KB | 0.71× |
/// | libdeflate 2 / 3 | 26.3 / 27.2 ms | 417 / 390 KB | 0.94× / 0.97× |
/// | libdeflate 4 / 5 / 6 | 28.6 / 30.7 / 35.5 ms | 377 / 376 / 367 KB | 1.02–1.27× |
/// | libpng 1 | 27.9 ms | 526 KB | 1.00× |
/// | libpng 3 (the default before) | 29.6 ms | 479 KB | 1.06× |
/// | libpng defaults (level 6, adaptive filters) | 122 ms | 452 KB | 4.37× |
///
/// With the second core busy, `.parallel` runs its bands one after the other and lands between
/// `.libdeflate` and libpng (0.55–0.68× in loaded runs). The Sub and Up filters made libdeflate's
/// output 5–11 % larger and no faster at levels 1–3 (a 786×1704 catalog render), so the chunk
/// writer does not filter.
public struct PNGEncoder: Sendable {
    /// Which library writes the file (see ``Engine``).
    public var engine: Engine = .parallel
    /// The compression level, clamped to the engine's range: 0–12 for `.libdeflate` (0 stores the
    /// rows uncompressed; 1 fastest … 12 smallest) and `.parallel` (whose zlib bands use it clamped
    /// to 9), 0–9 for `.libpng` (zlib's levels). Level 1 is each engine's fastest.
    public var compressionLevel: Int32 = 1
    /// libpng engine only: a PNG filter mask (`PNGEncoder.filterNone`, …) or nil for libpng's
    /// adaptive choice. The libdeflate engine always writes filter type 0 (none).
    public var filter: Int32? = PNGEncoder.filterNone
    /// libpng engine only: a zlib strategy (`PNGEncoder.strategyRLE`, …) or nil for libpng's choice
    /// (the default strategy when no filter is used, `filtered` otherwise).
    public var strategy: Int32? = nil
    /// Write RGB without an alpha channel (alpha is dropped after un-premultiplying).
    public var opaque = false
    /// Write an `sRGB` chunk (rendering intent: perceptual). ViewLab's pixels are sRGB.
    public var writesSRGB = true
    /// `.parallel` and `.libdeflate`: prepare and compress the rows on every core (false: all on the
    /// calling thread, for callers that already run one encoder per core, such as `export --jobs N`
    /// workers). The bytes written are the same either way.
    public var usesAllCores = true

    public static let filterNone: Int32 = 0x08
    public static let filterSub: Int32 = 0x10
    public static let filterUp: Int32 = 0x20
    public static let filterAverage: Int32 = 0x40
    public static let filterPaeth: Int32 = 0x80
    public static let filterAll: Int32 = 0xF8

    public static let strategyDefault: Int32 = 0
    public static let strategyFiltered: Int32 = 1
    public static let strategyHuffmanOnly: Int32 = 2
    public static let strategyRLE: Int32 = 3

    public init() {}

    /// Encodes `image`. `scale` sets the `pHYs` chunk (scale 3 → 216 dpi; a non-finite or
    /// non-positive scale omits it); each `text` pair becomes a `tEXt` chunk (`iTXt`, UTF-8, when
    /// the value is not ASCII). Keys must be 1–79 printable Latin-1 characters; a bad key, an empty
    /// image or an impossible size is a one-line ``PNGError``.
    public func encode(_ image: CGImage, scale: CGFloat = 1, text: [(key: String, value: String)] = []) throws -> Data {
        let entries = try PNGEncoder.textEntries(text)
        let density = PNGEncoder.pixelsPerMeter(scale: scale)
        switch engine {
        case .parallel, .libdeflate: return try encodeWithLibdeflate(image, pixelsPerMeter: density, text: entries)
        case .libpng: return try encodeWithLibpng(image, pixelsPerMeter: density, text: entries)
        }
    }

    /// Encodes `image` and writes it to `url` atomically; errors name the path.
    public func write(_ image: CGImage, to url: URL, scale: CGFloat = 1, text: [(key: String, value: String)] = [])
        throws
    {
        let data: Data
        do { data = try encode(image, scale: scale, text: text) } catch let error as PNGError {
            throw PNGError(source: url.path, reason: error.reason)
        }
        do { try data.write(to: url, options: .atomic) } catch {
            throw PNGError(source: url.path, reason: "cannot write the file (\(error.localizedDescription))")
        }
    }

    /// 72 dpi per point, in pixels per metre; 0 (no chunk) for unusable scales.
    static func pixelsPerMeter(scale: CGFloat) -> UInt32 {
        let value = (72.0 * Double(scale) / 0.0254).rounded()
        return value.isFinite && value >= 1 && value < 4e9 ? UInt32(value) : 0
    }
}
