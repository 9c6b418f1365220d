import CGif
import Foundation

/// Writes a GIF89a file into memory through giflib's encoder (`EGifOpen` with an output function):
/// the logical screen, application and comment extensions, then images with their graphic control
/// extensions. Each method is one part of the file in the order of the GIF89a specification
/// (https://www.w3.org/Graphics/GIF/spec-gif89a.txt); a giflib failure is a ``GIFError`` with
/// giflib's message.
final class GIFFileWriter {
    /// The bytes giflib has written so far (its output function appends here).
    private final class Output {
        var data = Data()
    }

    private let output = Output()
    private var file: UnsafeMutablePointer<GifFileType>?

    /// The number of bytes written so far.
    var count: Int { output.data.count }

    /// Starts a GIF89a file with a `width`×`height` logical screen and no global colour table
    /// (every image brings its own).
    init(width: Int, height: Int) throws {
        var error: Int32 = 0
        let write: OutputFunc = { file, bytes, count in
            guard let file, let bytes, let user = file.pointee.UserData else { return 0 }
            Unmanaged<Output>.fromOpaque(user).takeUnretainedValue().data.append(bytes, count: Int(count))
            return count
        }
        guard let file = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), write, &error) else {
            throw GIFError(giflibCode: error)
        }
        self.file = file
        EGifSetGifVersion(file, true)
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, nil))
    }

    deinit {
        if let file { EGifCloseFile(file, nil) }
    }

    /// The NETSCAPE2.0 application extension that makes players loop the animation for ever (its
    /// loop count 0), the way browsers read it.
    func putLoopForever() throws {
        let file = try open()
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
        try check(Array("NETSCAPE2.0".utf8).withUnsafeBytes { EGifPutExtensionBlock(file, 11, $0.baseAddress) })
        try check([UInt8]([1, 0, 0]).withUnsafeBytes { EGifPutExtensionBlock(file, 3, $0.baseAddress) })
        try check(EGifPutExtensionTrailer(file))
    }

    /// A comment extension (ASCII text; giflib splits it into blocks of 255 bytes).
    func putComment(_ text: String) throws {
        let file = try open()
        try check(EGifPutComment(file, text))
    }

    /// One image: its graphic control extension (`delay` in 1/100 s, `disposal` one of giflib's
    /// `DISPOSE_…`, the transparent index if any), image descriptor at (`x`, `y`) with a local colour
    /// table of `palette` (`0xRRGGBB`, padded with black to a power of two, at least 2, that holds the
    /// transparent index too) and the
    /// `width`×`height` indices, row by row.
    func putImage(
        x: Int, y: Int, width: Int, height: Int, palette: [UInt32], transparentIndex: Int?, delay: Int, disposal: Int32,
        indices: inout [UInt8]
    ) throws {
        let file = try open()
        var control = GraphicsControlBlock(
            DisposalMode: disposal, UserInputFlag: false, DelayTime: Int32(delay),
            TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))

        var size = 2
        while size < max(palette.count, (transparentIndex ?? 0) + 1) { size *= 2 }
        let colors = (0..<size).map { index -> GifColorType in
            let color = index < palette.count ? palette[index] : 0
            return GifColorType(
                Red: UInt8(color >> 16 & 0xFF), Green: UInt8(color >> 8 & 0xFF), Blue: UInt8(color & 0xFF))
        }
        guard let map = GifMakeMapObject(Int32(size), colors) else {
            throw GIFError("cannot make a colour table of \(size) colours")
        }
        defer { GifFreeMapObject(map) }
        try check(EGifPutImageDesc(file, Int32(x), Int32(y), Int32(width), Int32(height), false, map))
        try indices.withUnsafeMutableBufferPointer { rows in
            for row in 0..<height {
                try check(EGifPutLine(file, rows.baseAddress! + row * width, Int32(width)))
            }
        }
    }

    /// Writes the trailer and returns the file.
    func finish() throws -> Data {
        let file = try open()
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else { throw GIFError(giflibCode: error) }
        return output.data
    }

    private func open() throws -> UnsafeMutablePointer<GifFileType> {
        guard let file else { throw GIFError("the GIF is already finished") }
        return file
    }

    /// Throws giflib's error when a call returned `GIF_ERROR`.
    private func check(_ status: Int32) throws {
        guard status == GIF_ERROR else { return }
        throw GIFError(giflibCode: file?.pointee.Error ?? 0)
    }
}
