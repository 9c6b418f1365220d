import CoreGraphics
import Foundation

/// A spring timing curve for a property animator, by damping ratio (shaped by the animator's
/// duration, as `UIView.animate(…usingSpringWithDamping:…)`) or by mass, stiffness and damping.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let initialVelocity: CGVector
    /// The damping ratio ζ (1: critically damped); derived for the mass/stiffness/damping form.
    let dampingRatio: CGFloat

    /// A critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1) }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
    }

    /// A spring of these physical parameters; ViewLab uses its damping ratio
    /// c / (2√(k m)) with the animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = damping / (2 * (max(stiffness, 0) * max(mass, 0)).squareRoot().nonZero)
        initialVelocity = velocity
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

private extension CGFloat {
    var nonZero: CGFloat { self == 0 ? 1 : self }
}
