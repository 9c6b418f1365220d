import CoreGraphics

/// Edge insets that follow the layout direction: `leading` is the left edge in left-to-right
/// layouts and the right edge in right-to-left ones.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable, Codable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    public static let zero = NSDirectionalEdgeInsets()

    /// Codable as `[top, leading, bottom, trailing]`, like the Swift overlay of Apple's `UIGeometry.h`.
    public init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        self.init(
            top: try c.decode(CGFloat.self), leading: try c.decode(CGFloat.self), bottom: try c.decode(CGFloat.self),
            trailing: try c.decode(CGFloat.self))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(top)
        try c.encode(leading)
        try c.encode(bottom)
        try c.encode(trailing)
    }

}
