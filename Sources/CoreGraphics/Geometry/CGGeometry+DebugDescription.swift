import Foundation

// How Swift on iOS prints points, sizes and rectangles: Apple's Core Graphics overlay makes them
// `CustomDebugStringConvertible` with `(x, y)`, `(width, height)` and
// `(x, y, width, height)` (swift/stdlib/public/Darwin/CoreGraphics, `CGPoint.debugDescription`),
// which `print`, `String(describing:)` and string interpolation use when a type has no
// `description`. Foundation on Linux declares these types without it, so `print(point)` wrote
// `CGPoint(x: 1.0, y: 2.0)` and a rectangle `CGRect(origin: Foundation.CGPoint(…), …)`.

extension CGPoint: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
