import Foundation

/// A rule the dynamic animator applies to its items each step: gravity, collisions, snapping,
/// pushes, attachments, item properties (the subclasses), or a composite of child behaviours
/// (Apple, UIDynamicBehavior documentation: subclass it and add the primitive behaviours as
/// children). `action` runs after every step of the animator.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The behaviours this one is made of, applied with it.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Run after every step of the animation.
    open var action: (() -> Void)?
    /// The animator the behaviour is in, if any.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    public override init() { super.init() }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.append(behavior)
        behavior.dynamicAnimator = dynamicAnimator
        dynamicAnimator?.resume()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
    }

    /// Called when the behaviour is added to an animator (or removed: nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: - Simulation (ViewLab)

    /// The items this behaviour moves (its children's are gathered by the animator).
    var dynamicItems: [UIDynamicItem] { [] }
    /// Adds the behaviour's forces for one step (accelerations in points per second²).
    func applyForces(in world: DynamicWorld) {}
    /// Adjusts positions and velocities after the step (constraints, collisions).
    func applyConstraints(in world: DynamicWorld) {}
    /// Whether the behaviour keeps pushing items, so the animator never comes to rest.
    var isContinuous: Bool { false }

    /// The behaviour and its children, depth first.
    var flattened: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }
}
