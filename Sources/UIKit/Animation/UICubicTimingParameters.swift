import CoreGraphics
import Foundation
import QuartzCore

/// A cubic Bézier timing curve for a property animator: one of the four standard curves, or one
/// with your control points (the curve runs from (0, 0) to (1, 1)).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The ease-in-out curve, UIKit's default.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// A standard curve, with Core Animation's control points for it.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (CGPoint, CGPoint)
        switch curve {
        case .easeIn: points = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: points = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: points = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        case .easeInOut: points = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        }
        (controlPoint1, controlPoint2) = points
    }

    /// A custom curve (its `animationCurve` reads `.easeInOut`).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        (controlPoint1, controlPoint2) = (point1, point2)
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The Core Animation timing function of this curve.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
            Float(controlPoint2.y))
    }
}
