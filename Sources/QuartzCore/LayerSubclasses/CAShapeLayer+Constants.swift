import Foundation

/// Fill rule for `CAShapeLayer.fillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule("non-zero")
    public static let evenOdd = CAShapeLayerFillRule("even-odd")
}

/// Line end style for `CAShapeLayer.lineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap("butt")
    public static let round = CAShapeLayerLineCap("round")
    public static let square = CAShapeLayerLineCap("square")
}

/// Corner style for `CAShapeLayer.lineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin("miter")
    public static let round = CAShapeLayerLineJoin("round")
    public static let bevel = CAShapeLayerLineJoin("bevel")
}
