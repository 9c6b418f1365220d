import UIKit

/// Helpers for reading rendered pixels, written only with public UIKit / Core Graphics API.
public enum Pixels {
    /// The RGBA bytes (premultiplied, 8 bits each) of `image`, drawn into a bitmap we own.
    public static func rgba(_ image: CGImage) -> (width: Int, height: Int, bytes: [UInt8]) {
        let width = image.width, height = image.height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { raw in
            let ctx = CGContext(
                data: raw.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        }
        return (width, height, bytes)
    }

    /// The pixel at (x, y), counted from the top-left, as (r, g, b, a).
    public static func at(_ image: CGImage, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let (width, _, bytes) = rgba(image)
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// `layer` drawn with `render(in:)` (its model tree) at one pixel per point, as a snapshot of
    /// `bounds` made with `UIGraphicsImageRenderer`.
    public static func image(of layer: CALayer, bounds: CGRect) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { layer.render(in: $0.cgContext) }.cgImage!
    }

    /// How many pixels have alpha above `threshold`.
    public static func opaqueCount(_ image: CGImage, threshold: UInt8 = 0) -> Int {
        let (_, _, bytes) = rgba(image)
        return stride(from: 3, to: bytes.count, by: 4).filter { bytes[$0] > threshold }.count
    }
}
