import CoreGraphics

// TEMPORARY (branch `cg`): the UIImage engineer's `UIImage.swift` replaces this file at merge.
// Only what `UIGraphicsImageRenderer` and `UIGraphicsGetImageFromCurrentImageContext` need.

/// An image: a `CGImage` plus its scale (pixels per point) and orientation.
open class UIImage: @unchecked Sendable {
    /// How the pixels are rotated/mirrored for display.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public let cgImage: CGImage?
    public let scale: CGFloat
    public let imageOrientation: Orientation

    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.imageOrientation = orientation
    }

    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// The size in points.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }
}
