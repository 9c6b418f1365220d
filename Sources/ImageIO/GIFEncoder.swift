import CGif
@_spi(ViewLab) import CoreGraphics
import CShim
import Foundation

/// Writes an animated GIF (GIF89a, https://www.w3.org/Graphics/GIF/spec-gif89a.txt) frame by frame
/// with giflib: `append(_:)` each frame as it is rendered, then `finish()`. Only the frames before
/// are kept (two), so a long recording never holds every frame.
///
/// What it writes:
/// - a logical screen the size of the frames, no global colour table, the **NETSCAPE2.0**
///   application extension with loop count 0 (play for ever), and each `text` entry as a comment;
/// - every frame as a graphic control extension and an image with its **own palette** (local colour
///   table): the frame's exact colours when there are at most 256 (255 when the frame needs the
///   transparent index), else a median cut of them (``ColorPalette``);
/// - frame 0 whole; every later frame **only the rectangle that has to be written**: the bounding
///   box of the pixels that changed since the frame before (compared as stored) and are visible.
///   Pixels inside it that did not change are the transparent index, so the canvas keeps them (and
///   their colour from the palette that wrote them) — "the transparency index … the corresponding
///   pixel of the display device is not modified" (GIF89a, 23.c.vi). A frame identical to the one
///   before is a 1×1 frame of that index, so frame *k* is always the *k*-th frame appended;
/// - **delays** in hundredths of a second (GIF89a's only unit), accumulated: frame *k* of a
///   recording at N frames per second is shown ⌊100(k+1)/N⌋ − ⌊100k/N⌋ hundredths, so the frames
///   up to any moment add up to that moment rounded down, and the whole recording to its exact
///   length when that is a whole number of hundredths (30 fps: 3, 3, 4, 3, 3, 4, …). At most
///   50 frames per second: browsers show a delay of 0 or 1 hundredth as 10 (Chromium, WebKit and
///   Firefox all do), so a faster GIF would play slower;
/// - **transparency**: GIF pixels are opaque or transparent, so a pixel with alpha under 128 is
///   transparent and any other is its un-premultiplied colour, opaque. A pixel that becomes
///   transparent where the canvas shows one is cleared by the frame before it: that frame's
///   disposal is *restore to background* (what browsers show as transparent) and its rectangle is
///   widened to cover those pixels; the next frame then writes every visible pixel of that
///   rectangle again. Every other frame's disposal is *do not dispose*. So the canvas after frame
///   *k* is frame *k*, up to the colours of its palette.
///
/// Frame *k* is written when frame *k* + 1 arrives (its disposal depends on it), the last one by
/// `finish()`; `frames` lists the frames written.
public final class GIFEncoder: AnimatedImageEncoder {
    public let width: Int
    public let height: Int
    public let frameCount: Int
    public let framesPerSecond: Int
    /// The frames written so far (one behind `append(_:)` until `finish()`).
    public private(set) var frames: [AnimatedImageFrame] = []
    /// The delay of each frame written, in hundredths of a second.
    public private(set) var delays: [Int] = []

    /// A pixel with less alpha than this is transparent.
    static let opaqueAlpha: UInt32 = 128

    /// A frame waiting for the next one (which decides its disposal).
    private struct PendingFrame {
        var image: CGImage
        /// The frame before (nil for frame 0: everything is written).
        var previous: CGImage?
        /// Pixels the frame before cleared on disposal; every visible one is written.
        var cleared: PixelRect?
        var rect: PixelRect
    }

    private var writer: GIFFileWriter?
    private var pending: PendingFrame?
    private var appended = 0

