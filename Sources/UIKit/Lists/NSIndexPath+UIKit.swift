import Foundation

/// UIKit's additions to Foundation's `NSIndexPath` (`UITableView.h`, `UICollectionView.h`), the
/// Objective-C side of `IndexPath` that older code still passes around: section first, then the
/// row or item. A path of fewer indexes answers 0 for what it lacks, as `IndexPath.row` does here.
extension NSIndexPath {
    /// The path of `row` in `section`.
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// The path of `item` in `section`.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }

    /// The section (the first index).
    public var section: Int { length > 0 ? index(atPosition: 0) : 0 }
    /// The row in the section (the second index).
    public var row: Int { length > 1 ? index(atPosition: 1) : 0 }
    /// The item in the section (the second index; the same as `row`).
    public var item: Int { row }
}
