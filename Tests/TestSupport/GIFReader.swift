import CGif
import Foundation

/// Reads GIFs with giflib's own decoder (`DGifOpen` from memory, then `DGifSlurp`), independently
/// of ViewLab's encoder, and composes every frame onto a canvas as a browser shows it (GIF89a,
/// https://www.w3.org/Graphics/GIF/spec-gif89a.txt, section 23): the canvas starts transparent;
/// before a frame is drawn, the frame before is disposed of by its graphic control extension —
/// 0 or 1 left in place, 2 "restore to background" cleared to transparent (what browsers do),
/// 3 "restore to previous"; a frame's pixels of its transparent index leave the canvas as it is,
/// the others are its colour table's colour, opaque. Checks, each a thrown ``GIFReader/Failure``:
/// giflib's errors, every image inside the logical screen, a colour table for every image, every
/// index inside its table.
public struct GIFReader {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// One image of the file, with the canvas once it is drawn.
    public struct Frame {
        public var x: Int, y: Int, width: Int, height: Int
        /// The delay in hundredths of a second.
        public var delay: Int
        /// The graphic control extension's disposal method (0–3).
        public var disposal: Int
        public var transparentIndex: Int?
        /// The entries of the image's colour table (a power of two).
        public var colorTableSize: Int
        /// Whether the image has its own (local) colour table.
        public var hasLocalColorTable: Bool
        /// The whole canvas once this frame is drawn (straight RGBA, 4 bytes a pixel).
        public var canvas: [UInt8]
    }

    /// The logical screen's size.
    public var width = 0, height = 0
    /// The header's signature and version: `GIF87a` or `GIF89a`.
    public var version = ""
    /// The NETSCAPE2.0 extension's loop count (0: for ever); nil without one.
    public var loopCount: Int?
    /// The comment extensions' texts.
    public var comments: [String] = []
    public var frames: [Frame] = []

    /// The input giflib's read function takes bytes from.
    private final class Input {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    public init(_ data: Data) throws {
        let input = Input([UInt8](data))
        let read: InputFunc = { file, buffer, count in
            guard let file, let buffer, let user = file.pointee.UserData else { return 0 }
            let input = Unmanaged<Input>.fromOpaque(user).takeUnretainedValue()
            let n = min(Int(count), input.bytes.count - input.offset)
            input.bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + input.offset, count: n) }
            input.offset += n
            return Int32(n)
        }
        var error: Int32 = 0
        guard
            let file = withExtendedLifetime(
                input, { DGifOpen(Unmanaged.passUnretained(input).toOpaque(), read, &error) })
        else {
            throw Failure("DGifOpen: \(String(cString: GifErrorString(error)))")
        }
        defer { DGifCloseFile(file, nil) }
        let slurped = withExtendedLifetime(input) { DGifSlurp(file) }
        guard slurped == GIF_OK else {
            throw Failure("DGifSlurp: \(String(cString: GifErrorString(file.pointee.Error)))")
        }
        version = String(decoding: data.prefix(6), as: UTF8.self)
        (width, height) = (Int(file.pointee.SWidth), Int(file.pointee.SHeight))
        try compose(file)
    }

    private mutating func compose(_ file: UnsafeMutablePointer<GifFileType>) throws {
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var disposal = (method: 0, x: 0, y: 0, width: 0, height: 0, before: [UInt8]())
        for index in 0..<Int(file.pointee.ImageCount) {
            let image = file.pointee.SavedImages[index]
            readExtensions(image)
            var control = GraphicsControlBlock()
            if DGifSavedExtensionToGCB(file, Int32(index), &control) != GIF_OK {
                control = GraphicsControlBlock(
                    DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
            }
            let descriptor = image.ImageDesc
            let (x, y, w, h) = (
                Int(descriptor.Left), Int(descriptor.Top), Int(descriptor.Width), Int(descriptor.Height)
            )
            guard x >= 0, y >= 0, w > 0, h > 0, x + w <= width, y + h <= height else {
                throw Failure("image \(index) at (\(x), \(y)) \(w)×\(h) is not inside the \(width)×\(height) screen")
            }
            guard let map = descriptor.ColorMap ?? file.pointee.SColorMap else {
                throw Failure("image \(index) has no colour table")
            }
            // The frame before is disposed of first.
            switch disposal.method {
            case 2:
                for row in disposal.y..<disposal.y + disposal.height {
                    let start = (row * width + disposal.x) * 4
                    for byte in start..<start + disposal.width * 4 { canvas[byte] = 0 }
                }
            case 3: canvas = disposal.before
            default: break
            }
            let before = control.DisposalMode == 3 ? canvas : []
            let transparent = control.TransparentColor == NO_TRANSPARENT_COLOR ? nil : Int(control.TransparentColor)
            for row in 0..<h {
                for column in 0..<w {
                    let value = Int(image.RasterBits[row * w + column])
                    guard value < Int(map.pointee.ColorCount) else {
                        throw Failure("image \(index) uses colour \(value) of \(map.pointee.ColorCount)")
                    }
                    if value == transparent { continue }
                    let color = map.pointee.Colors[value]
                    let offset = ((y + row) * width + x + column) * 4
                    canvas[offset..<offset + 4] = [color.Red, color.Green, color.Blue, 255]
                }
            }
            disposal = (Int(control.DisposalMode), x, y, w, h, before)
            frames.append(
                Frame(
                    x: x, y: y, width: w, height: h, delay: Int(control.DelayTime), disposal: Int(control.DisposalMode),
                    transparentIndex: transparent, colorTableSize: Int(map.pointee.ColorCount),
                    hasLocalColorTable: descriptor.ColorMap != nil, canvas: canvas))
        }
    }

    /// The NETSCAPE2.0 loop count and comments among the extension blocks before an image.
    private mutating func readExtensions(_ image: SavedImage) {
        let blocks = (0..<Int(image.ExtensionBlockCount)).map { image.ExtensionBlocks[$0] }
        for (index, block) in blocks.enumerated() {
            let bytes = Array(UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)))
            if block.Function == COMMENT_EXT_FUNC_CODE { comments.append(String(decoding: bytes, as: UTF8.self)) }
            if block.Function == APPLICATION_EXT_FUNC_CODE, bytes == Array("NETSCAPE2.0".utf8), index + 1 < blocks.count
            {
                let sub = Array(
                    UnsafeBufferPointer(start: blocks[index + 1].Bytes, count: Int(blocks[index + 1].ByteCount)))
                if sub.count == 3, sub[0] == 1 { loopCount = Int(sub[1]) | Int(sub[2]) << 8 }
            }
        }
    }
}
