import CoreGraphics
import Foundation

/// A view a collection view reuses: a supplementary view, and the base of cells
/// (`UICollectionReusableView`).
///
/// `init(frame:)` is `required` here (not on iOS): the collection view makes registered classes
/// through the metatype, which Swift allows only for required initialisers (the source bridge
/// adds `required` to your override).
open class UICollectionReusableView: UIView {
    public required override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The identifier the view is reused under.
    open internal(set) var reuseIdentifier: String?
    /// While the collection view measures the view: the axes the layout fixes.
    var selfSizingFixedAxes = (width: false, height: false)
    /// The attributes last applied by the collection view (see `UICollectionView.apply(_:to:)`).
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// Called before the collection view hands the view out again. Call `super`.
    open func prepareForReuse() {
        MethodSwizzling.run(self, UICollectionReusableView.self, "prepareForReuse", []) { () }
    }

    /// Applies a layout's custom attributes (override to read your attributes subclass).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like: by default the proposed ones with the size Auto Layout
    /// gives the view at the proposed width (self-sizing cells, `estimatedItemSize`).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size = selfSizingFit(layoutAttributes.size)
        return preferred
    }

    /// The Auto Layout fitting size at `proposed`; a fixed axis (a compositional layout's
    /// absolute or fractional dimension) keeps its length and is fitted at it.
    func selfSizingFit(_ proposed: CGSize) -> CGSize {
        let fixed = selfSizingFixedAxes
        let size = systemLayoutSizeFitting(
            proposed, withHorizontalFittingPriority: fixed.width ? .required : .fittingSizeLevel,
            verticalFittingPriority: fixed.height ? .required : .fittingSizeLevel)
        return CGSize(
            width: fixed.width || size.width <= 0 ? proposed.width : size.width,
            height: fixed.height || size.height <= 0 ? proposed.height : size.height)
    }

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
