import Foundation

/// What bar items share (`UIBarButtonItem`, `UITabBarItem` on iOS): a title, an image and the
/// title's text attributes per control state.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var isEnabled = true
    open var tag = 0
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// The attributes the title is drawn with in `state` (`.foregroundColor`, `.font`…).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
