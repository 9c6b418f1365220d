import CoreGraphics
import Foundation

/// Keyframes, after Apple's `CAKeyframeAnimation` reference:
///
/// - `values` are the keyframes; with `path` (for a point property) the keyframes are the path's
///   element end points instead, joined by straight lines (ViewLab does not follow the curves
///   between them); `rotationMode` turns the layer along them (`CAKeyframeAnimation+Rotation`).
/// - `keyTimes` give each keyframe's time as a fraction of the duration. Without them the
///   keyframes are spread evenly: `i / (n − 1)` for the interpolating modes, `i / n` for
///   `.discrete`, where "the keyTimes array should have one more entry than appear in the values
///   array".
/// - `calculationMode`: `.linear` mixes neighbouring keyframes; `.discrete` holds each keyframe
///   until the next one's time; `.paced` and `.cubicPaced` ignore `keyTimes` and `timingFunctions`
///   and give each segment time in proportion to its length (so the value moves at a constant
///   speed); `.cubic` and `.cubicPaced` pass through the keyframes on a Catmull–Rom spline (Core
///   Animation's Kochanek–Bartels spline with tension, continuity and bias 0).
/// - `timingFunctions` (one per segment) shape the time within each segment, after the
///   animation's own `timingFunction` has shaped the whole.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, path, keyTimes, timingFunctions) = (other.values, other.path, other.keyTimes, other.timingFunctions)
        (calculationMode, rotationMode) = (other.calculationMode, other.rotationMode)
    }

    override func apply(_ moment: AnimationMoment, to presentation: CALayer) {
        super.apply(moment, to: presentation)
        applyRotation(moment, to: presentation)
    }

    /// The keyframes: the end points of `path`'s elements, else `values`.
    var keyframes: [Any] {
        guard let path else { return values ?? [] }
        var points: [Any] = []
        path.applyWithBlock { element in
            let e = element.pointee
            if e.type.pointCount > 0 { points.append(e.points[e.type.pointCount - 1]) }
        }
        return points
    }

    var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced || path != nil }

    /// Each keyframe's time as a fraction of the duration (see the type's documentation).
    func times(of frames: [AnimatableValue?]) -> [Double] {
        let n = frames.count
        let discrete = calculationMode == .discrete
        if isPaced, !discrete {
            var lengths = [0.0]
            for i in 1..<max(n, 1) {
                let d = frames[i - 1].flatMap { a in frames[i].flatMap { AnimatableValue.distance(a, $0) } } ?? 0
                lengths.append(lengths[i - 1] + d)
            }
            let total = lengths.last ?? 0
            return total > 0 ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(max(n - 1, 1)) }
        }
        let wanted = discrete ? n + 1 : n
        if let keyTimes, keyTimes.count >= n { return keyTimes.prefix(wanted).map(\.doubleValue) }
        return (0..<wanted).map { Double($0) / Double(max(discrete ? n : n - 1, 1)) }
    }

    override func value(at moment: AnimationMoment, current: Any?) -> Any? {
        let raw = keyframes
        guard !raw.isEmpty else { return nil }
        let frames = raw.map { AnimatableValue($0) }
        let times = times(of: frames)
        let f = timedFraction(moment.fraction)
        if calculationMode == .discrete || frames.contains(where: { $0 == nil }) {
            let index = f >= 1 ? raw.count - 1 : (times.lastIndex { $0 <= f } ?? 0)
            return raw[min(index, raw.count - 1)]
        }
        let values = frames.compactMap { $0 }
        guard values.count > 1 else { return raw[0] }
        let segment = min(max((times.lastIndex { $0 <= f } ?? 0), 0), values.count - 2)
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? min(max((f - times[segment]) / span, 0), 1) : 1
        if !isPaced, let functions = timingFunctions, segment < functions.count {
            local = functions[segment].output(at: local)
        }
        let cubic = calculationMode == .cubic || calculationMode == .cubicPaced
        guard
            let mixed = cubic
                ? Self.catmullRom(values, segment, local)
                : AnimatableValue.mix(values[segment], values[segment + 1], local)
        else {
            return raw[segment]
        }
        return accumulated(mixed, from: values[0], to: values[values.count - 1], moment).value
    }

    /// The Catmull–Rom point at `t` between `p[i]` and `p[i + 1]` (end keyframes repeated at the ends).
    static func catmullRom(_ p: [AnimatableValue], _ i: Int, _ t: Double) -> AnimatableValue? {
        let (p0, p1, p2, p3) = (p[max(i - 1, 0)], p[i], p[i + 1], p[min(i + 2, p.count - 1)])
        let (t2, t3) = (t * t, t * t * t)
        let w0 = -0.5 * t3 + t2 - 0.5 * t
        let w1 = 1.5 * t3 - 2.5 * t2 + 1
        let w2 = -1.5 * t3 + 2 * t2 + 0.5 * t
        let w3 = 0.5 * t3 - 0.5 * t2
        guard [p0, p2, p3].allSatisfy({ $0.shape == p1.shape && $0.components.count == p1.components.count }) else {
            return nil
        }
        let components = p1.components.indices.map { k in
            w0 * p0.components[k] + w1 * p1.components[k] + w2 * p2.components[k] + w3 * p3.components[k]
        }
        return AnimatableValue(shape: p1.shape, components: components)
    }
}
