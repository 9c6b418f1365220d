import CoreGraphics
import Foundation

/// What a navigation bar shows for one controller: its title (or title view), bar button items
/// and back button. Each controller has one (`UIViewController.navigationItem`); changing it
/// updates the bar showing it.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// When a navigation bar with `prefersLargeTitles` shows the item's title large.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item (large for the root item).
        case automatic = 0
        case always, never
        /// iOS 17: inline, as `.never`.
        case inline
    }

    public enum BackButtonDisplayMode: Int, Sendable {
        case `default` = 0, generic, minimal
    }

    /// The title; nil: the controller's `title`.
    open var title: String? { didSet { changed() } }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { changed() } }
    open var prompt: String? { didSet { changed() } }
    /// The item the next controller's back button shows (its title is the back button's).
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The back button's title when the next controller is pushed (nil: this item's title).
    open var backButtonTitle: String? { didSet { changed() } }
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    open var hidesBackButton = false { didSet { changed() } }
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    /// The search controller whose bar the navigation bar shows under the title (iOS 11). ViewLab
    /// records it; the navigation bar does not draw the search bar.
    open var searchController: UISearchController? { didSet { changed() } }
    /// Whether the search bar hides when the content scrolls (default true; iOS 11).
    open var hidesSearchBarWhenScrolling = true
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of `rightBarButtonItems` (the rightmost).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }

    /// The controller the item belongs to (its title is the fallback).
    weak var owner: UIViewController?
    /// The bar showing the item, told when it changes.
    weak var bar: UINavigationBar?

    /// The title the bar shows: the item's, else its controller's.
    var displayedTitle: String? { title ?? owner?.title }

    func changed() { bar?.itemsDidChange() }
}
