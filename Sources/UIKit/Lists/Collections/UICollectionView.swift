import CoreGraphics
import Foundation

/// A scrolling collection of items placed by a layout object (`UICollectionView`).
///
/// As on iOS: the data source gives counts, cells and supplementary views; the layout
/// (`UICollectionViewFlowLayout`, or your `UICollectionViewLayout` subclass) gives every
/// element's attributes; in each layout pass the collection view asks the layout for the
/// elements meeting its bounds and shows only those — cells scrolled away go to the reuse queue
/// and come back through `dequeueReusableCell(withReuseIdentifier:for:)` after
/// `prepareForReuse()`. Attributes are applied as UIKit does: `frame` (centre and bounds),
/// `transform3D`, `alpha`, `isHidden`, `zIndex` (as `layer.zPosition`), then the cell's
/// `apply(_:)`.
open class UICollectionView: UIScrollView {
    // MARK: - State

    var cellRegistrations: [String: ReusableSource] = [:]
    var supplementaryRegistrations: [SupplementaryKind: ReusableSource] = [:]
    var reuseQueue: [String: [UICollectionReusableView]] = [:]
    var visibleCellsByItem: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
    var visibleDecorations: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The scroll views of sections that scroll sideways (compositional layouts), by section.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    /// The list row whose swipe actions are shown.
    var revealedSwipe: RevealedSwipe?
    var counts: [Int] = []
    var needsReload = true
    var layoutIsValid = false
    var measuredSizes: [IndexPath: CGSize] = [:]
    var selectedItems: [IndexPath] = []
    var updateDepth = 0
    /// The changes of the batch being made, handed to the layout's
    /// `prepare(forCollectionViewUpdates:)` when it is applied.
    var pendingUpdateItems: [UICollectionViewUpdateItem] = []
    /// A size change made inside an animation block whose layout has been told
    /// `prepare(forAnimatedBoundsChange:)` and awaits `finalizeAnimatedBoundsChange()` after the
    /// next layout pass.
    var animatedBoundsChangePending = false
    /// The attributes of the element the data source is being asked a view for: the dequeue
    /// applies them before it returns the view (see `dequeueReusableCellImpl`).
    var attributesBeingDequeued: UICollectionViewLayoutAttributes?
    let selectionRecognizer = UITapGestureRecognizer()
    /// The interactive layout transition under way (`UICollectionView+InteractiveTransition.swift`).
    var interactiveTransition: InteractiveLayoutTransition?

    struct SupplementaryKind: Hashable {
        var kind: String
        var identifier: String
    }

    enum ReusableSource {
        case viewClass(UICollectionReusableView.Type)
        case nib(UINib)

