import Foundation

/// Evaluating the curve. The function is the cubic Bézier B(s) = (1−s)³P0 + 3(1−s)²s P1 +
/// 3(1−s)s² P2 + s³P3 with P0 = (0, 0) and P3 = (1, 1) (Apple, `CAMediaTimingFunction`:
/// "the timing function is a cubic Bézier curve … the end points are fixed at (0.0,0.0) and
/// (1.0,1.0)"). For an input time fraction x the curve parameter s with Bx(s) = x is found
/// (Newton's method, falling back to bisection where the slope is flat), and By(s) is the output.
extension CAMediaTimingFunction {
    /// The fraction of change at the time fraction `x` (clamped to 0…1).
    func output(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        let (x1, y1, x2, y2) = (Double(c1.0), Double(c1.1), Double(c2.0), Double(c2.1))
        return Self.bezier(Self.parameter(for: x, x1, x2), y1, y2)
    }

    /// One coordinate of the curve at parameter `s` with inner control values `p1`, `p2`.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    /// d/ds of `bezier`.
    static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The parameter s in 0…1 with Bx(s) = x (Bx is monotonic because x1, x2 lie in 0…1).
    static func parameter(for x: Double, _ x1: Double, _ x2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let d = slope(s, x1, x2)
            guard abs(d) > 1e-6 else { break }
            s -= error / d
            guard (0...1).contains(s) else { break }
        }
        var (low, high) = (0.0, 1.0)
        s = x
        for _ in 0..<60 {
            let value = bezier(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
