import Foundation

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName("linear")
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) that maps an animation's elapsed fraction
/// of time (x) to its fraction of change (y): see `CAMediaTimingFunction+Curve`. The named curves'
/// control points are those Apple's documentation gives for `CAMediaTimingFunctionName`.
open class CAMediaTimingFunction: NSObject {
    /// The two inner control points.
    let c1: (Float, Float), c2: (Float, Float)

    /// Core Animation's control points for each predefined name.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = (c1x, c1y)
        c2 = (c2x, c2y)
    }

    /// Writes control point `idx` (0…3) into `ptr` as two floats; other indices are ignored.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Float, Float)] = [(0, 0), c1, c2, (1, 1)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = points[idx].0
        ptr[1] = points[idx].1
    }
}

/// How an animation's values apply outside its active time: `.backwards` (and `.both`) shows the
/// first value before the animation begins, `.forwards` (and `.both`) keeps the last value after it
/// ends — for as long as the animation stays on the layer (`isRemovedOnCompletion = false`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let removed = CAMediaTimingFillMode("removed")
    public static let forwards = CAMediaTimingFillMode("forwards")
    public static let backwards = CAMediaTimingFillMode("backwards")
    public static let both = CAMediaTimingFillMode("both")
}
