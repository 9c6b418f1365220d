import CoreGraphics
import Foundation

/// Items in lines that wrap, section by section, with optional headers and footers
/// (`UICollectionViewFlowLayout`). Defaults as on iOS: `itemSize` 50 × 50, both spacings 10,
/// no section insets, vertical scrolling. The delegate (`UICollectionViewDelegateFlowLayout`)
/// may give each item, section and header its own values.
///
/// Lines as iOS fills them: items go along the line with at least `minimumInteritemSpacing`
/// between them, a line that is not a section's last is justified (the spare space is shared
/// between its items), the last line keeps the minimum spacing, a line holding one item centres
/// it, and items are centred across the line (observed flow layout behaviour, documented in part
/// by Apple's *Using a flow layout*: "the actual spacing between items may be larger"). With
/// `estimatedItemSize` set, each cell is sized by `preferredLayoutAttributesFitting(_:)` (its Auto
/// Layout fitting size).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `estimatedItemSize` value that asks for self-sizing cells (iOS 10).
    public static let automaticSize = CGSize(
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    /// Whether headers stay at the top while their section scrolls (default false).
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    /// What `sectionInset` is measured from (iOS 11).
    public enum SectionInsetReference: Int, Sendable { case fromContentInset = 0, fromSafeArea, fromLayoutMargins }

    var cache = FlowLayoutCache()

    open override func prepare() {
        super.prepare()
        guard let collectionView else { cache = FlowLayoutCache(); return }
        cache = FlowLayoutCache.compute(layout: self, collectionView: collectionView)
    }

    open override var collectionViewContentSize: CGSize { cache.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.all.filter { $0.frame.intersects(rect) }.map { $0.copy() as! UICollectionViewLayoutAttributes }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.items[indexPath]?.copy() as? UICollectionViewLayoutAttributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        cache.supplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]?.copy()
            as? UICollectionViewLayoutAttributes
    }

    /// A new width (or height, scrolling horizontally) lays the items out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return scrollDirection == .vertical
            ? newBounds.width != collectionView.bounds.width : newBounds.height != collectionView.bounds.height
    }
}

struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}
