import Foundation

extension CGImage {
    /// The provider of the image's bytes (`CGImageGetDataProvider`), laid out as the image
    /// describes them: `height` rows of `bytesPerRow` bytes, `bitsPerPixel` per pixel, in
    /// `bitmapInfo`'s order — premultiplied ARGB in native 32-bit words (on little-endian
    /// machines B, G, R, A in memory), as a bitmap context's image has on iOS. The provider holds
    /// a copy: drawing into the context the image came from later does not change it.
    public var dataProvider: CGDataProvider? {
        withPixels { bytes, _ in CGDataProvider(data: Data(bytes)) }
    }
}
