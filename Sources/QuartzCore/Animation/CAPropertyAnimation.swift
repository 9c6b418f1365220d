import Foundation

/// An animation of one key path of the layer (e.g. `"opacity"`, `"position.x"`, `"strokeEnd"`,
/// `"transform.rotation.z"`). Its value at a moment is written into the presentation copy with
/// `setValue(_:forKeyPath:)`. With `isAdditive` the value is added to the value the property has
/// in the presentation so far (Apple: "the value specified by the animation is added to the
/// current render tree value"); with `isCumulative` each repetition starts where the previous one
/// ended ("the value of the property is the value at the end of the previous repeat cycle, plus
/// the value of the current repeat cycle").
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
    }

    override func apply(_ moment: AnimationMoment, to presentation: CALayer) {
        guard let keyPath else { return }
        let current = presentation.value(forKeyPath: keyPath)
        guard var value = value(at: moment, current: current) else { return }
        if isAdditive, let base = AnimatableValue(current), let delta = AnimatableValue(value),
            let sum = AnimatableValue.add(base, delta)
        {
            value = sum.value
        }
        presentation.setValue(Self.number(value, like: current), forKeyPath: keyPath)
    }

    /// An interpolated number (a `CGFloat`) as the type the property held (`Double`, `Float`), so
    /// a custom key stored as a `Double` reads back as one.
    static func number(_ value: Any, like current: Any?) -> Any {
        guard let n = value as? CGFloat else { return value }
        switch current {
        case is Double: return Double(n)
        case is Float: return Float(n)
        default: return value
        }
    }

    /// The animated value at `moment` (before `isAdditive`), given the property's `current`
    /// presentation value. The base class has none.
    func value(at moment: AnimationMoment, current: Any?) -> Any? { nil }

    /// `value` moved on by `moment.iteration` times the change from `first` to `last` when the
    /// animation is cumulative.
    func accumulated(
        _ value: AnimatableValue, from first: AnimatableValue, to last: AnimatableValue, _ moment: AnimationMoment
    ) -> AnimatableValue {
        guard isCumulative, moment.iteration > 0, let step = AnimatableValue.difference(last, first) else {
            return value
        }
        return AnimatableValue.add(value, step, times: Double(moment.iteration)) ?? value
    }
}
