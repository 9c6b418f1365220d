import CoreGraphics
import Foundation

/// Which parts of a collection view layout are invalid (`UICollectionViewLayoutInvalidationContext`).
/// `invalidateLayout()` hands the layout a context whose `invalidateEverything` is true (Apple: "this
/// method calls `invalidateLayout(with:)` with a context that invalidates everything"); a bounds
/// change the layout accepts hands it `invalidationContext(forBoundsChange:)`. ViewLab prepares the
/// whole layout again whatever the context says; the context is what subclasses read and fill.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is invalid (set by `invalidateLayout()` and a reload).
    open internal(set) var invalidateEverything = false
    /// Whether the numbers of sections and items may have changed.
    open internal(set) var invalidateDataSourceCounts = false
    /// The items marked with `invalidateItems(at:)`.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views marked, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views marked, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the content offset moves with this invalidation.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How much the content size changes with this invalidation.
    open var contentSizeAdjustment = CGSize.zero

    public required override init() { super.init() }

    /// Marks items as invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of `elementKind` as invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths?[elementKind, default: []] += indexPaths
    }

    /// Marks decoration views of `elementKind` as invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths?[elementKind, default: []] += indexPaths
    }
}

/// The flow layout's invalidation context (`UICollectionViewFlowLayoutInvalidationContext`).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes and spacings must be asked again (default true).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout's attributes must be computed again (default true).
    open var invalidateFlowLayoutAttributes = true
}
