import Foundation

/// Several animations on one timeline: each child's parent time is the group's local time (its
/// `beginTime` is relative to the group's start), and the children are cut off where the group's
/// active duration ends ("animations … are clipped to the duration of the group", Apple,
/// `CAAnimationGroup.animations`). Children apply in order, so later ones win for the same key path.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        animations = (other as? CAAnimationGroup)?.animations?.map { $0.copy() as! CAAnimation }
    }

    override func apply(_ moment: AnimationMoment, to presentation: CALayer) {
        for child in animations ?? [] {
            if let childMoment = child.moment(atParentTime: moment.time) { child.apply(childMoment, to: presentation) }
        }
    }
}
