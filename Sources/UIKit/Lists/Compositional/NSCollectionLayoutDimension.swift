import CoreGraphics
import Foundation

/// One dimension of a compositional layout element (`NSCollectionLayoutDimension`, iOS 13):
/// a fraction of its container's width or height, an absolute number of points, or an estimate
/// that the element's content replaces when it is measured (self-sizing).
///
/// "Container" is what holds the element: the section's content area (the layout's effective
/// content size less the section's `contentInsets`) for a group, the group for its subitems
/// (Apple, *NSCollectionLayoutDimension*: "fractionalWidth — a dimension that's computed as a
/// fraction of the width of the containing group").
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }

    let kind: Kind
    /// The fraction, the points or the estimate.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        .init(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        .init(.fractionalHeight, fractionalHeight)
    }
    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.absolute, absoluteDimension)
    }
    /// An estimate: the element is measured (its cell's `preferredLayoutAttributesFitting(_:)`)
    /// and takes the size its content needs.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.estimated, estimatedDimension)
    }
    /// iOS 17: an estimate that every sibling shares, the largest measured (ViewLab measures
    /// each item and gives the siblings of a group the largest).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.uniformAcrossSiblings, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The dimension in points inside a container of `container` (an estimate gives its estimate).
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * dimension
        case .fractionalHeight: return container.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        }
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
    public override var description: String { "<NSCollectionLayoutDimension: \(kind) \(dimension)>" }
}

/// The width and height of a compositional layout element (`NSCollectionLayoutSize`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    /// Both dimensions in points inside `container`.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Space between items of a group (`NSCollectionLayoutSpacing`): fixed, or flexible — at least
/// the amount, with the group's spare space shared out (Apple, *flexible(_:)*: "a spacing value
/// that can grow as more space becomes available").
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(spacing: fixedSpacing, flexible: false)
    }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(spacing: flexibleSpacing, flexible: true)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Space around an item, outside its frame, that the group adds before placing it
/// (`NSCollectionLayoutEdgeSpacing`); nil edges add nothing.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
