@_spi(ViewLab) import CoreGraphics
import Foundation

/// Writes an animated PNG (APNG, https://wiki.mozilla.org/APNG_Specification) frame by frame:
/// `append(_:)` each frame as it is rendered, then `finish()`. Only the frame before is kept, so a
/// long recording never holds every frame.
///
/// What it writes, by the specification's rules:
/// - `acTL` (`num_frames`, `num_plays`) after the header chunks and "before the first IDAT";
/// - frame 0 is the **default image**: its `fcTL` comes before the IDAT chunks, so a decoder
///   without APNG support shows frame 0 ("If the first fcTL chunk appears before the IDAT, the
///   default image is the first frame"), with offsets 0 and the size of IHDR, as required;
/// - every later frame is an `fcTL` and `fdAT` chunks holding **only the rectangle that changed**:
///   the bounding box of the pixels that differ from the frame before. A frame identical to the
///   one before is a 1×1 frame at (0, 0) repeating that pixel, so frame *k* is always the *k*-th
///   frame appended and every frame keeps its delay (a player shows it for as long as any other);
/// - `dispose_op` NONE ("no disposal is done on this frame before rendering the next; the contents
///   of the output buffer are left as is") and `blend_op` SOURCE ("all color components of the
///   frame, including alpha, overwrite the current contents of the frame's output buffer region"):
///   the canvas after frame *k* is exactly frame *k*, for opaque and translucent pixels alike;
/// - except when every changed pixel of an RGBA frame is opaque: then `blend_op` OVER ("the frame
///   should be composited onto the output buffer based on its alpha, using a simple OVER
///   operation", PNG's alpha compositing), with every unchanged pixel of the rectangle written
///   fully transparent. OVER leaves the canvas as it is under alpha 0 and replaces it under alpha
///   255, so the canvas is still exactly frame *k*, and the runs of zeros between changes (rings
///   far apart in one rectangle) compress to almost nothing;
/// - sequence numbers from 0, shared by `fcTL` and `fdAT`, without gaps; delays as the fraction
///   `delay_num / delay_den` seconds.
///
/// The rows of every frame go through ``PNGEncoder``'s own engine (un-premultiplying, compression
/// in bands, chunking) with its settings: `compressionLevel`, `opaque`, `writesSRGB`,
/// `usesAllCores`. Its `.libpng` engine cannot write fdAT chunks, so frames always use the chunk
/// writer.
public final class APNGEncoder: AnimatedImageEncoder {
    /// How long each frame is shown: `numerator / denominator` seconds (APNG's `delay_num`,
    /// `delay_den`; a denominator of 0 means 1/100 s units, as the specification says).
    public struct Delay: Equatable, Sendable {
        public var numerator: UInt16
        public var denominator: UInt16

        public init(numerator: UInt16, denominator: UInt16) {
            self.numerator = numerator
            self.denominator = denominator
        }

        /// One frame of a recording at `fps` frames per second (1–65535).
        public init(framesPerSecond fps: Int) {
            self.init(numerator: 1, denominator: UInt16(min(max(fps, 1), Int(UInt16.max))))
        }
    }

    /// What one frame took in the file.
    public typealias FrameRecord = AnimatedImageFrame

    public let width: Int
    public let height: Int
    public let frameCount: Int
    public let delay: Delay
    /// Write only the changed rectangle of each later frame (false: every frame whole, to compare).
    public let changedRectanglesOnly: Bool
    /// The frames appended so far.
    public private(set) var frames: [FrameRecord] = []

    private let encoder: PNGEncoder
    private var writer: PNGChunkWriter?
    private var sequenceNumber: UInt32 = 0
    private var previous: CGImage?
    /// The pixels of an OVER frame (reused from frame to frame).
    private var scratch = DeltaBuffer()

    /// Starts a file of `frameCount` frames of `width`×`height` pixels, each shown for `delay`,
    /// played `loops` times (0: for ever). `scale` and `text` are as for ``PNGEncoder/encode(_:scale:text:)``.
    /// A frame count outside 1…2³¹ − 1 (APNG's `num_frames` may not be 0), an empty or impossible
    /// size or a bad text key is a one-line ``PNGError``.
    public init(
        width: Int, height: Int, frameCount: Int, delay: Delay, loops: Int = 0, scale: CGFloat = 1,
        text: [(key: String, value: String)] = [], encoder: PNGEncoder = PNGEncoder(),
        changedRectanglesOnly: Bool = true
    ) throws {
        guard (1...Int(Int32.max)).contains(frameCount) else {
            throw PNGChunkWriter.error("an animated PNG needs 1 to 2³¹ − 1 frames, not \(frameCount)")
        }
        guard (0...Int(Int32.max)).contains(loops) else { throw PNGChunkWriter.error("cannot loop \(loops) times") }
        (self.width, self.height, self.frameCount, self.delay) = (width, height, frameCount, delay)
        self.changedRectanglesOnly = changedRectanglesOnly
        var frameEncoder = encoder
        if frameEncoder.engine == .libpng { frameEncoder.engine = .parallel }
        self.encoder = frameEncoder
        let writer = try frameEncoder.startFile(
            width: width, height: height, pixelsPerMeter: PNGEncoder.pixelsPerMeter(scale: scale),
            text: try PNGEncoder.textEntries(text))
        try writer.appendChunk(
            "acTL", PNGChunkWriter.bigEndian(UInt32(frameCount)) + PNGChunkWriter.bigEndian(UInt32(loops)))
        self.writer = writer
    }

