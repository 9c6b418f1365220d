import Foundation

/// UIKit's additions to Foundation's `IndexPath` (`UITableView.h`, `UICollectionView.h`): a table
/// row or a collection item is a two-index path, section first.
extension IndexPath {
    /// The path of `row` in `section` (a table view's row).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The path of `item` in `section` (a collection view's item).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section (the first index).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue]) } }
    }

    /// The row in the section (the second index).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }

    /// The item in the section (the second index; the same as `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
