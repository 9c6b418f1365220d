@_spi(ViewLab) import CoreGraphics
import Foundation
import ImageIO

/// The context passed to `UIGraphicsImageRenderer`'s drawing actions.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext, @unchecked Sendable {
    let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        scale = format.scale
        super.init(cgContext: cgContext, format: format)
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        UIImage(cgImage: UIGraphicsImageRenderer.snapshot(cgContext), scale: scale, orientation: .up)
    }
}

/// Draws into a bitmap and returns it as a `UIImage`, PNG or JPEG data.
///
/// The context has its origin at the top-left of `bounds` and measures in points; it is pushed
/// as UIKit's current context while the actions run, so `UIColor.setFill()`, `UIBezierPath.fill()`
/// and `UIRectFill` draw into it.
open class UIGraphicsImageRenderer: UIGraphicsRenderer, @unchecked Sendable {
    var imageFormat: UIGraphicsImageRendererFormat { format as? UIGraphicsImageRendererFormat ?? .default() }

    open override var allowsImageOutput: Bool { true }

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// Runs `actions` on a fresh context and returns the image (at the format's scale).
    /// A size that cannot be drawn (empty, non-finite, larger than 16384 px) prints one line to
    /// standard error and gives a 1×1 transparent image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = run(actions)
        return UIImage(cgImage: UIGraphicsImageRenderer.snapshot(context), scale: imageFormat.scale, orientation: .up)
    }

    /// Runs `actions` and returns the image as PNG data (with a pHYs chunk for the scale).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let context = run(actions)
        var encoder = PNGEncoder()
        encoder.opaque = imageFormat.opaque
        return (try? encoder.encode(UIGraphicsImageRenderer.snapshot(context), scale: imageFormat.scale)) ?? Data()
    }

    /// Runs `actions` and returns the image as JPEG data (libjpeg; `compressionQuality` 0…1 as in
    /// `UIImage.jpegData(compressionQuality:)`; transparent areas black, as JPEG has no alpha).
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        let context = run(actions)
        return
            (try? JPEGEncoder(compressionQuality: compressionQuality).encode(UIGraphicsImageRenderer.snapshot(context)))
            ?? Data()
    }

    /// Creates the context, pushes it, runs the actions and pops it.
    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
        let format = imageFormat, bounds = format.bounds
        let context: CGContext
        if let made = UIGraphicsImageRendererFormat.makeContext(
            size: bounds.size, scale: format.scale, opaque: format.opaque)
        {
            context = made
        } else {
            FileHandle.standardError.write(
                Data(
                    "UIGraphicsImageRenderer: cannot draw a \(bounds.width)×\(bounds.height) pt image at scale \(format.scale); drawing into a 1×1 px placeholder\n"
                        .utf8))
            context = UIGraphicsImageRendererFormat.makeContext(
                size: CGSize(width: 1, height: 1), scale: 1, opaque: false)!
        }
        context.translateBy(x: -bounds.minX.finiteOrZero, y: -bounds.minY.finiteOrZero)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return context
    }

    /// The context's pixels as an image (a 1×1 transparent image if they cannot be read).
    static func snapshot(_ context: CGContext) -> CGImage {
        if let image = context.makeImage() { return image }
        return [UInt8](repeating: 0, count: 4).withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: 1, height: 1, bytesPerRow: 4)!
        }
    }
}

extension CGFloat {
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
