import CoreGraphics
import Foundation

/// Settings for a whole compositional layout (`UICollectionViewCompositionalLayoutConfiguration`):
/// the scroll direction (default vertical), the space between sections (default 0), headers and
/// footers of the whole layout, and what the content insets are measured from.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    public var scrollDirection = UICollectionView.ScrollDirection.vertical
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (kept; ViewLab does not show them yet).
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public var contentInsetsReference = UIContentInsetsReference.automatic

    public override init() { super.init() }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}

/// The section provider of `UICollectionViewCompositionalLayout(sectionProvider:)`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?
