import Foundation

/// The documented cubic Bézier timing curve (Apple, `CAMediaTimingFunction`: from (0, 0) to (1, 1)
/// through two control points), solved here independently of ViewLab by bisection: y at the
/// curve parameter where x equals `t`.
func bezierTiming(_ t: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
    func point(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<100 {
        let mid = (low + high) / 2
        if point(mid, c1x, c2x) < t { low = mid } else { high = mid }
    }
    return point((low + high) / 2, c1y, c2y)
}

/// Ease-in-ease-out, UIKit's default curve (control points (0.42, 0), (0.58, 1)).
func easeInOut(_ t: Double) -> Double { bezierTiming(t, 0.42, 0, 0.58, 1) }
