@_spi(ViewLab) import CoreGraphics
import Foundation

/// An image file read for its pictures and properties (Apple: ImageIO, `CGImageSource`): a GIF's
/// frames (composited as a viewer shows them, `GIFDecoder`) with their delays, or a PNG's or a
/// JPEG's one picture. Animated-image libraries (GIF headers, GIF image views) read frames and
/// delays through it.
///
/// Made by `CGImageSourceCreateWithData`/`CGImageSourceCreateWithURL`, which give nil for data
/// that is none of these, as Apple's give nil for data ImageIO cannot read. Decoding happens once,
/// when the source is made. Not provided: incremental sources, thumbnails, metadata (EXIF, TIFF…).
public final class CGImageSource {
    /// The uniform type identifier of the file (`com.compuserve.gif`, `public.png`, `public.jpeg`).
    let type: String
    let width: Int, height: Int
    /// The pictures, each with its GIF delay (nil for a still image).
    let frames: [(image: CGImage, delay: Double?)]

    init(type: String, width: Int, height: Int, frames: [(image: CGImage, delay: Double?)]) {
        self.type = type
        self.width = width
        self.height = height
        self.frames = frames
    }

    /// The source of `data`, or nil when it is not a GIF, PNG or JPEG ImageIO here can read.
    static func reading(_ data: Data) -> CGImageSource? {
        if GIFDecoder.isGIF(data), let gif = try? GIFDecoder().decode(data), !gif.frames.isEmpty {
            return CGImageSource(
                type: "com.compuserve.gif", width: gif.width, height: gif.height,
                frames: gif.frames.map { ($0.image, $0.delay) })
        }
        if JPEGDecoder.isJPEG(data), let image = try? JPEGDecoder().decode(data) {
            return CGImageSource(type: "public.jpeg", width: image.width, height: image.height, frames: [(image, nil)])
        }
        if let image = try? PNGDecoder().decode(data).image {
            return CGImageSource(type: "public.png", width: image.width, height: image.height, frames: [(image, nil)])
        }
        return nil
    }
}

// MARK: - Property keys (Apple's values)

public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"

// MARK: - Functions

/// A source reading `data` (nil when ImageIO cannot read it). `options` are accepted and unused.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource.reading(data)
}

/// A source reading the file at `url` (nil when it cannot be read). `options` are accepted and unused.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    (try? Data(contentsOf: url)).flatMap(CGImageSource.reading)
}

/// The file's uniform type identifier (`kUTTypeGIF`'s `com.compuserve.gif`…).
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.type }

/// How many pictures the file holds: a GIF's frames, 1 for a still image.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.frames.count }

/// The picture at `index` (a GIF frame composited over the ones before it), nil out of range.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{
    isrc.frames.indices.contains(index) ? isrc.frames[index].image : nil
}

/// The file's properties: its pixel width and height (a GIF's canvas). A GIF's loop count
/// (`kCGImagePropertyGIFLoopCount`) is not read here.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    [kCGImagePropertyPixelWidth: isrc.width, kCGImagePropertyPixelHeight: isrc.height]
}

/// The properties of the picture at `index`: its pixel size and, for a GIF frame,
/// `kCGImagePropertyGIFDictionary` with `kCGImagePropertyGIFUnclampedDelayTime` (the file's delay)
/// and `kCGImagePropertyGIFDelayTime` — clamped as ImageIO and browsers do, a delay under
/// 0.011 s being read as 0.1 s (WebKit's `ImageSource` and Firefox apply the same rule; Apple does
/// not document its threshold). Nil out of range.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CFDictionary?
{
    guard isrc.frames.indices.contains(index) else { return nil }
    let frame = isrc.frames[index]
    var properties: [AnyHashable: Any] = [
        kCGImagePropertyPixelWidth: frame.image.width, kCGImagePropertyPixelHeight: frame.image.height,
    ]
    if let delay = frame.delay {
        properties[kCGImagePropertyGIFDictionary] = [
            kCGImagePropertyGIFUnclampedDelayTime: delay,
            kCGImagePropertyGIFDelayTime: delay < 0.011 ? 0.1 : delay,
        ]
    }
    return properties
}
