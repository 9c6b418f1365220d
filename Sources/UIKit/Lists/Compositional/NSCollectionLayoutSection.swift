import CoreGraphics
import Foundation

/// How a section scrolls across the layout's scroll direction
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`, iOS 13). Anything but `.none` puts
/// the section's groups in one line that scrolls sideways on its own, inside the collection view.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section's groups stack along the layout's scroll direction.
    case none = 0
    /// Scrolls freely.
    case continuous
    /// Scrolls freely and comes to rest with a group's leading edge at the leading edge.
    case continuousGroupLeadingBoundary
    /// Scrolls a page (the visible width) at a time.
    case paging
    /// Scrolls a group at a time, resting with a group's leading edge at the leading edge.
    case groupPaging
    /// Scrolls a group at a time, resting with a group centred.
    case groupPagingCentered
}

/// A section of a compositional layout (`NSCollectionLayoutSection`, iOS 13): its group,
/// repeated for its cells; space around the content (`contentInsets`) and between groups
/// (`interGroupSpacing`); headers and footers (`boundarySupplementaryItems`); backgrounds
/// (`decorationItems`); and whether it scrolls sideways (`orthogonalScrollingBehavior`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    public let group: NSCollectionLayoutGroup
    public var contentInsets = NSDirectionalEdgeInsets.zero
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset by the section's leading and trailing content
    /// insets (default true).
    public var supplementariesFollowContentInsets = true
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    public var contentInsetsReference = UIContentInsetsReference.automatic
    public var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// Called with the visible items as the section scrolls (kept; ViewLab does not call it).
    public var visibleItemsInvalidationHandler:
        (([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void)?
    /// The list appearance when the section was made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) { self.group = group }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSection(group: group)
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.decorationItems = decorationItems
        copy.listConfiguration = listConfiguration
        return copy
    }
}

/// What content insets are measured from (`UIContentInsetsReference`, iOS 14).
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0, none, safeArea, layoutMargins, readableContent
}

/// An item on screen, as `visibleItemsInvalidationHandler` gets it (`NSCollectionLayoutVisibleItem`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var indexPath: IndexPath { get }
    var representedElementCategory: UICollectionViewLayoutAttributes.Category { get }
    var representedElementKind: String? { get }
}

/// The space a layout element is laid out in (`NSCollectionLayoutContainer`): the collection
/// view's size and, with its insets taken off, the effective content size.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told (`NSCollectionLayoutEnvironment`): the container and the
/// collection view's traits (a provider can give more columns when the width is regular).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// ViewLab's container and environment values.
struct CompositionalContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

struct CompositionalEnvironment: NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}