    /// Starts a GIF of `frameCount` frames of `width`×`height` pixels (1…65 535 each way) shown
    /// at `framesPerSecond` (1…50); `text` entries become comments (`key: value`, ASCII). A bad
    /// value is a one-line ``GIFError``.
    public init(
        width: Int, height: Int, frameCount: Int, framesPerSecond: Int, text: [(key: String, value: String)] = []
    ) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw GIFError("a GIF is 1 to 65535 pixels each way, not \(width)×\(height)")
        }
        guard frameCount >= 1 else { throw GIFError("an animated GIF needs at least 1 frame, not \(frameCount)") }
        guard (1...GIFEncoder.maximumFramesPerSecond).contains(framesPerSecond) else {
            throw GIFError(GIFEncoder.framesPerSecondRule(framesPerSecond))
        }
        for entry in text where !(entry.key + entry.value).allSatisfy(\.isASCII) {
            throw GIFError("a GIF comment is ASCII; '\(entry.key)' is not")
        }
        (self.width, self.height, self.frameCount, self.framesPerSecond) = (width, height, frameCount, framesPerSecond)
        let writer = try GIFFileWriter(width: width, height: height)
        try writer.putLoopForever()
        for entry in text { try writer.putComment("\(entry.key): \(entry.value)") }
        self.writer = writer
    }

    /// The most frames per second a GIF plays at in browsers (delays of 2 hundredths).
    public static let maximumFramesPerSecond = 50

    /// Why `fps` is not a GIF's rate, in one line.
    public static func framesPerSecondRule(_ fps: Int) -> String {
        "a GIF plays 1 to \(maximumFramesPerSecond) frames per second (delays are hundredths of a second, and browsers slow 1/100 s to 1/10 s), not \(fps)"
    }

    /// Frame `k`'s delay at `fps` frames per second, in hundredths: ⌊100(k+1)/fps⌋ − ⌊100k/fps⌋.
    public static func delay(ofFrame k: Int, framesPerSecond fps: Int) -> Int { 100 * (k + 1) / fps - 100 * k / fps }

    /// Appends the next frame (the size of the animation). More than `frameCount` frames, a frame
    /// of another size, or appending after `finish()` is a ``GIFError``.
    public func append(_ image: CGImage) throws {
        guard writer != nil else { throw GIFError("the GIF is already finished") }
        guard appended < frameCount else { throw GIFError("the GIF has room for \(frameCount) frames only") }
        guard image.width == width, image.height == height else {
            throw GIFError(
                "frame \(appended) is \(image.width)×\(image.height) pixels, the animation \(width)×\(height)")
        }
        var cleared: PixelRect?  // what the frame before clears on disposal: its whole rectangle
        if var last = pending {
            if let vanishing = GIFEncoder.vanishingRectangle(from: last.image, to: image) {
                last.rect = last.rect.union(vanishing)
                cleared = last.rect
            }
            try write(last, disposal: cleared == nil ? DISPOSE_DO_NOT : DISPOSE_BACKGROUND)
        }
        let previous = pending?.image
        let rect =
            previous.map {
                GIFEncoder.writtenRectangle(of: image, previous: $0, cleared: cleared)
                    ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            }
            ?? PixelRect(x: 0, y: 0, width: width, height: height)
        pending = PendingFrame(image: image, previous: previous, cleared: cleared, rect: rect)
        appended += 1
    }

    /// Writes the last frame and the trailer and returns the file; every announced frame must have
    /// been appended.
    public func finish() throws -> Data {
        guard let writer else { throw GIFError("the GIF is already finished") }
        guard appended == frameCount, let last = pending else {
            throw GIFError("the GIF announced \(frameCount) frames but got \(appended)")
        }
        try write(last, disposal: DISPOSE_DO_NOT)
        pending = nil
        self.writer = nil
        return try writer.finish()
    }

    /// Encodes every image as one GIF at `framesPerSecond` (every image the same size).
    public static func encode(_ images: [CGImage], framesPerSecond: Int, text: [(key: String, value: String)] = [])
        throws -> Data
    {
        guard let first = images.first else { throw GIFError("an animated GIF needs at least 1 frame, not 0") }
        let gif = try GIFEncoder(
            width: first.width, height: first.height, frameCount: images.count, framesPerSecond: framesPerSecond,
            text: text)
        for image in images { try gif.append(image) }
        return try gif.finish()
    }

    /// Quantises and writes `frame` with `disposal`.
    private func write(_ frame: PendingFrame, disposal: Int32) throws {
        guard let writer else { throw GIFError("the GIF is already finished") }
        let start = writer.count
        let rect = frame.rect
        let current = GIFEncoder.storedPixels(of: frame.image, in: rect)
        let previous = frame.previous.map { GIFEncoder.storedPixels(of: $0, in: rect) }
        let colors = GIFEncoder.straightColors(of: frame.image, in: rect)
        // Which pixels carry their colour; the others are the transparent index.
        var written = [Bool](repeating: false, count: current.count)
        var visibleColors: [UInt32] = []
        visibleColors.reserveCapacity(current.count)
        for index in current.indices where current[index] >> 24 >= GIFEncoder.opaqueAlpha {
            let x = rect.x + index % rect.width, y = rect.y + index / rect.width
            guard previous == nil || previous![index] != current[index] || frame.cleared?.contains(x: x, y: y) == true
            else { continue }
            written[index] = true
            visibleColors.append(colors[index])
        }
        let needsTransparency = written.contains(false)
        let palette = ColorPalette(quantizing: visibleColors, maxColors: needsTransparency ? 255 : 256)
        let transparent = UInt8(palette.colors.count % 256)
        var indices = [UInt8](repeating: transparent, count: current.count)
        var last: (color: UInt32, index: UInt8)?
        for index in current.indices where written[index] {
            let color = colors[index]
            if last?.color != color { last = (color, palette.index(of: color)) }
            indices[index] = last!.index
        }
        let delay = GIFEncoder.delay(ofFrame: frames.count, framesPerSecond: framesPerSecond)
        try writer.putImage(
            x: rect.x, y: rect.y, width: rect.width, height: rect.height, palette: palette.colors,
            transparentIndex: needsTransparency ? Int(transparent) : nil, delay: delay, disposal: disposal,
            indices: &indices)
        frames.append(
            AnimatedImageFrame(
                x: rect.x, y: rect.y, width: rect.width, height: rect.height, bytes: writer.count - start))
        delays.append(delay)
    }

    /// The stored (premultiplied native ARGB32) pixels of `rect`, row by row.
    private static func storedPixels(of image: CGImage, in rect: PixelRect) -> [UInt32] {
        image.withPixels { bytes, stride in
            var pixels: [UInt32] = []
            pixels.reserveCapacity(rect.width * rect.height)
            for y in rect.y..<rect.y + rect.height {
                let row = UnsafeRawBufferPointer(rebasing: bytes[(y * stride + rect.x * 4)...]).bindMemory(
                    to: UInt32.self)
                pixels += row.prefix(rect.width)
            }
            return pixels
        }
    }

    /// The straight colours (`0xRRGGBB`) of `rect`, un-premultiplied as ``PNGEncoder`` does it.
    private static func straightColors(of image: CGImage, in rect: PixelRect) -> [UInt32] {
        let rowBytes = 1 + rect.width * 4  // the C shim's rows start with a PNG filter byte
        var straight = [UInt8](repeating: 0, count: rowBytes * rect.height)
        image.withPixels { bytes, stride in
            viewlab_png_unpremultiply_rows(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + rect.y * stride + rect.x * 4,
                UInt32(rect.width), UInt32(rect.height), stride, 4, &straight)
        }
        var colors = [UInt32](repeating: 0, count: rect.width * rect.height)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let offset = y * rowBytes + 1 + x * 4
                colors[y * rect.width + x] =
                    UInt32(straight[offset]) << 16 | UInt32(straight[offset + 1]) << 8 | UInt32(straight[offset + 2])
            }
        }
        return colors
    }
}
