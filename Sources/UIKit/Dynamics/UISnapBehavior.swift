import Foundation

/// Moves an item to a point with a spring-like motion that settles there (Apple, UISnapBehavior
/// documentation: `damping` 0…1, 0.5 by default, "the amount of oscillation"). ViewLab's snap is
/// a spring of 2.5 Hz whose damping ratio is `damping` (at 1 it comes to rest without
/// overshooting); Apple does not document its stiffness.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem
    /// Where the item settles.
    open var snapPoint: CGPoint { didSet { dynamicAnimator?.resume() } }
    open var damping: CGFloat = 0.5

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    override func applyForces(in world: DynamicWorld) {
        let body = world.body(item), omega: CGFloat = 2 * .pi * 2.5, ratio = min(max(damping, 0.05), 1)
        for (offset, speed, axis) in [
            (body.position.x - snapPoint.x, body.velocity.dx, 0), (body.position.y - snapPoint.y, body.velocity.dy, 1),
        ] {
            let force = body.mass * (-omega * omega * offset - 2 * ratio * omega * speed)
            if axis == 0 { body.force.dx += force } else { body.force.dy += force }
        }
    }
}
