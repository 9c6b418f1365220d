import Foundation

/// Images made from a data provider's bytes, image masks, and masking (Apple, *Quartz 2D
/// Programming Guide*, "Bitmap Images and Image Masks").
extension CGImage {
    /// An image of `width`×`height` pixels read from `provider`'s bytes in the layout `space` and
    /// `bitmapInfo` describe (8 bits per component: RGBA/ARGB/BGRA with any alpha placement,
    /// straight or premultiplied, or 8-bit gray); nil for a layout ViewLab does not read, too few bytes or a bad size.
    /// `decode`, `shouldInterpolate` and `intent` are not used.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard var bytes = provider.data, bitsPerComponent == 8, width > 0, height > 0,
            bitsPerPixel == (space.numberOfComponents == 1 ? 8 : 32), bytesPerRow >= width * bitsPerPixel / 8,
            bytes.count >= bytesPerRow * (height - 1) + width * bitsPerPixel / 8
        else { return nil }
        // A bitmap context over a copy of the bytes reads them in that layout (premultiplied first:
        // contexts take only premultiplied alpha); its image is ours.
        let layout = CGImage.premultiplying(&bytes, width: width, height: height, bytesPerRow: bytesPerRow, bitmapInfo)
        let image = bytes.withUnsafeMutableBytes { raw -> CGImage? in
            CGContext(
                data: raw.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                space: space, bitmapInfo: layout.rawValue)?.makeImage()
        }
        guard let image else { return nil }
        self.init(adoptingSurface: image.retainedSurface)
        colorSpace = image.colorSpace
        self.bitmapInfo = image.bitmapInfo
    }

    /// Premultiplies 32-bit pixels with straight alpha (`.first`/`.last`) in place and returns the
    /// premultiplied layout; other layouts are returned unchanged.
    private static func premultiplying(
        _ bytes: inout Data, width: Int, height: Int, bytesPerRow: Int, _ info: CGBitmapInfo
    ) -> CGBitmapInfo {
        guard let alpha = info.alphaInfo, alpha == .first || alpha == .last else { return info }
        let little = info.contains(.byteOrder32Little)
        // The byte of alpha in memory: first/last of the 32-bit word, reversed for little-endian words.
        let alphaByte = (alpha == .first) != little ? 0 : 3
        bytes.withUnsafeMutableBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    let base = y * bytesPerRow + x * 4, a = Int(raw[base + alphaByte])
                    for channel in 0..<4 where channel != alphaByte {
                        raw[base + channel] = UInt8((Int(raw[base + channel]) * a + 127) / 255)
                    }
                }
            }
        }
        let premultiplied: CGImageAlphaInfo = alpha == .first ? .premultipliedFirst : .premultipliedLast
        return CGBitmapInfo(rawValue: (info.rawValue & ~0x1F) | premultiplied.rawValue)
    }

    /// An image mask (`CGImageMaskCreate`): each pixel's first `bitsPerComponent` bits (1, 2, 4 or
    /// 8) are a sample S; drawn or used to mask, a pixel paints with alpha 1 − S (0 paints, 1 masks
    /// out), or S with `decode` `[1, 0]`. Nil for other sample sizes or too few bytes.
    public convenience init?(
        maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool
    ) {
        guard [1, 2, 4, 8].contains(bitsPerComponent), bitsPerPixel >= bitsPerComponent, width > 0, height > 0,
            width <= CGImage.maximumSide, height <= CGImage.maximumSide, let bytes = provider.data,
            bytes.count >= bytesPerRow * (height - 1) + (width * bitsPerPixel + 7) / 8
        else { return nil }
        let inverted = decode.map { $0[0] > $0[1] } ?? false
        let top = (1 << bitsPerComponent) - 1
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    let bit = x * bitsPerPixel, byte = raw[y * bytesPerRow + bit / 8]
                    let sample = bitsPerComponent == 8 ? Int(byte) : Int(byte >> (8 - bitsPerComponent - bit % 8)) & top
                    let paint = inverted ? sample : top - sample
                    pixels[(y * width + x) * 4 + 3] = UInt8(paint * 255 / top)  // black, premultiplied
                }
            }
        }
        guard
            let made = pixels.withUnsafeBytes({ raw in
                CGImage(premultipliedBGRA: raw, width: width, height: height, bytesPerRow: width * 4)
            })
        else { return nil }
        self.init(adoptingSurface: made.retainedSurface)
        colorSpace = nil
        isMask = true
    }

    /// The image masked by `mask` (`CGImageCreateWithMask`), the mask scaled to the image: an image
    /// mask's samples act as inverse alpha (Apple: "blended … using an alpha value of (1-S)"), an
    /// image's gray samples as alpha.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        let rect = CGRect(x: 0, y: 0, width: width, height: height)
        context.clip(to: rect, mask: mask)
        context.draw(self, in: rect)
        return context.makeImage()
    }
}
