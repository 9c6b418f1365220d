import Foundation

/// The kind of timing curve a `UITimingCurveProvider` gives.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0, cubic = 1, spring = 2, composed = 3
}

/// What a property animator's timing comes from: a cubic Bézier (`UICubicTimingParameters`) or
/// a spring (`UISpringTimingParameters`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}
