import CoreGraphics
import Foundation

/// An image: a bitmap (`cgImage`) plus how to present it — its scale (pixels per point), its
/// orientation, its rendering mode and, for resizable images, its cap insets.
///
/// As in UIKit, images are immutable: `withRenderingMode(_:)`, `withTintColor(_:)` and
/// `resizableImage(withCapInsets:)` return new images. Load images with `UIImage(named:)`
/// (from `Playgrounds/Resources` and registered folders, choosing `@2x`/`@3x` variants),
/// `UIImage(contentsOfFile:)` or `UIImage(data:)`; ViewLab reads PNG files.
open class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap the image draws: its `cgImage`, or for an image made from a `CIImage` the
    /// pixels of its extent, rendered once (`UIImage+CoreImage`).
    let bitmap: CGImage?
    /// The underlying Quartz image; nil for an image made from a `CIImage`, as on iOS ("If the
    /// UIImage object was initialized using a CIImage object, the value of the property is NULL",
    /// Apple, `UIImage.cgImage`).
    public var cgImage: CGImage? { ciImage == nil ? bitmap : nil }
    /// The Core Image image the image was made from (`init(ciImage:)`), else nil — an image made
    /// from a `CGImage` does not give one, as on iOS.
    public internal(set) var ciImage: CIImage?
    /// Pixels per point: an image of 300×300 pixels at scale 3 is 100×100 points.
    public let scale: CGFloat
    /// How the bitmap is turned for display (applied by `size` and the draw methods).
    public let imageOrientation: Orientation
    /// Whether the image is drawn as is or as a template (see `RenderingMode`).
    public let renderingMode: RenderingMode
    /// The end caps of a resizable image, in points (`.zero` for ordinary images).
    public let capInsets: UIEdgeInsets
    /// How the interior of a resizable image is filled when it is drawn larger.
    public let resizingMode: ResizingMode
    /// Set by `resizableImage(withCapInsets:…)`: drawing uses nine-part scaling.
    let isResizable: Bool
    /// For symbol images (`UIImage(systemName:)`): the name and configuration it was drawn for.
    let symbol: SymbolSource?
    /// What VoiceOver reads for the image (UIKit's `UIAccessibility` informal protocol, which
    /// every `NSObject` has): a `UIButton` showing only this image takes it as its label. Nil by
    /// default; images made from this one (`withRenderingMode(_:)` …) do not carry it.
    public var accessibilityLabel: String?
    /// A string that identifies the image (`UIAccessibilityIdentification`, which `UIImage`
    /// adopts on iOS); nil by default, not carried to images made from this one.
    public var accessibilityIdentifier: String?
    /// An animated image's frames (`UIImage.animatedImage(with:duration:)`), else nil.
    public internal(set) var images: [UIImage]?
    /// How long one pass through an animated image's frames lasts, in seconds (0 for others).
    public internal(set) var duration: TimeInterval = 0
    /// For an asset catalog image set with a dark variant: the image for each appearance
    /// (`UIImage+AssetCatalog.swift`), which image views choose from by their traits.
    var appearances: Appearances?

    /// The designated initialiser: every other initialiser and `with…` method ends here.
    init(
        cgImage: CGImage, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode = .automatic,
        capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, isResizable: Bool = false,
        symbol: SymbolSource? = nil
    ) {
        self.bitmap = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.imageOrientation = orientation
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.isResizable = isResizable
        self.symbol = symbol
    }

    /// `UIImage()`: an empty image — no bitmap, size zero, scale 1 — as on iOS; drawing it draws
    /// nothing and `pngData()` is nil.
    public override init() {
        (bitmap, scale, imageOrientation, renderingMode) = (nil, 1, .up, .automatic)
        (capInsets, resizingMode, isResizable, symbol) = (.zero, .tile, false, nil)
        super.init()
    }

    // MARK: - Creating images from bitmaps

    /// An image of `cgImage` at scale 1, orientation `.up`.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` with the given scale and orientation. A scale that is not a positive
    /// finite number is taken as 1.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic)
    }

    /// A copy of this image with other presentation settings (the bitmap is shared).
    func copy(
        cgImage: CGImage? = nil, renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil,
        resizingMode: ResizingMode? = nil, isResizable: Bool? = nil, symbol: SymbolSource?? = nil
    ) -> UIImage {
        guard let bitmap = cgImage ?? self.bitmap else { return self }
        let copy = UIImage(
            cgImage: bitmap, scale: scale, orientation: imageOrientation,
            renderingMode: renderingMode ?? self.renderingMode, capInsets: capInsets ?? self.capInsets,
            resizingMode: resizingMode ?? self.resizingMode, isResizable: isResizable ?? self.isResizable,
            symbol: symbol ?? self.symbol)
        // The same bitmap with other settings keeps its Core Image image and its appearances.
        if cgImage == nil { copy.ciImage = ciImage }
        if cgImage == nil, let appearances {
            copy.appearances = appearances.map {
                $0.copy(
                    renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode,
                    isResizable: isResizable)
            }
        }
        return copy
    }

    // MARK: - Geometry

    /// The size in points: pixels divided by `scale`, width and height swapped for the
    /// left/right orientations.
    open var size: CGSize {
        guard let bitmap else { return .zero }
        let width = CGFloat(bitmap.width) / scale, height = CGFloat(bitmap.height) / scale
        return imageOrientation.swapsWidthAndHeight
            ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    open override var description: String {
        let s = size
        return "<UIImage: size {\(s.width), \(s.height)} scale \(scale) orientation \(imageOrientation)>"
    }

    // MARK: - Encoding

    /// The image as PNG data (un-premultiplied 8-bit RGBA, `pHYs` at 72 dpi × scale), or nil
    /// when it cannot be encoded. As on iOS the orientation is not applied: the bitmap is written
    /// as stored.
    open func pngData() -> Data? {
        guard let bitmap else { return nil }
        return try? PNGEncoder().encode(bitmap, scale: scale)
    }

    /// The image as JPEG data (baseline JFIF through libjpeg), or nil when it cannot be encoded.
    /// `compressionQuality` runs from 0.0 (most compression, lowest quality) to 1.0 (least
    /// compression, best quality), as Apple documents it
    /// (https://developer.apple.com/documentation/uikit/uiimage/jpegdata(compressionquality:));
    /// ViewLab maps it to libjpeg's 1…100 scale. JPEG has no alpha: transparent pixels come out
    /// black, as on iOS. The bitmap is written as stored (no EXIF orientation tag).
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let bitmap else { return nil }
        return try? JPEGEncoder(compressionQuality: compressionQuality).encode(bitmap)
    }
}
