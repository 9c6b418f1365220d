import CoreGraphics

/// Inset distances for the edges of a rectangle (top, left, bottom, right).
public struct UIEdgeInsets: Equatable, Hashable, Sendable, Codable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init() { (top, left, bottom, right) = (0, 0, 0, 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = UIEdgeInsets()

    /// Codable as `[top, left, bottom, right]`, like the Swift overlay of Apple's `UIGeometry.h`.
    public init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        self.init(
            top: try c.decode(CGFloat.self), left: try c.decode(CGFloat.self), bottom: try c.decode(CGFloat.self),
            right: try c.decode(CGFloat.self))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(top)
        try c.encode(left)
        try c.encode(bottom)
        try c.encode(right)
    }

}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`, `UIEdgeInsetsInsetRect`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
