import Foundation

/// A button for a navigation bar or toolbar: a title, an image, a system item or a custom view,
/// with a target and action (or a primary `UIAction`).
///
/// ViewLab has no navigation bar or toolbar, so a bar button item is never shown by UIKit here: it
/// keeps what it is given, a `customView` is a view like any other (put it on screen yourself),
/// and `value(forKey: "view")` — the private key code such as BadgeHub reads to find the view a bar
/// shows for the item — answers the custom view, or nil.
open class UIBarButtonItem: UIBarItem {
    open var style: Style = .plain
    /// A fixed width for the item (0: sized to its content).
    open var width: CGFloat = 0
    open var customView: UIView?
    open var target: AnyObject?
    open var action: Selector?
    open var tintColor: UIColor?
    open var isSelected = false
    open var primaryAction: UIAction?
    /// The system item it was made with, if any.
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// iOS 14: an item that performs `primaryAction` (its title and image are the action's).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.primaryAction = primaryAction
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
    }

    /// iOS 14: a system item that performs `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    /// iOS 14: a flexible space between items.
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// iOS 14: a space of `width` points.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// `"view"` answers the custom view (see the type's comment); other keys as `UIBarItem`'s.
    open override func value(forKey key: String) -> Any? {
        key == "view" || key == "customView" ? customView : super.value(forKey: key)
    }
}

extension UIBarButtonItem {
    /// Raw values as in UIKit.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(
            *, deprecated, message: "Use UIBarButtonItem.Style.plain when minimum deployment target is iOS 8.0 or later"
        )
        case bordered = 1
        case done = 2
    }

    /// The system items (raw values as in UIKit).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated, message: "pageCurl is deprecated since iOS 11")
        case pageCurl = 23
        case close = 24
    }
}
