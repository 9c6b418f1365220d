import Foundation

/// What bar items share (`UIBarButtonItem`, `UITabBarItem` on iOS): a title, an image and the
/// title's text attributes per control state.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Key-value coding of the item, as code reaches the private `view` of bar items: `"title"`
    /// and `"image"` answer those properties; a bar button item adds `"view"`. Other keys answer
    /// nil (iOS raises `NSUnknownKeyException` for a key it does not know; its private `view` of a
    /// plain item is the view a bar made for it, and ViewLab's bars make none).
    open func value(forKey key: String) -> Any? {
        switch key {
        case "title": return title
        case "image": return image
        default: return nil
        }
    }

    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var isEnabled = true
    open var tag = 0
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// `NSCoding`'s initialiser, required as on iOS (a subclass with its own designated initialiser
    /// implements it); ViewLab's appearance proxies are made with it.
    public required init?(coder: NSCoder) { super.init() }

    /// The attributes the title is drawn with in `state` (`.foregroundColor`, `.font`…).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The attributes set on the item for `state`, or else those set on its class's appearance proxy.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue] ?? appearanceTitleTextAttributes(for: state)
    }
}
