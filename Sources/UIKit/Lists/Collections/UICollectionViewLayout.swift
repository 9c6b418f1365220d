import CoreGraphics
import Foundation

/// The abstract layout of a collection view (`UICollectionViewLayout`). The collection view calls
/// `prepare()` when the layout is invalid (first layout, `invalidateLayout()`, a reload, or a
/// bounds change `shouldInvalidateLayout(forBoundsChange:)` accepts), then takes
/// `collectionViewContentSize` and asks `layoutAttributesForElements(in:)` for the visible rect
/// on every layout pass. Subclass and override those, as on iOS.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    weak var owner: UICollectionView?
    var decorationRegistrations: [String: UICollectionView.ReusableSource] = [:]

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The collection view using the layout.
    open var collectionView: UICollectionView? { owner }

    /// Computes the layout (override; call `super`).
    open func prepare() {}
    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the elements meeting `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Whether scrolling to `newBounds` needs a new `prepare()` (default false).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the whole layout for `prepare()` in the collection view's next layout pass, through
    /// `invalidateLayout(with:)` with a context that invalidates everything (Apple).
    open func invalidateLayout() {
        let context = Self.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// Marks the layout for `prepare()` in the collection view's next layout pass (override to
    /// read the context; call `super`).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        owner?.invalidateCollectionLayout()
    }

    /// The context for a bounds change `shouldInvalidateLayout(forBoundsChange:)` accepted.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.makeInvalidationContext()
    }

    /// A new context of the layout's `invalidationContextClass`.
    static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// Where scrolling should stop (override to snap); default the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The attributes class the layout makes (override to use your subclass).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The invalidation context class the layout makes (override to use your subclass).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Registers a decoration view class for `elementKind`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = (viewClass as? UICollectionReusableView.Type).map { .viewClass($0) }
    }

    /// Registers a nib whose first `UICollectionReusableView` is the decoration view for `elementKind`.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = nib.map { .nib($0) }
    }

    /// Animation hooks (ViewLab applies changes at once: kept for subclasses). ViewLab's updates
    /// pass no update items (an empty array).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    open func finalizeLayoutTransition() {}
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Apple, `prepare(forAnimatedBoundsChange:)`: "The collection view calls this method before
    /// performing any animated changes to the view's bounds" — a size change made inside a
    /// `UIView.animate` block (a rotation, a resized container); `oldBounds` is the bounds before
    /// it. Layouts keep an anchor item there to restore the scroll position after the change.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Apple, `finalizeAnimatedBoundsChange()`: called "after any animated changes to the view's
    /// bounds have occurred" — here once the layout pass that lays the items out at the new size
    /// has run.
    open func finalizeAnimatedBoundsChange() {}

    /// Whether a self-sizing cell's preferred attributes change the layout (default false).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context for a self-sizing cell's preferred attributes that
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` accepted
    /// (default: a new context of `invalidationContextClass`).
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        Self.makeInvalidationContext()
    }

    /// The direction the layout flows in for right-to-left languages (default true: mirrored).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The band of a section that scrolls sideways (compositional layouts; nil here).
    func orthogonalBand(forSection section: Int) -> CompositionalLayoutResult.OrthogonalBand? { nil }

    /// How a list section's cell is drawn, while it is measured (compositional lists; nil here).
    func listPlacementForMeasuring(at indexPath: IndexPath) -> UITableViewCell.ListPlacement? { nil }

    /// New attributes of this layout's `layoutAttributesClass`.
    func makeAttributes() -> UICollectionViewLayoutAttributes {
        (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
            ?? UICollectionViewLayoutAttributes.self).init()
    }
}
