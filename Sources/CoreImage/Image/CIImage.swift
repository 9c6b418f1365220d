@_spi(ViewLab) import CoreGraphics
import Foundation
import ImageIO

/// An image as Core Image knows it (Apple, `CIImage`): not pixels but a recipe for them — an
/// image's bitmap, a colour, or filters applied to other images — evaluated only when a
/// `CIContext` renders it (or a `UIImage` made from it is drawn).
///
/// Core Image's coordinates have their origin at the bottom left: an image made from a
/// `CGImage` has the extent `(0, 0, width, height)` in pixels with row 0 at the bottom. An image
/// can be infinite (a colour, a clamped image, a blur of either): its `extent` is
/// `CGRect.infinite`, and it must be cropped before it can be turned into a bitmap.
open class CIImage: NSObject, @unchecked Sendable {
    /// The rectangle the image covers, in pixels (infinite for colours and clamped images).
    public let extent: CGRect
    /// Renders the pixels of an integral rectangle of the image (transparent outside `extent`).
    let recipe: (CGRect) -> PixelBuffer
    /// The bitmap the image was made from, if it was made from one (`cgImage`).
    private let sourceImage: CGImage?
    private let metadata: [String: Any]
    /// Whether transforms sample the nearest pixel instead of interpolating (`samplingNearest()`,
    /// and barcode generators' output, whose modules stay sharp when scaled up).
    let samplesNearest: Bool

    init(
        extent: CGRect, source: CGImage? = nil, properties: [String: Any] = [:], samplesNearest: Bool = false,
        recipe: @escaping (CGRect) -> PixelBuffer
    ) {
        self.extent = extent
        self.recipe = recipe
        sourceImage = source
        metadata = properties
        self.samplesNearest = samplesNearest
        super.init()
    }

    /// The same recipe as `other` (for `CIImage(image:)` of an image made from a `CIImage`).
    package convenience init(copying other: CIImage) {
        self.init(
            extent: other.extent, source: other.sourceImage, properties: other.metadata,
            samplesNearest: other.samplesNearest, recipe: other.recipe)
    }

    /// An image of `cgImage`'s pixels, converted to the working space once, when first rendered.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, options: nil)
    }

    public convenience init(cgImage: CGImage, options: [CIImageOption: Any]?) {
        let pixels = LazyPixels(cgImage)
        let extent = CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)
        self.init(
            extent: extent, source: cgImage, properties: (options?[.properties] as? [String: Any]) ?? [:],
            samplesNearest: options?[.nearestSampling] as? Bool ?? false
        ) { rect in pixels.buffer.cropped(to: rect) }
    }

    /// An image of one colour, infinite in extent.
    public convenience init(color: CIColor) {
        let pixel = color.workingPixel
        self.init(extent: .infinite) { rect in PixelBuffer(rect: rect) { _, _ in pixel } }
    }

    /// An image from PNG or JPEG data; nil when the data is neither.
    public convenience init?(data: Data) { self.init(data: data, options: nil) }

    public convenience init?(data: Data, options: [CIImageOption: Any]?) {
        guard let image = (try? PNGDecoder().decode(data).image) ?? (try? JPEGDecoder().decode(data)) else {
            return nil
        }
        self.init(cgImage: image, options: options)
    }

    /// An image from a PNG or JPEG file; nil when it cannot be read.
    public convenience init?(contentsOf url: URL) { self.init(contentsOf: url, options: nil) }

    public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]?) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data, options: options)
    }

    /// An empty image (`CIImage.empty()`): nothing, with an empty extent.
    public class func empty() -> CIImage { CIImage(extent: .null) { rect in PixelBuffer(rect: rect) } }

    /// The bitmap the image was made from (`init(cgImage:)`); nil for every other image, as on iOS.
    public var cgImage: CGImage? { sourceImage }
    /// The metadata the image was made with (`CIImageOption.properties`).
    open var properties: [String: Any] { metadata }
    /// Its URL, for an image made from a file; ViewLab keeps none.
    public var url: URL? { nil }
    public var colorSpace: CGColorSpace? { sourceImage == nil ? nil : CGColorSpaceCreateDeviceRGB() }

    /// The pixels of `rect` (made integral), transparent outside the extent.
    func render(_ rect: CGRect) -> PixelBuffer {
        let r = rect.integral
        guard r.width > 0, r.height > 0, !extent.isEmpty else { return PixelBuffer(rect: r) }
        return recipe(r)
    }

    public static let black = CIImage(color: .black)
    public static let white = CIImage(color: .white)
    public static let gray = CIImage(color: .gray)
    public static let red = CIImage(color: .red)
    public static let green = CIImage(color: .green)
    public static let blue = CIImage(color: .blue)
    public static let cyan = CIImage(color: .cyan)
    public static let magenta = CIImage(color: .magenta)
    public static let yellow = CIImage(color: .yellow)
    public static let clear = CIImage(color: .clear)

    open override var description: String { "<CIImage: extent \(extent)>" }
}

/// Keys of `CIImage`'s initialiser options (Apple, `CIImageOption`).
public struct CIImageOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    public static let nearestSampling = CIImageOption(rawValue: "kCIImageNearestSampling")
}

/// A `CGImage`'s pixels in the working space, converted on first use.
final class LazyPixels: @unchecked Sendable {
    private let image: CGImage
    private let lock = NSLock()
    private var converted: PixelBuffer?

    init(_ image: CGImage) { self.image = image }

    var buffer: PixelBuffer {
        lock.lock()
        defer { lock.unlock() }
        if let converted { return converted }
        let result = PixelBuffer(cgImage: image)
        converted = result
        return result
    }
}