        /// A new view: the class's `init(frame: .zero)`, or the nib's first reusable view.
        @MainActor func make() -> UICollectionReusableView? {
            switch self {
            case .viewClass(let type): type.init(frame: .zero)
            case .nib(let nib):
                nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UICollectionReusableView }.first
            }
        }
    }

    // MARK: - Initialisers

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        configureCollectionView()
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        configureCollectionView()
        decodeCollectionView(coder)
    }

    /// The layout (setting it lays the items out again).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.owner = nil
            collectionViewLayout.owner = self
            invalidateLayoutForReload()
        }
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// Where the items come from (weak, as in UIKit). Setting it makes the items stale, as
    /// `reloadData()` does, without calling `reloadData()`: on iOS a subclass's override is not
    /// run by the assignment (HGPlaceholders' collection view sets `dataSource` inside its own
    /// `reloadData()` override, which would never end otherwise).
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadAllItems() } }
    /// Told ahead of time about items soon needed (weak; never asked in ViewLab, see the protocol).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    open var isPrefetchingEnabled = true

    /// The delegate, typed as iOS's UICollectionView.h redeclares the scroll view's (weak; see
    /// `UIScrollView+Delegate.swift`). A new delegate may give other sizes
    /// (`UICollectionViewDelegateFlowLayout`): the layout is prepared again.
    open weak var delegate: UICollectionViewDelegate? {
        didSet { narrowDelegateDidChange(delegate, then: invalidateCollectionLayout) }
    }

    override func setScrollDelegate(_ delegate: UIScrollViewDelegate?) {
        setNarrowDelegate(delegate) { self.delegate = $0 }
    }

    /// Whether the background colour is the app's (not the default or a list's).
    var hasOwnBackgroundColor = false

    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set { super.backgroundColor = newValue; hasOwnBackgroundColor = true }
    }

    /// A list layout's background shows unless the app set a background colour (iOS draws the
    /// list's `backgroundColor` behind its sections).
    func showListBackground(_ color: UIColor) {
        guard !hasOwnBackgroundColor else { return }
        super.backgroundColor = color
    }

    /// A view behind the items, sized to the collection view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) };
            setNeedsLayout()
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is editing: list cells show their editing accessories.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            hideSwipeActions()
            invalidateCollectionLayout()
            for cell in visibleCellsByItem.values { cell.setNeedsLayout() }
        }
    }
    open var selectionFollowsFocus = false
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false
    open var reorderingCadence = 0

    // MARK: - Overrides

    /// A bounds change the layout accepts (`shouldInvalidateLayout(forBoundsChange:)`, asked
    /// while `bounds` is still the old one, as layouts compare `newBounds` with it) invalidates it
    /// through `invalidateLayout(with:)` once the new bounds are set, as UIKit does: a layout that
    /// reads `collectionView.bounds` there (a carousel centring its first item with content
    /// insets) sees the size it is invalidated for.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            var context: UICollectionViewLayoutInvalidationContext?
            if newValue.size != old.size, collectionViewLayout.owner === self,
                ViewAnimationBlock.current?.animates == true, !animatedBoundsChangePending
            {
                collectionViewLayout.prepare(forAnimatedBoundsChange: old)
                animatedBoundsChangePending = true
            }
            // Not while the collection view is being made: the layout is not attached yet (its
            // `collectionView` is nil), and UIKit asks it only once it is.
            if newValue != old, collectionViewLayout.owner === self,
                collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue)
            {
                layoutIsValid = false
                context = collectionViewLayout.invalidationContext(forBoundsChange: newValue)
            }
            super.bounds = newValue
            if let context { collectionViewLayout.invalidateLayout(with: context) }
            if super.bounds != old { setNeedsLayout() }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            if newValue.size != super.frame.size { layoutIsValid = false }
            super.frame = newValue
        }
    }

    /// A drag ends where the layout says (carousels snap to an item there), as on iOS.
    override func targetOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItems()
        if animatedBoundsChangePending {
            animatedBoundsChangePending = false
            collectionViewLayout.finalizeAnimatedBoundsChange()
        }
    }

    // MARK: - Methods subclasses override
    // Declared in the class body so that a subclass can override them, as it can on iOS (where
    // every UIKit method is an Objective-C method); the work is in the `+Reuse`/`+Updates` files.

    /// Reloads every item and supplementary view in the next layout pass. Method swizzling can
    /// exchange it (`UIView+Swizzling`).
    open func reloadData() {
        MethodSwizzling.run(self, UICollectionView.self, "reloadData", []) {
            reloadAllItems()
            invalidateLayoutForReload()
        }
    }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerCell(cellClass, identifier: identifier)
    }
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registerCell(nib, identifier: identifier)
    }
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registerSupplementary(viewClass, kind: elementKind, identifier: identifier)
    }
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerSupplementary(nib, kind: kind, identifier: identifier)
    }
    // Updates (applied at once; the layout is told, see `UICollectionView+Updates.swift`).
    open func insertItems(at indexPaths: [IndexPath]) { insertItemsImpl(at: indexPaths) }
    open func deleteItems(at indexPaths: [IndexPath]) { deleteItemsImpl(at: indexPaths) }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadItemsImpl(at: indexPaths) }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveItemImpl(at: indexPath, to: newIndexPath)
    }
    open func insertSections(_ sections: IndexSet) { insertSectionsImpl(sections) }
    open func deleteSections(_ sections: IndexSet) { deleteSectionsImpl(sections) }
    open func reloadSections(_ sections: IndexSet) { reloadSectionsImpl(sections) }
    open func moveSection(_ section: Int, toSection newSection: Int) { moveSectionImpl(section, toSection: newSection) }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesImpl(updates, completion: completion)
    }

    // MARK: - Overridable members whose work is in the concern files
    // (Swift lets a subclass override only what the class body declares; on iOS every Objective-C
    // method is overridable, so these are declared here and forward to the
    // `…Impl` in their `Type+Concern.swift` file.)
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselectItemImpl(at: indexPath, animated: animated)
    }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItemImpl(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    open var indexPathsForSelectedItems: [IndexPath]? { indexPathsForSelectedItemsImpl }
    /// Scrolls so that the item stands where `scrollPosition` says (within the scrollable range).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToItemImpl(at: indexPath, at: scrollPosition, animated: animated)
    }
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    { supplementaryViewImpl(forElementKind: elementKind, at: indexPath) }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForItemImpl(at: indexPath)
    }
    /// The item whose frame contains the point (content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { indexPathForItemImpl(at: point) }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { indexPathImpl(for: cell) }
    open var indexPathsForVisibleItems: [IndexPath] { indexPathsForVisibleItemsImpl }
    open var visibleCells: [UICollectionViewCell] { visibleCellsImpl }
    /// The cell on screen for the item (nil when it is not visible).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cellForItemImpl(at: indexPath) }
    open func numberOfItems(inSection section: Int) -> Int { numberOfItemsImpl(inSection: section) }
    open var numberOfSections: Int { numberOfSectionsImpl }
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeueReusableSupplementaryViewImpl(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    }
    /// A reused or new cell for `identifier`. Nothing registered is an error on iOS ("could not
    /// dequeue a view of kind: UICollectionElementKindCell with identifier …"); ViewLab reports it
    /// as one line and returns a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    { dequeueReusableCellImpl(withReuseIdentifier: identifier, for: indexPath) }
}
