import Foundation

/// From/to/by animation. The values it moves between follow Apple's table for
/// `CABasicAnimation` ("Setting Interpolation Values"), where "current" is the property's value in
/// the presentation before this animation:
///
/// | set | from → to |
/// | --- | --- |
/// | from, to | `fromValue` → `toValue` |
/// | from, by | `fromValue` → `fromValue + byValue` |
/// | by, to | `toValue − byValue` → `toValue` |
/// | from | `fromValue` → current |
/// | to | current → `toValue` |
/// | by | current → current + `byValue` |
/// | none | current → current |
///
/// Values that cannot be interpolated (see `AnimatableValue`) switch from the first to the second
/// at the end of the cycle.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
    }

    /// The two values the animation moves between (see the table above).
    func endpoints(current: Any?) -> (from: Any?, to: Any?) {
        func plus(_ a: Any?, _ b: Any?, _ sign: Double) -> Any? {
            guard let x = AnimatableValue(a), let y = AnimatableValue(b) else { return nil }
            return (sign > 0 ? AnimatableValue.add(x, y) : AnimatableValue.difference(x, y))?.value
        }
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, plus(from, by, 1))
        case let (nil, to?, by?): return (plus(to, by, -1), to)
        case let (from?, nil, nil): return (from, current)
        case let (nil, to?, nil): return (current, to)
        case let (nil, nil, by?): return (current, plus(current, by, 1))
        default: return (current, current)
        }
    }

    override func value(at moment: AnimationMoment, current: Any?) -> Any? {
        let (from, to) = endpoints(current: current)
        return interpolate(from, to, fraction: timedFraction(moment.fraction), moment)
    }

    /// `from` → `to` at `fraction` (which may overshoot 0…1, for springs), accumulated over cycles.
    func interpolate(_ from: Any?, _ to: Any?, fraction: Double, _ moment: AnimationMoment) -> Any? {
        guard let a = AnimatableValue(from), let b = AnimatableValue(to),
            let mixed = AnimatableValue.mix(a, b, fraction)
        else {
            return moment.fraction >= 1 ? to : from
        }
        return accumulated(mixed, from: a, to: b, moment).value
    }
}
