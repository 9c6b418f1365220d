import CoreGraphics

/// A distance to move something by, horizontally and vertically (UIKit's `UIOffset`, as used
/// by `titlePositionAdjustment`, badge offsets and `UIAttachmentBehavior`). Positive values move
/// right and down. Equatable and Codable (as `[horizontal, vertical]`) like the Swift overlay of
/// Apple's `UIGeometry.h`.
public struct UIOffset: Equatable, Hashable, Sendable, Codable {
    public var horizontal: CGFloat, vertical: CGFloat

    public init() { (horizontal, vertical) = (0, 0) }
    public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }

    /// No offset (`UIOffsetZero`).
    public static let zero = UIOffset()

    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(horizontal: try container.decode(CGFloat.self), vertical: try container.decode(CGFloat.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(horizontal)
        try container.encode(vertical)
    }
}
