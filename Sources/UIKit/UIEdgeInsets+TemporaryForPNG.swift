// TEMPORARY (branch `png`): UIEdgeInsets for cap insets until the branch that owns layout
// geometry provides it. The lead deletes this file at merge if UIEdgeInsets exists elsewhere.
import CoreGraphics

/// Inset distances for the sides of a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init() { (top, left, bottom, right) = (0, 0, 0, 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = UIEdgeInsets()
}
