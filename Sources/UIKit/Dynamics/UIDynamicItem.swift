import Foundation

/// Something UIKit Dynamics can move: a position (`center`), a size (`bounds`) and a `transform`
/// (Apple, UIDynamicItem documentation). `UIView` and `UICollectionViewLayoutAttributes` adopt it.
/// ViewLab's animator moves `center` and leaves `transform` alone (no rotation; see
/// `UIDynamicAnimator`).
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// How the item collides (Apple's optional requirement; a rectangle by default).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

/// The shape an item collides with (Apple, UIDynamicItemCollisionBoundsType).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle = 0, ellipse, path
}

extension UIView: UIDynamicItem {}
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
