import Foundation

/// An item of a tab bar: a title, an image (and a selected image), and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed
    }

    /// The image shown when the item is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { changed() } }
    /// The text of the red badge on the item's image (nil: no badge; "" a small dot-sized badge).
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's colour (default `systemRed`).
    open var badgeColor: UIColor? { didSet { changed() } }
    /// Moves the title from where the bar puts it (positive: right and down). Apple,
    /// `titlePositionAdjustment`.
    open var titlePositionAdjustment = UIOffset.zero { didSet { changed() } }
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?
    open override var title: String? { didSet { changed() } }
    open override var image: UIImage? { didSet { changed() } }

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
        title = systemItem.title
        image = UIImage(systemName: systemItem.symbol)
    }

    /// The bar showing the item, told when it changes.
    weak var bar: UITabBar?
    func changed() { bar?.itemsDidChange() }
}

extension UITabBarItem.SystemItem {
    var title: String {
        switch self {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        }
    }

    /// The glyph iOS draws for the item (Apple, `UITabBarItem.SystemItem`: "The system item's
    /// title and image are system-defined"), as the closest SF Symbol: three dots for More, a
    /// star for Favorites, Featured and Top Rated, a clock for Recents, History and Most Recent,
    /// an open book for Bookmarks, a down arrow for Downloads, a list for Most Viewed.
    var symbol: String {
        switch self {
        case .more: return "ellipsis"
        case .favorites, .featured, .topRated: return "star.fill"
        case .recents, .history, .mostRecent: return "clock.fill"
        case .contacts: return "person.crop.circle.fill"
        case .bookmarks: return "book.fill"
        case .search: return "magnifyingglass"
        case .downloads: return "arrow.down.circle.fill"
        case .mostViewed: return "list.bullet"
        }
    }
}
