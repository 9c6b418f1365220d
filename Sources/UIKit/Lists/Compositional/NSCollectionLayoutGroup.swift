import CoreGraphics
import Foundation

/// Items laid out along a line (`NSCollectionLayoutGroup`, iOS 13): a horizontal group places
/// its subitems left to right, a vertical one top to bottom; a group is itself an item, so
/// groups nest. A section repeats its group until its cells are placed.
///
/// How the subitems fill the group, as Apple documents each factory:
/// - `horizontal(layoutSize:subitems:)`: the subitems in order, repeated as long as the next
///   one fits (a single item of `.fractionalWidth(1/3)` makes three columns);
/// - `horizontal(layoutSize:subitem:count:)`: `count` equally sized items — the group's width
///   less the spacing, shared ("the group keeps the same number of items and automatically
///   resizes them" when `interItemSpacing` is set);
/// - `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): the item `count` times at its
///   own size ("it's your responsibility to ensure that the group's layoutSize can fit count
///   repetitions").
/// `interItemSpacing` goes between neighbours: `.fixed`, or `.flexible` (the group's spare
/// space shared between the gaps).
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis: Equatable { case horizontal, vertical }
    /// How the subitems repeat.
    enum Filling: Equatable { case repeatWhileFits, equalCount(Int), repeatCount(Int) }

    let axis: Axis
    let filling: Filling
    public let subitems: [NSCollectionLayoutItem]
    public var interItemSpacing: NSCollectionLayoutSpacing?
    public var supplementaryItemsForGroup: [NSCollectionLayoutSupplementaryItem] { supplementaryItems }

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], filling: Filling) {
        self.axis = axis
        self.filling = filling
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        .init(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, filling: .repeatWhileFits)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        .init(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], filling: .equalCount(max(1, count)))
    }

    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        .init(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], filling: .repeatCount(max(1, count)))
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        .init(axis: .vertical, layoutSize: layoutSize, subitems: subitems, filling: .repeatWhileFits)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        .init(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], filling: .equalCount(max(1, count)))
    }

    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        .init(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], filling: .repeatCount(max(1, count)))
    }

    /// The group's description for debugging (`visualDescription()`).
    public func visualDescription() -> String {
        "\(axis) group \(layoutSize.widthDimension.dimension)×\(layoutSize.heightDimension.dimension), \(subitems.count) subitem(s)"
    }
}
