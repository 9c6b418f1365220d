import CoreGraphics
import Foundation

/// An object inline in attributed text (Apple, `NSTextAttachment`): most often an image — an icon
/// before a label's text, a symbol in a sentence — set as the `.attachment` attribute of the
/// object replacement character U+FFFC (`NSAttributedString(attachment:)` makes that string).
///
/// Layout gives it the size of `bounds`, or of its image when `bounds` is empty; `bounds.origin.y`
/// moves it up from the baseline (negative values below it, as icons are lowered to centre on
/// the text's x-height). A template image — a symbol image (`UIImage(systemName:)`) or one made
/// with `withRenderingMode(.alwaysTemplate)` — is drawn in the text's foreground colour at that
/// place, as iOS 13 and later draw symbol attachments.
open class NSTextAttachment: NSObject {
    /// The object replacement character an attachment stands on (`NSTextAttachment.character`).
    public static let character = 0xFFFC

    /// The image shown (nil: a placeholder-sized empty box, as iOS leaves a missing image's place).
    open var image: UIImage?
    /// Where the image goes, relative to the baseline; `.zero` takes the image's size.
    open var bounds: CGRect = .zero
    /// The data the attachment was made with (`init(data:ofType:)`).
    open var contents: Data?
    /// The uniform type identifier of `contents`.
    open var fileType: String?
    /// Space added on both sides of the attachment on a line (Apple, `lineLayoutPadding`, iOS 15);
    /// kept, not applied.
    open var lineLayoutPadding: CGFloat = 0

    /// An attachment of data of a type; image data (PNG, JPEG) becomes its `image`.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
        if let contentData { image = UIImage(data: contentData) }
    }

    public convenience override init() { self.init(data: nil, ofType: nil) }

    /// An attachment showing `image` (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The size layout gives the attachment: `bounds`' size, else the image's.
    var displaySize: CGSize {
        if bounds.size != .zero { return bounds.size }
        return image?.size ?? .zero
    }
}

extension NSAttributedString {
    /// A one-character string (U+FFFC) carrying `attachment` (Apple, `NSAttributedString(attachment:)`).
    public convenience init(attachment: NSTextAttachment) {
        self.init(
            string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!), attributes: [.attachment: attachment])
    }
}