    /// Appends the next frame (the same size as the animation). Appending more than `frameCount`
    /// frames, a frame of another size, or appending after `finish()` is a ``PNGError``.
    public func append(_ image: CGImage) throws {
        try append(image, changedWithin: nil)
    }

    /// Appends the next frame, knowing that its pixels outside `regions` (pixel rectangles,
    /// top-left origin; a renderer's damaged rectangles) equal the frame before's: only those are
    /// compared to find the changed rectangle. nil: any pixel may have changed. The file is the same
    /// either way.
    public func append(_ image: CGImage, changedWithin regions: [CGRect]?) throws {
        guard let writer else { throw PNGChunkWriter.error("the animated PNG is already finished") }
        guard frames.count < frameCount else {
            throw PNGChunkWriter.error("the animated PNG has room for \(frameCount) frames only")
        }
        guard image.width == width, image.height == height else {
            throw PNGChunkWriter.error(
                "frame \(frames.count) is \(image.width)×\(image.height) pixels, the animation \(width)×\(height)")
        }
        let start = writer.count
        let pixelRegions = regions.map { $0.compactMap { PixelRect(covering: $0, width: width, height: height) } }
        let rect =
            frames.isEmpty || !changedRectanglesOnly
            ? PixelRect(x: 0, y: 0, width: width, height: height)
            : APNGEncoder.changedRectangle(from: previous!, to: image, within: pixelRegions)
        // OVER needs an alpha channel; a 1×1 frame is no smaller either way.
        let over =
            !frames.isEmpty && changedRectanglesOnly && !encoder.opaque && rect.width * rect.height > 1
            && APNGEncoder.opaqueChanges(from: previous!, to: image, in: rect, within: pixelRegions, into: scratch)
        try writer.appendChunk(
            "fcTL", frameControl(rect, blend: over ? APNGEncoder.blendOpOver : APNGEncoder.blendOpSource))
        let kind: PNGChunkWriter.ImageDataChunks = frames.isEmpty ? .idat : .fdAT(firstSequenceNumber: sequenceNumber)
        let chunks: Int
        if over {
            // Mostly zeros (the unchanged pixels): their runs are written without searching them.
            chunks = try encoder.appendSparseRows(
                scratch.rows, rowLength: 1 + rect.width * 4, height: rect.height, to: writer, as: kind)
        } else {
            chunks = try image.withPixels { bytes, stride in
                let offset = rect.y * stride + rect.x * 4
                let pixels = UnsafeRawBufferPointer(rebasing: bytes[offset...])
                return try encoder.appendImageData(
                    pixels: pixels, width: rect.width, height: rect.height, bytesPerRow: stride, to: writer, as: kind)
            }
        }
        if !frames.isEmpty { sequenceNumber += UInt32(chunks) }
        frames.append(
            FrameRecord(
                x: rect.x, y: rect.y, width: rect.width, height: rect.height, bytes: writer.count - start,
                blendsOver: over))
        previous = image
    }

    /// Ends the file (IEND) and returns it; every announced frame must have been appended.
    public func finish() throws -> Data {
        guard let writer else { throw PNGChunkWriter.error("the animated PNG is already finished") }
        guard frames.count == frameCount else {
            throw PNGChunkWriter.error("the animated PNG announced \(frameCount) frames but got \(frames.count)")
        }
        self.writer = nil
        previous = nil
        scratch = DeltaBuffer()
        return try writer.finish()
    }

    /// Encodes `images` as one animation (every image the same size).
    public static func encode(
        _ images: [CGImage], delay: Delay, loops: Int = 0, scale: CGFloat = 1,
        text: [(key: String, value: String)] = [], encoder: PNGEncoder = PNGEncoder()
    ) throws -> Data {
        guard let first = images.first else { throw PNGChunkWriter.error("an animated PNG needs at least one frame") }
        let apng = try APNGEncoder(
            width: first.width, height: first.height, frameCount: images.count, delay: delay, loops: loops,
            scale: scale, text: text, encoder: encoder)
        for image in images { try apng.append(image) }
        return try apng.finish()
    }

    /// The `fcTL` chunk's 26 bytes for `rect`, taking the next sequence number.
    private func frameControl(_ rect: PixelRect, blend: UInt8) -> [UInt8] {
        let bytes =
            PNGChunkWriter.bigEndian(sequenceNumber)
            + [rect.width, rect.height, rect.x, rect.y].flatMap { PNGChunkWriter.bigEndian(UInt32($0)) }
            + APNGEncoder.bigEndian16(delay.numerator) + APNGEncoder.bigEndian16(delay.denominator)
            + [APNGEncoder.disposeOpNone, blend]
        sequenceNumber += 1
        return bytes
    }

    static let disposeOpNone: UInt8 = 0
    static let blendOpSource: UInt8 = 0
    static let blendOpOver: UInt8 = 1

    static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
}
