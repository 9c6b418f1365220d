import CGif
@_spi(ViewLab) import CoreGraphics
import Foundation

/// Reads a GIF (giflib's `DGifSlurp`) into the pictures a viewer shows, one per frame: each frame
/// drawn over what the frames before it left, as the GIF89a specification's Graphic Control
/// Extension says — disposal 1 leaves the frame in place, 2 clears its rectangle to transparent
/// (what browsers and Apple's ImageIO do with "restore to background"), 3 restores what was there
/// before it; its transparent index shows what is beneath.
struct GIFDecoder {
    /// One frame: the whole canvas after it is drawn, and its delay in seconds (0.01 s units).
    struct Frame {
        var image: CGImage
        var delay: Double
    }

    /// The canvas size and the frames of a GIF.
    struct Decoded {
        var width: Int, height: Int
        var frames: [Frame]
    }

    /// The most pixels a canvas may have.
    var maximumPixels = 64 * 1024 * 1024

    static func isGIF(_ data: Data) -> Bool { data.starts(with: Array("GIF8".utf8)) }

    /// Decodes every frame of `data`; throws a one-line `GIFError` for data giflib cannot read.
    func decode(_ data: Data) throws -> Decoded {
        var reader = Reader(bytes: [UInt8](data))
        return try withUnsafeMutablePointer(to: &reader) { readerPointer in
            var error: Int32 = 0
            guard
                let file = DGifOpen(
                    readerPointer,
                    { file, buffer, count in
                        guard let file, let buffer,
                            let reader = file.pointee.UserData?.assumingMemoryBound(to: Reader.self)
                        else { return 0 }
                        return Int32(reader.pointee.read(into: buffer, count: Int(count)))
                    }, &error)
            else { throw GIFError(decoding: GIFError(giflibCode: error).reason) }
            defer { DGifCloseFile(file, &error) }
            guard DGifSlurp(file) == GIF_OK else {
                throw GIFError(decoding: GIFError(giflibCode: file.pointee.Error).reason)
            }
            return try composite(file.pointee)
        }
    }

    /// Draws the saved images in turn on an RGBA canvas (premultiplied ARGB words, as cairo keeps them).
    private func composite(_ gif: GifFileType) throws -> Decoded {
        let width = Int(gif.SWidth), height = Int(gif.SHeight)
        guard width > 0, height > 0, width * height <= maximumPixels else {
            throw GIFError(decoding: "a \(width)x\(height) canvas is empty or larger than \(maximumPixels) pixels")
        }
        var canvas = [UInt32](repeating: 0, count: width * height)
        var frames: [Frame] = []
        var file = gif
        for index in 0..<Int(gif.ImageCount) {
            let saved = gif.SavedImages[index]
            var control = GraphicsControlBlock(
                DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0,
                TransparentColor: NO_TRANSPARENT_COLOR)
            _ = DGifSavedExtensionToGCB(&file, Int32(index), &control)
            let before = canvas
            let rect = saved.ImageDesc
            let colors = rect.ColorMap ?? gif.SColorMap
            for y in 0..<Int(rect.Height) {
                let canvasY = Int(rect.Top) + y
                guard canvasY >= 0, canvasY < height else { continue }
                for x in 0..<Int(rect.Width) {
                    let canvasX = Int(rect.Left) + x
                    guard canvasX >= 0, canvasX < width, let colors else { continue }
                    let pixel = Int(saved.RasterBits[y * Int(rect.Width) + x])
                    guard pixel != Int(control.TransparentColor), pixel < Int(colors.pointee.ColorCount) else {
                        continue
                    }
                    let color = colors.pointee.Colors[pixel]
                    canvas[canvasY * width + canvasX] =
                        0xFF00_0000 | UInt32(color.Red) << 16 | UInt32(color.Green) << 8 | UInt32(color.Blue)
                }
            }
            guard let image = Self.image(canvas, width: width, height: height) else {
                throw GIFError(decoding: "could not allocate a \(width)x\(height) image")
            }
            frames.append(Frame(image: image, delay: Double(control.DelayTime) / 100))
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND:
                for y in max(0, Int(rect.Top))..<min(height, Int(rect.Top + rect.Height)) {
                    for x in max(0, Int(rect.Left))..<min(width, Int(rect.Left + rect.Width)) {
                        canvas[y * width + x] = 0
                    }
                }
            case DISPOSE_PREVIOUS: canvas = before
            default: break
            }
        }
        return Decoded(width: width, height: height, frames: frames)
    }

    private static func image(_ canvas: [UInt32], width: Int, height: Int) -> CGImage? {
        CGImage.decoded(width: width, height: height) { pixels, stride in
            guard let pixels else { return }
            canvas.withUnsafeBytes { source in
                for y in 0..<height {
                    (pixels + y * stride).update(
                        from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * width * 4, count: width * 4)
                }
            }
        }
    }

    /// The bytes giflib reads, and how far it has read.
    private struct Reader {
        var bytes: [UInt8]
        var offset = 0

        mutating func read(into buffer: UnsafeMutablePointer<GifByteType>, count: Int) -> Int {
            let n = min(count, bytes.count - offset)
            guard n > 0 else { return 0 }
            bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: n) }
            offset += n
            return n
        }
    }
}
