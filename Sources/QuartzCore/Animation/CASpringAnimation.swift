import Foundation

/// A spring animation: the value moves from `fromValue` to `toValue` (the endpoints of
/// `CABasicAnimation`) like a damped harmonic oscillator of `mass` m, `stiffness` k and
/// `damping` c released at the start with `initialVelocity` v₀ (in units of the whole distance per
/// second, positive towards the target): the remaining fraction x(t) solves m·x″ + c·x′ + k·x = 0
/// with x(0) = 1, x′(0) = −v₀, and the value is `from + (to − from)·(1 − x(t))` with t in seconds of
/// the animation's time. Core Animation's defaults: m 1, k 100, c 10, v₀ 0. The animation lasts
/// its `duration` (set it to `settlingDuration` to play the spring out); the timing function is
/// not applied.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity, allowsOverdamping) = (
            other.mass, other.stiffness, other.damping, other.initialVelocity, other.allowsOverdamping
        )
    }

    /// The time after which the spring stays within 0.1 % of the distance from its target
    /// (|x(t)| < 0.001 from then on), found by sampling x every millisecond up to 60 s. Apple
    /// documents `settlingDuration` only as "the estimated duration required for the spring system
    /// to be considered at rest"; the threshold is ViewLab's.
    open var settlingDuration: CFTimeInterval {
        let step = 0.001, limit = 60.0
        var lastOutside = 0.0
        var t = 0.0
        while t <= limit {
            if abs(remaining(at: t)) >= 0.001 { lastOutside = t }
            t += step
        }
        return min(lastOutside + step, limit)
    }

    /// x(t): the fraction of the distance still to go at `t` seconds (negative past the target).
    func remaining(at t: Double) -> Double {
        let m = max(Double(mass), 1e-9), k = max(Double(stiffness), 0), c = max(Double(damping), 0)
        let v0 = -Double(initialVelocity)
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * omega0) / omegaD
            return exp(-zeta * omega0 * t) * (cos(omegaD * t) + b * sin(omegaD * t))
        }
        if zeta == 1 {
            return exp(-omega0 * t) * (1 + (v0 + omega0) * t)
        }
        let root = omega0 * (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-zeta * omega0 + root, -zeta * omega0 - root)
        let c2 = (v0 - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    override func value(at moment: AnimationMoment, current: Any?) -> Any? {
        let (from, to) = endpoints(current: current)
        return interpolate(from, to, fraction: 1 - remaining(at: moment.time), moment)
    }
}
