@_spi(ViewLab) import CoreGraphics
import CShim
import Foundation

/// Encodes `CGImage`s as baseline JFIF JPEG through libjpeg (libjpeg-turbo): 8-bit YCbCr with
/// 4:2:0 chroma subsampling, libjpeg's standard quantisation tables scaled by the quality.
///
/// JPEG has no alpha channel. The colour written is the pixel's premultiplied colour, so a
/// transparent area comes out black — what `UIImage.jpegData(compressionQuality:)` gives for an
/// image with transparency on iOS (a widely reproduced observation: "transparent background
/// turns black when converted to JPEG").
public struct JPEGEncoder: Sendable {
    /// UIKit's compression quality, 0.0 (most compression) … 1.0 (least): mapped to libjpeg's
    /// 1…100 quality scale (clamped).
    public var compressionQuality: CGFloat

    public init(compressionQuality: CGFloat = 0.75) {
        self.compressionQuality = compressionQuality
    }

    /// libjpeg's quality for `compressionQuality`: 1 + q × 99, rounded, within 1…100 (NaN: 1).
    public var libjpegQuality: Int32 {
        let q = compressionQuality.isNaN ? 0 : min(max(compressionQuality, 0), 1)
        return Int32((1 + q * 99).rounded())
    }

    /// The JPEG file for `image`.
    public func encode(_ image: CGImage) throws -> Data {
        var error = [CChar](repeating: 0, count: 256)
        let errorSize = error.count
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = image.withPixels { bytes, bytesPerRow in
            viewlab_jpeg_encode_argb32(
                bytes.bindMemory(to: UInt8.self).baseAddress, UInt32(image.width), UInt32(image.height),
                bytesPerRow, libjpegQuality, &output, &length, &error, errorSize)
        }
        guard status == 0, let output else { throw JPEGError(source: "JPEG encoder", message: error) }
        defer { free(output) }
        return Data(bytes: output, count: length)
    }
}
