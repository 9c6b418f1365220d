@_spi(ViewLab) import CoreGraphics
import CShim
import Foundation

/// Decodes JPEG files through libjpeg (libjpeg-turbo) into opaque images: baseline and
/// progressive, greyscale and YCbCr (libjpeg converts them to RGB). Images larger than
/// `CGImage.maximumSide` on a side or `maximumPixels` in all — what the header claims — are
/// refused before pixels are allocated (as `PNGDecoder` refuses them).
public struct JPEGDecoder: Sendable {
    /// The largest width × height accepted (64 Mpx, `PNGDecoder`'s limit).
    public var maximumPixels = 64 * 1024 * 1024

    public init() {}

    /// Whether `data` starts with a JPEG's SOI marker (FF D8 FF).
    public static func isJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF])
    }

    /// The image's size in pixels, from its header.
    public func size(of data: Data, source: String = "JPEG data") throws -> (width: Int, height: Int) {
        var width: UInt32 = 0, height: UInt32 = 0
        try call(data, source: source) { bytes, count, error in
            viewlab_jpeg_inspect(bytes, count, &width, &height, error, 256)
        }
        return (Int(width), Int(height))
    }

    /// Decodes `data`; `source` names the file in errors.
    public func decode(_ data: Data, source: String = "JPEG data") throws -> CGImage {
        let (width, height) = try size(of: data, source: source)
        guard width > 0, height > 0, width <= CGImage.maximumSide, height <= CGImage.maximumSide else {
            throw JPEGError(
                source: source, reason: "\(width)x\(height) is larger than \(CGImage.maximumSide) pixels on a side")
        }
        guard width * height <= maximumPixels else {
            throw JPEGError(source: source, reason: "\(width)x\(height) is more than \(maximumPixels) pixels")
        }
        let decoded = try CGImage.decoded(width: width, height: height) { pixels, stride in
            try call(data, source: source) { bytes, count, error in
                viewlab_jpeg_decode_argb32(bytes, count, pixels, stride, error, 256)
            }
        }
        guard let image = decoded else {
            throw JPEGError(source: source, reason: "could not allocate a \(width)x\(height) image")
        }
        return image
    }

    /// Runs one shim call on the bytes of `data`, turning a failure into a `JPEGError`.
    private func call(
        _ data: Data, source: String, _ body: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<CChar>) -> Int32
    ) throws {
        var error = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            error.withUnsafeMutableBufferPointer {
                body(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, $0.baseAddress!)
            }
        }
        guard status == 0 else { throw JPEGError(source: source, message: error) }
    }
}
