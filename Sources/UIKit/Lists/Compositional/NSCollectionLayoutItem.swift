import CoreGraphics
import Foundation

/// The smallest element of a compositional layout: one cell's size and spacing
/// (`NSCollectionLayoutItem`, iOS 13). A group repeats its items to hold the section's cells in
/// order.
///
/// `contentInsets` shrink the cell inside the space the item takes (the item keeps its size in
/// the group); along an estimated dimension they are ignored, as iOS ignores them there (with its
/// console warning "contentInsets are ignored for estimated dimensions"). `edgeSpacing` is space
/// outside the item that the group adds before placing it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    public let layoutSize: NSCollectionLayoutSize
    /// Badges and other views anchored to the item (kept; ViewLab does not show them).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Where a supplementary item sits against its container (`NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the alignment names the top (or bottom) edge.
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    var isLeading: Bool { self == .leading || self == .topLeading || self == .bottomLeading }
    var isTrailing: Bool { self == .trailing || self == .topTrailing || self == .bottomTrailing }
}

/// Where an item's supplementary view is anchored (`NSCollectionLayoutAnchor`): edges of the
/// item, and an offset.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public init(edges: NSDirectionalRectEdge) { (self.edges, offset, isAbsoluteOffset) = (edges, .zero, true) }
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        (self.edges, offset, isAbsoluteOffset) = (edges, absoluteOffset, true)
    }
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        (self.edges, offset, isAbsoluteOffset) = (edges, fractionalOffset, false)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A view attached to an item or a section (`NSCollectionLayoutSupplementaryItem`), shown by
/// the data source's `viewForSupplementaryElementOfKind`.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor?
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Drawing order against the cells (default 1: above them).
    open var zIndex = 1

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor?,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }
}

/// A header or footer of a section (or of the whole layout):
/// `NSCollectionLayoutBoundarySupplementaryItem`. A top-aligned item stands above the section's
/// content and a bottom-aligned one below it, each as wide as the section (its `layoutSize`
/// resolved against the section's width); `pinToVisibleBounds` keeps a header at the top of the
/// visible area while its section is on screen (Apple, *pinToVisibleBounds*).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether the item makes room for itself in the section (default true).
    open var extendsBoundary = true
    /// Whether the item stays in the visible area while its section is on screen (default false).
    open var pinToVisibleBounds = false

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: nil, itemAnchor: nil)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
}

/// A view behind a section (`NSCollectionLayoutDecorationItem`): `background(elementKind:)`
/// covers the section's content area and its content insets (not its header and footer) less
/// the item's own `contentInsets`; the view class is the one registered with the layout's
/// `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Drawing order (default 0: behind the cells, as a background is).
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
