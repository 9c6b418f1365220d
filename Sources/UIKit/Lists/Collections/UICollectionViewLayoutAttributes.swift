import CoreGraphics
import Foundation
import QuartzCore

/// Where and how one element of a collection view is shown: frame, transform, alpha, z-index
/// (`UICollectionViewLayoutAttributes`). Layouts make them; the collection view applies them to
/// the cell or supplementary view. Subclasses add properties and override `copy(with:)` and
/// `isEqual(_:)`, as on iOS.
///
/// `init()` is `required` here (not on iOS): layouts make instances of `layoutAttributesClass`
/// through the metatype (the source bridge adds `required` to your override).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// What kind of element the attributes describe.
    public enum Category: UInt, Sendable { case cell = 0, supplementaryView, decorationView }

    public required override init() { super.init() }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view (header, footer…) of `elementKind`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    open var indexPath = IndexPath(item: 0, section: 0)
    open internal(set) var representedElementCategory = Category.cell
    /// The supplementary or decoration kind; nil for cells.
    open internal(set) var representedElementKind: String?

    /// The element's centre and size; `frame` is derived from them (the untransformed box).
    open var center = CGPoint.zero
    open var size = CGSize.zero
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    open var transform3D = CATransform3DIdentity
    /// The 2D transform (the affine part of `transform3D`).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    /// How a list section's cell is drawn (compositional list sections; nil elsewhere).
    var listPlacement: UITableViewCell.ListPlacement?

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.listPlacement = listPlacement
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && center == other.center && size == other.size
            && CATransform3DEqualToTransform(transform3D, other.transform3D) && alpha == other.alpha
            && zIndex == other.zIndex
            && isHidden == other.isHidden
    }

    open override var hash: Int { indexPath.hashValue }

    open override var description: String {
        "<\(type(of: self)): index path: (\(indexPath)); frame = \(frame)>"
    }
}
