@_spi(ViewLab) import CoreGraphics
import Foundation
import ImageIO

/// Where Core Image renders (Apple, `CIContext`): it evaluates an image's recipe over a rectangle
/// and hands the pixels back as a `CGImage` or into a bitmap you own. ViewLab renders on the CPU,
/// in the working space (linear sRGB, premultiplied floats), into sRGB output.
open class CIContext: NSObject, @unchecked Sendable {
    /// The options the context was made with (kept; ViewLab has one renderer and one working space).
    public let options: [CIContextOption: Any]

    public convenience override init() { self.init(options: nil) }

    public init(options: [CIContextOption: Any]?) {
        self.options = options ?? [:]
        super.init()
    }

    /// A context that draws into a Core Graphics context (`draw(_:in:from:)`).
    public convenience init(cgContext: CGContext, options: [CIContextOption: Any]? = nil) {
        self.init(options: options)
        target = cgContext
    }

    private var target: CGContext?

    /// The pixels of `fromRect` of `image` as a `CGImage` (nil for an empty or infinite rectangle,
    /// or one larger than a bitmap can be). `fromRect` is in the image's coordinates, origin at the
    /// bottom left; the bitmap's top row is its top.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard Self.canRender(fromRect) else { return nil }
        return image.render(fromRect).makeCGImage()
    }

    open func createCGImage(
        _ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?
    ) -> CGImage? {
        createCGImage(image, from: fromRect)
    }

    /// Renders `bounds` of `image` into `data`, rows top first, `rowBytes` apart, as 8-bit
    /// components in `format`'s order (`.RGBA8`, `.BGRA8`, `.ARGB8`; premultiplied sRGB).
    open func render(
        _ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect, format: CIFormat,
        colorSpace: CGColorSpace?
    ) {
        guard Self.canRender(bounds) else { return }
        let buffer = image.render(bounds)
        let bytes = buffer.encodedBytes(order: format.byteOrder)
        for row in 0..<buffer.height {
            let count = min(buffer.width * 4, rowBytes)
            bytes.withUnsafeBytes { source in
                (data + row * rowBytes).copyMemory(from: source.baseAddress! + row * buffer.width * 4, byteCount: count)
            }
        }
    }

    /// Draws `fromRect` of `image` into `inRect` of the context this one was made with
    /// (`init(cgContext:options:)`).
    open func draw(_ image: CIImage, in inRect: CGRect, from fromRect: CGRect) {
        guard let target, let bitmap = createCGImage(image, from: fromRect) else { return }
        target.draw(bitmap, in: inRect)
    }

    /// PNG data of `image`'s extent.
    open func pngRepresentation(
        of image: CIImage, format: CIFormat, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) -> Data? {
        guard let bitmap = createCGImage(image, from: image.extent) else { return nil }
        return try? PNGEncoder().encode(bitmap, scale: 1)
    }

    /// Core Image keeps intermediate results between renders; ViewLab keeps none.
    open func clearCaches() {}

    static func canRender(_ rect: CGRect) -> Bool {
        !rect.isNull && !rect.isInfinite && rect.width >= 1 && rect.height >= 1
            && rect.width <= CGFloat(CGImage.maximumSide) && rect.height <= CGFloat(CGImage.maximumSide)
    }
}

/// Keys of a context's options (Apple, `CIContextOption`).
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    public static let workingFormat = CIContextOption(rawValue: "working_format")
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    public static let priorityRequestLow = CIContextOption(rawValue: "priority_request_low")
    public static let highQualityDownsample = CIContextOption(rawValue: "high_quality_downsample")
    public static let outputPremultiplied = CIContextOption(rawValue: "output_premultiplied")
}

/// Keys of image representation options (Apple, `CIImageRepresentationOption`).
public struct CIImageRepresentationOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// Pixel formats (Apple, `CIFormat`); ViewLab writes the 8-bit ones.
public struct CIFormat: Hashable, RawRepresentable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let ARGB8 = CIFormat(rawValue: 264)
    public static let BGRA8 = CIFormat(rawValue: 266)
    public static let RGBA8 = CIFormat(rawValue: 280)
    public static let RGBAh = CIFormat(rawValue: 2056)
    public static let RGBAf = CIFormat(rawValue: 2080)
    public static let A8 = CIFormat(rawValue: 267)
    public static let R8 = CIFormat(rawValue: 265)

    /// Which of red (0), green (1), blue (2), alpha (3) each byte holds.
    var byteOrder: [Int] {
        switch self {
        case .ARGB8: return [3, 0, 1, 2]
        case .BGRA8: return [2, 1, 0, 3]
        default: return [0, 1, 2, 3]
        }
    }
}
