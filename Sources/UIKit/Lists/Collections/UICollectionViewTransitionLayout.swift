import CoreGraphics
import Foundation
import QuartzCore

/// The layout a collection view shows while it moves from one layout to another under the app's
/// control (Apple, `UICollectionViewTransitionLayout`; made by
/// `startInteractiveTransition(to:completion:)`). Apple: "the transition layout object
/// interpolates the layout attributes from the current layout to the next layout based on the
/// value in the `transitionProgress` property" — each element's centre, size and alpha (and its
/// 3D transform, entry by entry) go from the current layout's to the next layout's linearly;
/// an element only one layout has fades out or in. The attributes handed out are copies of the
/// current layout's (of its `layoutAttributesClass`, so a subclass's own properties stay), and a
/// subclass overrides `layoutAttributesForElements(in:)` to adjust them, calling `super`.
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    public let currentLayout: UICollectionViewLayout
    public let nextLayout: UICollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]

    /// How far the transition has gone, 0 (the current layout) to 1 (the next one). Apple: change
    /// it, then call `invalidateLayout()` (setting it invalidates here too).
    open var transitionProgress: CGFloat = 0 { didSet { invalidateLayout() } }

    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    /// A value of the app's own that moves with the transition (Apple: "the layout object
    /// interpolates… the values you specify"); kept for `value(forAnimatedKey:)`.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    /// Both layouts prepare against the same collection view.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.owner = owner
            layout.prepare()
        }
    }

    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        return CGSize(width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let from = currentLayout.layoutAttributesForElements(in: rect) ?? []
        let to = nextLayout.layoutAttributesForElements(in: rect) ?? []
        var next = Dictionary(to.map { (ElementKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        var result = from.map { current -> UICollectionViewLayoutAttributes in
            interpolated(current, next.removeValue(forKey: ElementKey(current)))
        }
        result += to.filter { next[ElementKey($0)] != nil }.map { appearing in
            let copy = appearing.copy() as! UICollectionViewLayoutAttributes
            copy.alpha = appearing.alpha * transitionProgress
            return copy
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let from = currentLayout.layoutAttributesForItem(at: indexPath)
        let to = nextLayout.layoutAttributesForItem(at: indexPath)
        guard let from else { return to }
        return interpolated(from, to)
    }

    /// `current` moved `transitionProgress` of the way to `next` (nil: fading out).
    private func interpolated(
        _ current: UICollectionViewLayoutAttributes, _ next: UICollectionViewLayoutAttributes?
    ) -> UICollectionViewLayoutAttributes {
        let copy = current.copy() as! UICollectionViewLayoutAttributes
        guard let next else {
            copy.alpha = current.alpha * (1 - transitionProgress)
            return copy
        }
        copy.center = CGPoint(x: mix(current.center.x, next.center.x), y: mix(current.center.y, next.center.y))
        copy.size = CGSize(
            width: mix(current.size.width, next.size.width), height: mix(current.size.height, next.size.height))
        copy.alpha = mix(current.alpha, next.alpha)
        copy.transform3D = mix(current.transform3D, next.transform3D)
        copy.isHidden = transitionProgress < 0.5 ? current.isHidden : next.isHidden
        return copy
    }

    private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * transitionProgress }

    private func mix(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        guard !CATransform3DEqualToTransform(a, b) else { return a }
        return CATransform3D(
            m11: mix(a.m11, b.m11), m12: mix(a.m12, b.m12), m13: mix(a.m13, b.m13), m14: mix(a.m14, b.m14),
            m21: mix(a.m21, b.m21), m22: mix(a.m22, b.m22), m23: mix(a.m23, b.m23), m24: mix(a.m24, b.m24),
            m31: mix(a.m31, b.m31), m32: mix(a.m32, b.m32), m33: mix(a.m33, b.m33), m34: mix(a.m34, b.m34),
            m41: mix(a.m41, b.m41), m42: mix(a.m42, b.m42), m43: mix(a.m43, b.m43), m44: mix(a.m44, b.m44))
    }

    /// An element of either layout: its category, kind and index path.
    private struct ElementKey: Hashable {
        let category: UInt
        let kind: String?
        let indexPath: IndexPath

        init(_ attributes: UICollectionViewLayoutAttributes) {
            category = attributes.representedElementCategory.rawValue
            kind = attributes.representedElementKind
            indexPath = attributes.indexPath
        }
    }
}
