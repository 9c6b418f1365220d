import CoreGraphics
import CoreImage
import Foundation

/// Images and Core Image (Apple, `UIImage(ciImage:)`, `CIImage(image:)` — UIKit's additions to
/// Core Image). A `UIImage` made from a `CIImage` keeps it (`ciImage`) and has no `cgImage`, as on
/// iOS; ViewLab renders the recipe's extent once, when the image is made, and draws those pixels
/// wherever the image is drawn (an image view, `draw(in:)`, `pngData()`). Its size is the extent's
/// size divided by the scale; an image of an infinite or empty extent draws nothing.
extension UIImage {
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
        if let bitmap = CIContext().createCGImage(ciImage, from: ciImage.extent) {
            self.init(cgImage: bitmap, scale: scale, orientation: orientation, renderingMode: .automatic)
        } else {
            self.init()
        }
        self.ciImage = ciImage
    }
}

extension CIImage {
    /// The image's pixels as a Core Image image (nil for an image without a bitmap), its
    /// orientation applied (Apple, `CIImage(image:)`).
    public convenience init?(image: UIImage) {
        self.init(image: image, options: nil)
    }

    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) {
        if let ci = image.ciImage {
            self.init(copying: ci)
            return
        }
        guard let bitmap = image.uprightBitmap() else { return nil }
        self.init(cgImage: bitmap, options: options)
    }
}

extension CIColor {
    /// The colour's sRGB components (Apple, `CIColor(color:)`).
    public convenience init(color: UIColor) {
        self.init(cgColor: color.cgColor)
    }
}

extension UIColor {
    /// A colour of a Core Image colour's components (Apple, `UIColor(ciColor:)`).
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }

    /// The colour as a Core Image colour (Apple, `UIColor.ciColor`).
    public var ciColor: CIColor { CIColor(color: self) }
}
