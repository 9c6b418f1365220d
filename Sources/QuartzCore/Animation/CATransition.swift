import Foundation

/// An animation between two states of a layer's rendered subtree (Apple, `CATransition`:
/// "An object that provides an animated transition between a layer's states"). The old state is
/// the one the render tree holds: the layer and its sublayers as the last commit left them, so the
/// changes of the current turn are new whether they are made before or after `add(_:forKey:)`
/// (see `CALayer+CommittedState`; a layer never drawn starts from nothing). While it runs, the
/// compositor draws the old picture and the layer's current subtree as `type` says: `.fade`
/// cross-dissolves, `.push` slides both, `.moveIn` slides the new one over the old, `.reveal`
/// slides the old one away from over the new. The
/// motion goes away from `subtype`'s edge (`.fromRight`: right to left; nil: `.fromLeft`, Apple
/// documents no default). The progress is the timing function's output mapped onto
/// `startProgress…endProgress` (defaults 0 and 1). The old picture covers the layer's bounds.
open class CATransition: CAAnimation {
    /// Default `.fade` (Apple).
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// Core Image filters do not exist in ViewLab: kept, not used.
    open var filter: Any?

    /// The rendered subtree when the transition was added (set on the layer's copy).
    var snapshot: TransitionSnapshot?

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CATransition else { return }
        (type, subtype, startProgress, endProgress, filter) = (
            other.type, other.subtype, other.startProgress, other.endProgress, other.filter
        )
        snapshot = other.snapshot
    }

    /// The transition's progress at `moment`, 0 (all old) … 1 (all new).
    func progress(at moment: AnimationMoment) -> Double {
        let start = Double(min(max(startProgress, 0), 1)), end = Double(min(max(endProgress, 0), 1))
        return start + (end - start) * timedFraction(moment.fraction)
    }

    /// The unit vector the content moves along (`.fromRight`: leftwards), in the layer's space
    /// (y down, as on iOS).
    var direction: CGVector {
        switch subtype {
        case .fromRight?: return CGVector(dx: -1, dy: 0)
        case .fromTop?: return CGVector(dx: 0, dy: 1)
        case .fromBottom?: return CGVector(dx: 0, dy: -1)
        default: return CGVector(dx: 1, dy: 0)
        }
    }
}

extension CALayer {
    /// Whether a transition is stored on the layer (a hidden layer still draws its old picture).
    var hasTransition: Bool { animationStore.contains { $0.animation is CATransition } }

    /// The running transition and its progress at media time `time`, if any (the last added).
    func transition(atMediaTime time: CFTimeInterval) -> (transition: CATransition, progress: Double)? {
        let local = localTime(fromMediaTime: time)
        for entry in animationStore.reversed() {
            guard let transition = entry.animation as? CATransition, transition.snapshot != nil,
                let moment = transition.moment(atParentTime: local)
            else { continue }
            return (transition, transition.progress(at: moment))
        }
        return nil
    }
}
