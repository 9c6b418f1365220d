import CoreGraphics
import Foundation

/// A layout made of sections, groups and items (`UICollectionViewCompositionalLayout`, iOS 13).
///
/// In `prepare()` the layout asks its section provider for each section (with the environment:
/// the collection view's size less its content insets, and its traits), measures the items with
/// estimated dimensions (their cells' `preferredLayoutAttributesFitting(_:)`) and places
/// everything — see `NSCollectionLayoutGroup` and `NSCollectionLayoutSection` for the rules.
/// A section with an `orthogonalScrollingBehavior` gets its own sideways scroll view inside the
/// collection view, as on iOS. A header with `pinToVisibleBounds` stays at the top of the
/// visible area while its section is on screen. A width change lays everything out again.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    var result = CompositionalLayoutResult()
    /// The sections the provider gave in the last `prepare()`.
    var preparedSections: [NSCollectionLayoutSection?] = []

    /// The layout's settings (a copy is kept; setting it lays out again).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    // MARK: - Layout

    /// The container the sections are laid out in: the collection view's size less the insets
    /// the scroll view applies itself, then less the horizontal safe area (the
    /// `.automatic` content insets reference) as the layout's own insets.
    func makeContainer(for cv: UICollectionView) -> CompositionalContainer {
        let adjusted = cv.adjustedContentInset, safe = cv.safeAreaInsets
        let size = CGSize(
            width: max(0, cv.bounds.width - adjusted.left - adjusted.right),
            height: max(0, cv.bounds.height - adjusted.top - adjusted.bottom))
        let useSafeArea = configuration.contentInsetsReference != .none
        let insets = NSDirectionalEdgeInsets(
            top: 0, leading: useSafeArea ? max(0, safe.left - adjusted.left) : 0, bottom: 0,
            trailing: useSafeArea ? max(0, safe.right - adjusted.right) : 0)
        return CompositionalContainer(contentSize: size, contentInsets: insets)
    }

    open override func prepare() {
        super.prepare()
        guard let cv = collectionView else { result = CompositionalLayoutResult(); return }
        let container = makeContainer(for: cv)
        let environment = CompositionalEnvironment(container: container, traitCollection: cv.traitCollection)
        let counts = (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) }
        preparedSections = counts.indices.map { sectionProvider($0, environment)?.listSection(at: $0) }
        if let list = preparedSections.lazy.compactMap({ $0?.listConfiguration }).first {
            cv.showListBackground(list.resolvedBackgroundColor)
        }
        var solver = CompositionalLayoutSolver(container: container)
        solver.scrollsVertically = configuration.scrollDirection == .vertical
        solver.interSectionSpacing = configuration.interSectionSpacing
        solver.measureItem = { [weak cv] indexPath, proposed, fixedWidth, fixedHeight in
            cv?.selfSizedCell(at: indexPath, proposed: proposed, fixedWidth: fixedWidth, fixedHeight: fixedHeight)
                ?? proposed
        }
        solver.measureSupplementary = { [weak cv] kind, indexPath, proposed, fixedWidth, fixedHeight in
            cv?.selfSizedSupplementary(
                kind, at: indexPath, proposed: proposed, fixedWidth: fixedWidth, fixedHeight: fixedHeight) ?? proposed
        }
        result = solver.solve(sections: preparedSections, counts: counts)
    }

    open override var collectionViewContentSize: CGSize { result.contentSize }

    /// Items meeting `rect` — all the items of a sideways-scrolling section whose band meets it
    /// (the collection view shows those its band's scroll view shows) — and the headers,
    /// footers and decorations meeting it.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var all: [UICollectionViewLayoutAttributes] = []
        for (indexPath, frame) in result.items {
            let band = result.bands[indexPath.section]
            if band.map({ $0.frame.intersects(rect) }) ?? frame.intersects(rect) {
                all.append(itemAttributes(indexPath, frame: frame))
            }
        }
        for element in result.supplementaries.values {
            let attributes = supplementaryAttributes(element)
            if attributes.frame.intersects(rect) { all.append(attributes) }
        }
        for element in result.decorations.values where element.frame.intersects(rect) {
            all.append(decorationAttributes(element))
        }
        return all
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        result.items[indexPath].map { itemAttributes(indexPath, frame: $0) }
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        result.supplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)].map(supplementaryAttributes)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        result.decorations[SupplementaryKey(kind: elementKind, indexPath: indexPath)].map(decorationAttributes)
    }

    /// A new size lays out again (fractions and estimates depend on it); scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    // MARK: - Attributes

    func itemAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes()
        attributes.indexPath = indexPath
        attributes.frame = frame
        if let list = preparedSections.indices.contains(indexPath.section)
            ? preparedSections[indexPath.section]?.listConfiguration : nil
        {
            attributes.listPlacement = listPlacement(list, at: indexPath)
        }
        return attributes
    }

    func supplementaryAttributes(_ element: CompositionalLayoutResult.Element) -> UICollectionViewLayoutAttributes {
        let attributes = elementAttributes(element, category: .supplementaryView)
        if let range = element.pinnedWithin, let cv = collectionView {
            // Pinned: at the top of the visible area, but never above its place nor below its section.
            let top = cv.bounds.minY + cv.adjustedContentInset.top
            let y = min(max(element.frame.minY, top), range.upperBound - element.frame.height)
            attributes.frame.origin.y = max(element.frame.minY, y)
            if attributes.frame.minY > element.frame.minY { attributes.zIndex = max(element.zIndex, 2) }
        }
        return attributes
    }

    func decorationAttributes(_ element: CompositionalLayoutResult.Element) -> UICollectionViewLayoutAttributes {
        elementAttributes(element, category: .decorationView)
    }

    private func elementAttributes(
        _ element: CompositionalLayoutResult.Element,
        category: UICollectionViewLayoutAttributes.Category
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes()
        attributes.indexPath = element.indexPath
        attributes.representedElementCategory = category
        attributes.representedElementKind = element.kind
        attributes.frame = element.frame
        attributes.zIndex = element.zIndex
        return attributes
    }

    /// A list row's look while it is measured.
    override func listPlacementForMeasuring(at indexPath: IndexPath) -> UITableViewCell.ListPlacement? {
        guard preparedSections.indices.contains(indexPath.section),
            let list = preparedSections[indexPath.section]?.listConfiguration
        else { return nil }
        return listPlacement(list, at: indexPath)
    }

    /// The band of a sideways-scrolling section (nil for other sections).
    override func orthogonalBand(forSection section: Int) -> CompositionalLayoutResult.OrthogonalBand? {
        result.bands[section]
    }
}
