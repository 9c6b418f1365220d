@_spi(ViewLab) import CoreGraphics
import Foundation

/// An encoder that writes an animation frame by frame — ``APNGEncoder`` or ``GIFEncoder`` — as a
/// recorder drives it: `append(_:)` each frame as it is rendered, then `finish()` for the file.
/// (Apple's ImageIO does this with a `CGImageDestination` of the PNG or GIF type.)
public protocol AnimatedImageEncoder: AnyObject {
    /// Appends the next frame (the size of the animation).
    func append(_ image: CGImage) throws
    /// Appends the next frame, whose pixels outside `regions` (pixel rectangles, top-left origin)
    /// equal the frame before's (nil: any may differ), so only those need comparing.
    func append(_ image: CGImage, changedWithin regions: [CGRect]?) throws
    /// Ends the file and returns it; every announced frame must have been appended.
    func finish() throws -> Data
    /// What each frame appended so far took in the file.
    var frames: [AnimatedImageFrame] { get }
}

extension AnimatedImageEncoder {
    /// Compares every pixel (the regions are only a hint).
    public func append(_ image: CGImage, changedWithin regions: [CGRect]?) throws { try append(image) }
}

/// What one frame of an animation took in its file.
public struct AnimatedImageFrame: Equatable, Sendable {
    /// The rectangle written, in pixels (the whole canvas for frame 0).
    public var x: Int, y: Int, width: Int, height: Int
    /// Bytes of the frame in the file: for an APNG its `fcTL` plus its IDAT or `fdAT` chunks
    /// (12 bytes of chunk framing each included); for a GIF its graphic control extension, image
    /// descriptor, local colour table and image data.
    public var bytes: Int
    /// APNG: written with `blend_op` OVER, unchanged pixels transparent (false: SOURCE, every
    /// pixel). A GIF frame's unchanged pixels are always transparent; this stays false.
    public var blendsOver: Bool

    public init(x: Int, y: Int, width: Int, height: Int, bytes: Int, blendsOver: Bool = false) {
        (self.x, self.y, self.width, self.height, self.bytes, self.blendsOver) = (
            x, y, width, height, bytes, blendsOver
        )
    }
}
